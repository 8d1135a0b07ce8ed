import { beforeAll, describe, expect, it } from 'vitest';
import { waitlistEntrySchema } from '@venue/core/contract';
import { testApp, type TestApp } from '../testing/test-app.ts';
import { createCustomers, futureOccurrence, setPlacesLeft, type TestCustomer } from '../testing/testKit.ts';

let t: TestApp;
let staff: string;
let kit: TestCustomer[];
let full: { id: string; legacy_id: number };

beforeAll(async () => {
  t = await testApp();
  [staff, kit] = await Promise.all([t.login('staff@example.com'), createCustomers(t.db, 5, 'wait')]);
  full = await futureOccurrence(t.db, 'yoga', 'riverside', 2);
  await setPlacesLeft(t.db, full.id, 0, 3);
});

describe('waitlists', () => {
  it('WAIT-002 WAIT-004 WAIT-007 API-060 API-061 non-numeric ids join with waitlist/add and leave with waitlist/remove', async () => {
    const joined = await t.json('/api/waitlist/add', {
      body: { item: { id: full.id, type: 'occurrence' } },
      token: kit[0]!.token,
    });
    expect(joined.status).toBe(201);
    expect(joined.body.message).toBe('Successfully joined the waitlist.');
    expect(waitlistEntrySchema.parse(joined.body.data)).toBeTruthy();
    expect(joined.body.data).toMatchObject({
      user_id: kit[0]!.id,
      occurrence: { occurrence_id: full.id, name: 'Yoga' },
    });
    const occ = await t.json(`/api/v1/activities/occurrences/${full.id}?with_bookable_context=true`, {
      token: kit[0]!.token,
    });
    expect(occ.body.data.bookable_action.action).toBe('leave_waitlist');
    expect(occ.body.data.waitlist).toMatchObject({ maximum: 3, consumed: 1, available: 2 });
    const left = await t.json(`/api/waitlist/remove/${joined.body.data.id}`, {
      method: 'DELETE',
      token: kit[0]!.token,
    });
    expect(left.status).toBe(200);
    expect(left.body.message).toBe('Successfully removed from the waitlist.');
    const again = await t.json(`/api/waitlist/remove/${joined.body.data.id}`, {
      method: 'DELETE',
      token: kit[0]!.token,
    });
    expect(again.status).toBe(404);
  });

  it('WAIT-004 waitlist/remove also takes the occurrence id for the acting customer', async () => {
    await t.json('/api/waitlist/add', { body: { item: { id: full.id } }, token: kit[1]!.token });
    const left = await t.json(`/api/waitlist/remove/${full.id}`, { method: 'DELETE', token: kit[1]!.token });
    expect(left).toMatchObject({ status: 200, body: { message: 'Successfully removed from the waitlist.' } });
  });

  it('WAIT-005 API-062 API-063 numeric ids use the v1 occurrence waitlist members endpoints', async () => {
    const joined = await t.json(`/api/v1/activities/occurrences/${full.legacy_id}/waitlist/members`, {
      body: { data: { user_id: kit[2]!.id } },
      token: kit[2]!.token,
    });
    expect(joined.status).toBe(201);
    expect(joined.body.data.occurrence.occurrence_id).toBe(full.id);
    const left = await t.json(`/api/v1/activities/occurrences/${full.legacy_id}/waitlist/members/${kit[2]!.id}`, {
      method: 'DELETE',
      token: kit[2]!.token,
    });
    expect(left).toMatchObject({ status: 200, body: { message: 'Successfully removed from the waitlist.' } });
  });

  it('WAIT-006 failures are clear errors a client can tell from success', async () => {
    await t.json('/api/waitlist/add', { body: { item: { id: full.id } }, token: kit[3]!.token });
    const twice = await t.json('/api/waitlist/add', { body: { item: { id: full.id } }, token: kit[3]!.token });
    expect(twice).toMatchObject({
      status: 409,
      body: { message: 'You are already on the waitlist for this activity.' },
    });
    const open = await futureOccurrence(t.db, 'yoga', 'riverside', 9);
    expect(await t.json('/api/waitlist/add', { body: { item: { id: open.id } }, token: kit[3]!.token })).toMatchObject({
      status: 409,
      body: { message: 'Places are still available: book this activity instead.' },
    });
    expect((await t.json('/api/waitlist/add', { body: { item: {} }, token: kit[3]!.token })).status).toBe(422);
    expect((await t.json('/api/waitlist/add', { body: { item: { id: full.id } } })).status).toBe(401);
    expect(
      (await t.json('/api/waitlist/add', { body: { item: { id: 'oc' + '0'.repeat(32) } }, token: kit[3]!.token }))
        .status,
    ).toBe(404);
    const forOther = await t.json(`/api/v1/activities/occurrences/${full.legacy_id}/waitlist/members`, {
      body: { data: { user_id: kit[4]!.id } },
      token: kit[3]!.token,
    });
    expect(forOther.status).toBe(403);
    expect(
      (
        await t.json(`/api/v1/activities/occurrences/${full.legacy_id}/waitlist/members`, {
          body: { data: { user_id: 0 } },
          token: kit[3]!.token,
        })
      ).status,
    ).toBe(422);
  });

  it('WAIT-001 staff list an occurrence waitlist and add or remove a customer', async () => {
    const added = await t.json(`/api/v1/activities/occurrences/${full.id}/waitlist/members`, {
      body: { data: { user_id: kit[4]!.id } },
      token: staff,
    });
    expect(added.status).toBe(201);
    const listed = await t.json(`/api/v1/activities/occurrences/${full.id}/waitlist/members`, { token: staff });
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((e: any) => e.user_id)).toEqual(expect.arrayContaining([kit[3]!.id, kit[4]!.id]));
    expect(
      (await t.json(`/api/v1/activities/occurrences/${full.id}/waitlist/members`, { token: kit[3]!.token })).status,
    ).toBe(403);
    const mine = await t.json('/api/waitlist', { token: kit[3]!.token });
    expect(mine.body.data.map((e: any) => e.occurrence.occurrence_id)).toEqual([full.id]);
    const removed = await t.json(`/api/v1/activities/occurrences/${full.id}/waitlist/members/${kit[4]!.id}`, {
      method: 'DELETE',
      token: staff,
    });
    expect(removed.status).toBe(200);
  });

  it('WAIT-003 a full waitlist refuses more joins and the bookable action becomes none', async () => {
    await setPlacesLeft(t.db, full.id, 0, 0);
    const r = await t.json('/api/waitlist/add', { body: { item: { id: full.id } }, token: kit[0]!.token });
    expect(r).toMatchObject({ status: 409, body: { message: 'Sorry, the waitlist for this activity is full.' } });
    const occ = await t.json(`/api/v1/activities/occurrences/${full.id}?with_bookable_context=true`, {
      token: kit[0]!.token,
    });
    expect(occ.body.data.bookable_action).toEqual({ action: 'none', message: 'This activity is fully booked.' });
  });
});

describe('places a capacity change adds', () => {
  it("go to a full class's waitlist in queue order, before anyone else can book them", async () => {
    const [first, second, stranger] = await createCustomers(t.db, 3, 'raise');
    const occ = await futureOccurrence(t.db, 'yoga', 'riverside', 4);
    await setPlacesLeft(t.db, occ.id, 0, 5);
    for (const m of [first!, second!])
      expect((await t.json('/api/waitlist/add', { body: { item: { id: occ.id } }, token: m.token })).status).toBe(201);

    const raised = await t.json(`/api/v1/activities/occurrences/${occ.id}`, {
      method: 'PATCH',
      body: { data: { action: 'update', capacity: { strategy: 'shared', capacity: 1 } } },
      token: staff,
    });
    expect(raised.status).toBe(200);
    expect(raised.body.data.capacity).toMatchObject({ maximum: 1, consumed: 1, available: 0 });

    const basket = (m: TestCustomer) => t.json('/api/activities/cart', { token: m.token });
    expect((await basket(first!)).body.data.items.map((i: any) => i.occurrence_id)).toEqual([occ.id]);
    expect((await basket(second!)).body.data.items ?? []).toEqual([]);
    const waiting = await t.json(`/api/v1/activities/occurrences/${occ.id}/waitlist/members`, { token: staff });
    expect(waiting.body.data.map((e: any) => e.user_id)).toEqual([second!.id]);
    const mailed = await t.db.query<{ id: number }>(
      `SELECT u.id FROM mail_queue m JOIN users u ON lower(u.email) = lower(m.to_address)
        WHERE m.kind = 'waitlist_place' AND u.id = ANY($1::int[])`,
      [[first!.id, second!.id]],
    );
    expect(mailed.map((u) => u.id)).toEqual([first!.id]);

    const late = await t.json('/api/activities/cart/add', {
      token: stranger!.token,
      body: { items: [{ id: occ.id, type: 'activity' }] },
    });
    expect(late.status).toBe(409);
  });
});
