import { beforeAll, describe, expect, it } from 'vitest';
import { cart as cartSchema } from '@venue/core/contract';
import { testApp, type TestApp } from '../testing/test-app.ts';
import { createCustomers, futureOccurrence, type TestCustomer } from '../testing/testKit.ts';

let t: TestApp;
let parent: TestCustomer;
let child: TestCustomer;
let waiverId: number;

beforeAll(async () => {
  t = await testApp();
  const kit = await createCustomers(t.db, 2, 'attendees');
  parent = kit[0]!;
  child = kit[1]!;
  await t.db.query(
    "INSERT INTO user_links (user_id, linked_user_id, relationship, status, created_at, confirmed_at) VALUES ($1, $2, 'parent', 'successful', now(), now())",
    [parent!.id, child!.id],
  );
  waiverId = (await t.db.one<{ id: number }>(
    "INSERT INTO restrictions (client_id, name, type, terms) SELECT id, 'Class waiver', 'pre-purchase-waiver', '<p>Terms</p>' FROM clients WHERE domain = 'riverside-leisure' RETURNING id",
  ))!.id;
});

describe('attendee waiver state of the basket (flows §3)', () => {
  it('each basket booking names its attendee and waivers; the total counts waivers still to sign', async () => {
    const occ = await futureOccurrence(t.db, 'spin', 'riverside', 4);
    const added = await t.json('/api/activities/cart/add', {
      body: { items: [{ id: occ.id, type: 'activity', purchased_for_user_id: child!.id }] },
      token: parent!.token,
    });
    expect(added.status).toBe(200);
    expect(cartSchema.parse(added.body.data)).toBeTruthy();
    const item = added.body.data.items.find((i: { occurrence_id?: string }) => i.occurrence_id === occ.id);
    expect(item.attendee).toEqual({ id: child!.id, name: 'Test Customer 2' });
    expect(item.attendee_waivers).toEqual([]);
    expect(added.body.data.attendee_waivers_required).toBe(0);

    // A waiver added to the class after the add: the child has not signed it.
    await t.db.query(
      "INSERT INTO occurrence_restrictions (occurrence_id, restriction_id, criteria) VALUES ($1, $2, 'all')",
      [occ.id, waiverId],
    );
    const before = await t.json('/api/activities/cart', { token: parent!.token });
    expect(before.body.data.attendee_waivers_required).toBe(1);
    expect(before.body.data.items[0].attendee_waivers).toEqual([
      { id: waiverId, name: 'Class waiver', type: 'pre-purchase-waiver', signed: false },
    ]);
    const previous = await t.json(`/api/${waiverId}/question-waivers/previous-attendees`, { token: parent!.token });
    expect(previous.body.data.map((a: { id: number }) => a.id)).toEqual([parent!.id, child!.id]);

    const signed = await t.json('/api/question-waivers', {
      body: { waivers: [{ user_id: child!.id, restriction_id: waiverId, agreed: true }] },
      token: parent!.token,
    });
    expect(signed.status).toBeLessThan(300);
    const after = await t.json('/api/activities/cart', { token: parent!.token });
    expect(after.body.data.attendee_waivers_required).toBe(0);
    expect(after.body.data.items[0].attendee_waivers[0].signed).toBe(true);

    // Changing the attendee back to the parent, who has not signed: one waiver required again.
    const changed = await t.json(`/api/activities/cart/${item.id}`, {
      method: 'PUT',
      body: { options: { purchased_for_user_id: null } },
      token: parent!.token,
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data.items[0].attendee.id).toBe(parent!.id);
    expect(changed.body.data.attendee_waivers_required).toBe(1);
  });

  it('an item lists each waiver of its class once, whether the class or its schedule names it', async () => {
    const occ = await futureOccurrence(t.db, 'spin', 'riverside', 6);
    const [customer] = await createCustomers(t.db, 1, 'attendees-schedule');
    const added = await t.json('/api/activities/cart/add', {
      body: { items: [{ id: occ.id, type: 'activity' }] },
      token: customer!.token,
    });
    expect(added.status).toBe(200);
    // Then the class comes under a schedule that names the class's waiver again and an induction.
    // One that names no restriction of its own yet (ids are random: some demo schedules name a waiver).
    const schedule = (await t.db.one<{ id: string }>(
      'SELECT id FROM schedules s WHERE NOT EXISTS (SELECT 1 FROM schedule_restrictions r WHERE r.schedule_id = s.id) ORDER BY id LIMIT 1',
    ))!.id;
    await t.db.query('UPDATE occurrences SET schedule_id = $2 WHERE id = $1', [occ.id, schedule]);
    const induction = (await t.db.one<{ id: number }>(
      "INSERT INTO restrictions (client_id, name, type, terms) SELECT id, 'Bike induction', 'pre-purchase-induction', '<p>Terms</p>' FROM clients WHERE domain = 'riverside-leisure' RETURNING id",
    ))!.id;
    await t.db.query(
      "INSERT INTO occurrence_restrictions (occurrence_id, restriction_id, criteria) VALUES ($1, $2, 'all')",
      [occ.id, waiverId],
    );
    for (const id of [waiverId, induction])
      await t.db.query(
        "INSERT INTO schedule_restrictions (schedule_id, restriction_id, criteria) VALUES ($1, $2, 'all')",
        [schedule, id],
      );
    const basket = await t.json('/api/activities/cart', { token: customer!.token });
    expect(basket.body.data.items[0].attendee).toEqual({ id: customer!.id, name: expect.any(String) });
    expect(basket.body.data.items[0].attendee_waivers).toEqual([
      { id: waiverId, name: 'Class waiver', type: 'pre-purchase-waiver', signed: false },
      { id: induction, name: 'Bike induction', type: 'pre-purchase-induction', signed: false },
    ]);
    // An induction is recorded by staff: only the waiver counts as still to sign.
    expect(basket.body.data.attendee_waivers_required).toBe(1);
  });
});
