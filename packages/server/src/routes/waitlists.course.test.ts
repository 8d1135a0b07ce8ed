import { beforeAll, describe, expect, it } from 'vitest';
import { waitlistEntrySchema } from '@venue/core/contract';
import { testApp, type TestApp } from '../testing/test-app.ts';
import { createCustomers, type TestCustomer } from '../testing/testKit.ts';

let t: TestApp;
let staff: string;
let kit: TestCustomer[];
let pilates: { id: string; firstSession: string };

const course = (token?: string, query = '') =>
  t.json(`/api/v1/activities/courses/pilates-foundations${query}`, token ? { token } : {});
const join = (token: string | undefined, id: string, extra: Record<string, unknown> = {}) =>
  t.json('/api/waitlist/add', { body: { item: { id, type: 'course' }, ...extra }, ...(token ? { token } : {}) });
const leave = (token: string, id: string, query = '') =>
  t.json(`/api/waitlist/remove/${id}${query}`, { method: 'DELETE', token });

beforeAll(async () => {
  t = await testApp();
  [staff, kit] = await Promise.all([t.login('staff@example.com'), createCustomers(t.db, 6, 'cwait')]);
  const data = (await course()).body.data;
  const first = await t.db.one<{ id: string }>(
    `SELECT id FROM occurrences WHERE schedule_id = $1 AND status <> 'cancelled' AND deleted_at IS NULL AND starts_at > now()
      ORDER BY starts_at, id LIMIT 1`,
    [data.id],
  );
  pilates = { id: data.id, firstSession: first!.id };
});

describe('course waitlists (item type course)', () => {
  it('a customer joins a full course by its id, sees leave_waitlist, and leaves by the course id', async () => {
    const token = kit[0]!.token;
    expect((await course(token)).body.data.bookable_action).toEqual({
      action: 'join_waitlist',
      message: 'This is fully booked, you can join the waitlist.',
    });
    const joined = await join(token, pilates.id);
    expect(joined.status).toBe(201);
    expect(joined.body.message).toBe('Successfully joined the waitlist.');
    expect(waitlistEntrySchema.parse(joined.body.data)).toMatchObject({
      user_id: kit[0]!.id,
      occurrence: { occurrence_id: pilates.firstSession, name: 'Pilates foundations' },
      position: 1,
    });
    expect((await course(token)).body.data.bookable_action).toEqual({
      action: 'leave_waitlist',
      message: 'You are on the waitlist.',
    });
    expect(await join(token, pilates.id)).toMatchObject({
      status: 409,
      body: { message: 'You are already on the waitlist for this course.' },
    });
    const left = await leave(token, pilates.id);
    expect(left).toMatchObject({ status: 200, body: { message: 'Successfully removed from the waitlist.' } });
    expect(left.body.data.id).toBe(joined.body.data.id);
    expect((await course(token)).body.data.bookable_action.action).toBe('join_waitlist');
    expect(await leave(token, pilates.id)).toMatchObject({
      status: 404,
      body: { message: 'You are not on the waitlist for this course.' },
    });
    const waitlist = await t.db.one<{ n: number }>('SELECT waitlist_consumed AS n FROM occurrences WHERE id = $1', [
      pilates.firstSession,
    ]);
    expect(waitlist!.n).toBe(0);
  });

  it('the course slug joins too, and the entry id leaves as for an occurrence', async () => {
    const joined = await join(kit[1]!.token, 'pilates-foundations');
    expect(joined.status).toBe(201);
    expect(await leave(kit[1]!.token, joined.body.data.id)).toMatchObject({ status: 200 });
  });

  it('refusals are 4xx with what the customer sees instead', async () => {
    const token = kit[2]!.token;
    expect((await join(undefined, pilates.id)).status).toBe(401);
    expect((await t.json('/api/waitlist/add', { body: { item: { type: 'course' } }, token })).status).toBe(422);
    expect((await join(token, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await join(token, 'no-such-course')).status).toBe(404);
    expect(await join(token, 'swimming-lessons-stage-1')).toMatchObject({
      status: 409,
      body: { message: 'Places are still available: book this course instead.' },
    });
    expect(await join(token, 'junior-gymnastics')).toMatchObject({
      status: 409,
      body: { message: 'This course has already started and is not bookable.' },
    });
    // Booked, or holding a place in the basket: the course is theirs already.
    for (const [status, message] of [
      ['reserved', 'This is reserved in your basket.'],
      ['settled', 'You have already booked this course.'],
    ] as const) {
      const bundle = await t.db.one<{ id: number }>(
        `INSERT INTO booking_bundles (user_id, schedule_id, status, booking_type, total_price)
         VALUES ($1, $2, $3, 'courses', 6000) RETURNING id`,
        [kit[3]!.id, pilates.id, status],
      );
      expect(await join(kit[3]!.token, pilates.id)).toMatchObject({ status: 409, body: { message } });
      await t.db.query('DELETE FROM booking_bundles WHERE id = $1', [bundle!.id]);
    }
  });

  it('a full waitlist, or none, refuses the join', async () => {
    const session = pilates.firstSession;
    await t.db.query('UPDATE occurrences SET waitlist_consumed = waitlist_maximum WHERE id = $1', [session]);
    expect((await course(kit[4]!.token)).body.data.bookable_action.action).toBe('none');
    expect(await join(kit[4]!.token, pilates.id)).toMatchObject({
      status: 409,
      body: { message: 'Sorry, the waitlist for this course is full.' },
    });
    await t.db.query('UPDATE occurrences SET waitlist_consumed = 0 WHERE id = $1', [session]);
    await t.db.query('UPDATE schedules SET waitlist_maximum = NULL WHERE id = $1', [pilates.id]);
    expect(await join(kit[4]!.token, pilates.id)).toMatchObject({
      status: 409,
      body: { message: 'This course has no waitlist.' },
    });
    await t.db.query('UPDATE schedules SET waitlist_maximum = 10 WHERE id = $1', [pilates.id]);
  });

  it('staff join and leave for a customer with selected_user_id; a customer may not name another', async () => {
    const customer = kit[5]!;
    expect((await join(kit[4]!.token, pilates.id, { selected_user_id: customer.id })).status).toBe(403);
    const joined = await join(staff, pilates.id, { selected_user_id: customer.id });
    expect(joined.status).toBe(201);
    expect(joined.body.data.user_id).toBe(customer.id);
    const seen = await course(staff, `?selected_user_id=${customer.id}&source=foh`);
    expect(seen.body.data.bookable_action.action).toBe('leave_waitlist');
    expect((await leave(kit[4]!.token, pilates.id, `?selected_user_id=${customer.id}`)).status).toBe(403);
    expect(await leave(staff, pilates.id, `?selected_user_id=${customer.id}`)).toMatchObject({
      status: 200,
      body: { data: { user_id: customer.id } },
    });
    expect((await course(customer.token)).body.data.bookable_action.action).toBe('join_waitlist');
  });

  it('a waiting customer who books and pays for the course leaves its waitlist, not before', async () => {
    const customer = kit[5]!;
    const session = pilates.firstSession;
    const consumed = async () =>
      (await t.db.one<{ n: number }>('SELECT waitlist_consumed AS n FROM occurrences WHERE id = $1', [session]))!.n;
    const waiting = async () =>
      ((await t.json('/api/waitlist', { token: customer.token })).body.data as Array<{ occurrence: unknown }>).length;
    expect((await join(customer.token, pilates.id)).status).toBe(201);
    const before = await consumed();
    // A place comes free on every session; the front desk books it for the customer.
    await t.db.query(
      'UPDATE occurrences SET capacity_maximum = capacity_maximum + 1, capacity_online = capacity_online + 1 WHERE schedule_id = $1::uuid',
      [pilates.id],
    );
    const added = await t.json('/api/activities/cart/add', {
      token: staff,
      body: { items: [{ id: pilates.id, type: 'course' }], selected_user_id: customer.id },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    // Only held in the basket, the place may still lapse: the customer keeps their place in the queue.
    expect(await waiting()).toBe(1);
    const price = (await course(customer.token)).body.data.price.value as number;
    const paid = await t.json('/api/checkout/pay', {
      token: staff,
      headers: { 'Idempotency-Key': crypto.randomUUID() },
      body: {
        selected_user_id: customer.id,
        payments: [{ tender_type: 'cash', amount: price }],
        completed_waivers: [],
        source: 'front-of-house',
      },
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(await waiting()).toBe(0);
    expect(await consumed()).toBe(before - 1);
    expect((await course(customer.token)).body.data.bookable_action.action).toBe('cancel_booking');
  });
});
