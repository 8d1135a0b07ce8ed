import { testApp, type TestApp } from '../testing/test-app.ts';
import { createCustomers, occurrenceWithPlaces } from '../testing/commerceFixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});

function post(path: string, token: string, body: unknown, headers: Record<string, string> = {}) {
  return t.json(path, { token, body, headers });
}

describe('no overbooking and no double charge under concurrency', () => {
  it('CART-006 OCC-008 200 simultaneous adds at the last 10 places of an occurrence give exactly 10 bookings', async () => {
    const occ = await occurrenceWithPlaces(t.db, 10);
    const before = await t.db.one<{ consumed: number; capacity_maximum: number }>(
      'SELECT consumed, capacity_maximum FROM occurrences WHERE id = $1',
      [occ],
    );
    const users = await createCustomers(t.db, 200, 'occrace');
    const results = await Promise.all(
      users.map((u) => post('/api/activities/cart/add', u.token, { items: [{ id: occ, type: 'activity' }] })),
    );
    const okCount = results.filter((r) => r.status === 200).length;
    const full = results.filter((r) => r.status === 409);
    expect(okCount).toBe(10);
    expect(full).toHaveLength(190);
    expect(new Set(full.map((r) => r.body.message))).toEqual(new Set(['Sorry, there are no places left.']));
    const after = await t.db.one<{ consumed: number }>('SELECT consumed FROM occurrences WHERE id = $1', [occ]);
    expect(after!.consumed).toBe(before!.capacity_maximum);
    const held = await t.db.one<{ n: number }>(
      "SELECT count(*)::int AS n FROM bookings WHERE occurrence_id = $1 AND status = 'reserved'",
      [occ],
    );
    expect(held!.n).toBe(10);
  });

  it('COURSE-006 200 simultaneous course adds at the last 10 places give exactly 10 places on every session', async () => {
    const camp = await t.db.one<{ id: string }>("SELECT id FROM schedules WHERE slug = 'easter-football-camp'");
    await t.db.query('UPDATE occurrences SET capacity_maximum = consumed + 10 WHERE schedule_id = $1', [camp!.id]);
    const users = await createCustomers(t.db, 200, 'camprace');
    const results = await Promise.all(
      users.map((u) =>
        post(`/api/v1/users/${u.id}/carts/activity-booking/items`, u.token, {
          data: { items: [{ purchasable_id: camp!.id, purchasable_type: 'camp', quantity: 1 }] },
        }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(10);
    expect(
      results.filter((r) => r.status === 409 && r.body.message === 'Sorry, there are no places left.'),
    ).toHaveLength(190);
    const sessions = await t.db.query<{ consumed: number; capacity_maximum: number }>(
      'SELECT consumed, capacity_maximum FROM occurrences WHERE schedule_id = $1',
      [camp!.id],
    );
    expect(sessions.every((s) => s.consumed === s.capacity_maximum)).toBe(true);
    const bundles = await t.db.one<{ n: number }>(
      "SELECT count(*)::int AS n FROM booking_bundles WHERE schedule_id = $1 AND status = 'reserved'",
      [camp!.id],
    );
    expect(bundles!.n).toBe(10);
  });

  it('PAY-001 a double-submitted payment charges once, with the same or different Idempotency-Keys', async () => {
    const [u] = await createCustomers(t.db, 1, 'doublepay');
    const occ = await occurrenceWithPlaces(t.db, 5);
    expect((await post('/api/activities/cart/add', u!.token, { items: [{ id: occ, type: 'activity' }] })).status).toBe(
      200,
    );
    const prep = (await t.json('/api/checkout/prepare', { token: u!.token })).body.data;
    const ci = (
      await t.json('/sandbox/opayo/card-identifiers', {
        headers: { Authorization: `Bearer ${prep.session_key}` },
        body: {
          cardDetails: { cardholderName: 'R', cardNumber: '4242424242424242', expiryDate: '1230', securityCode: '123' },
        },
      })
    ).body.cardIdentifier;
    const body = { card_identifier: ci, session_key: prep.session_key, payments: [], terms: true };

    // Different keys at once: one authorises, the other is told a payment is already under way.
    const two = await Promise.all(
      [crypto.randomUUID(), crypto.randomUUID()].map((k) =>
        post('/api/checkout/authorise', u!.token, body, { 'Idempotency-Key': k }),
      ),
    );
    expect(two.map((r) => r.status).sort()).toEqual([200, 409]);
    const first = two.find((r) => r.status === 200)!;
    expect(first.body.data.transaction_status).toBe('authorised');

    // The same key again replays the first answer and creates nothing new.
    const key = crypto.randomUUID();
    const a1 = await post('/api/checkout/authorise', u!.token, body, { 'Idempotency-Key': key });
    const a2 = await post('/api/checkout/authorise', u!.token, body, { 'Idempotency-Key': key });
    expect(a1.status).toBe(409);
    expect(a2.status).toBe(409);
    const live = await t.db.query(
      "SELECT id FROM payment_transactions WHERE user_id = $1 AND status IN ('authorised', 'sca_required', 'captured')",
      [u!.id],
    );
    expect(live).toHaveLength(1);

    // Complete double-clicked with two keys, and repeated with the first key: one order.
    const completeBody = { transaction_uuid: first.body.data.transaction_uuid, payments: [], terms: true };
    const k1 = crypto.randomUUID();
    const done = await Promise.all(
      [k1, crypto.randomUUID()].map((k) =>
        post('/api/checkout/complete', u!.token, completeBody, { 'Idempotency-Key': k }),
      ),
    );
    expect(done.map((r) => r.status)).toEqual([200, 200]);
    expect(done[0]!.body.data.complete_order_id).toBe(done[1]!.body.data.complete_order_id);
    const again = await post('/api/checkout/complete', u!.token, completeBody, { 'Idempotency-Key': k1 });
    expect(again.body.data.complete_order_id).toBe(done[0]!.body.data.complete_order_id);
    const orders = await t.db.query('SELECT id FROM orders WHERE user_id = $1', [u!.id]);
    expect(orders).toHaveLength(1);
    const captured = await t.db.query(
      "SELECT id FROM payment_transactions WHERE user_id = $1 AND status = 'captured'",
      [u!.id],
    );
    expect(captured).toHaveLength(1);
  });

  it('PAY-001 a repeated Idempotency-Key with another body is refused', async () => {
    const [u] = await createCustomers(t.db, 1, 'keyreuse');
    const occ = await occurrenceWithPlaces(t.db, 5);
    await post('/api/activities/cart/add', u!.token, { items: [{ id: occ, type: 'activity' }] });
    const key = crypto.randomUUID();
    const a = await post(
      '/api/checkout/authorise',
      u!.token,
      { card_identifier: 'nope', session_key: 'nope' },
      { 'Idempotency-Key': key },
    );
    expect(a.status).toBe(422);
    const replay = await post(
      '/api/checkout/authorise',
      u!.token,
      { card_identifier: 'nope', session_key: 'nope' },
      { 'Idempotency-Key': key },
    );
    expect(replay).toMatchObject({ status: 422, body: a.body });
    const other = await post(
      '/api/checkout/authorise',
      u!.token,
      { card_identifier: 'other', session_key: 'nope' },
      { 'Idempotency-Key': key },
    );
    expect(other.status).toBe(422);
    expect(other.body.message).toBe('This Idempotency-Key was already used with a different request.');
  });
});
