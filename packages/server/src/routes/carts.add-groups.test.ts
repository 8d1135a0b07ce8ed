// Issue 12: adds to one session that arrive while another is under way go as one transaction
// (domain/carts/addGroups.ts). Each test checks the outcome a person sees against what their own add
// would have given: the capacity rule, the refusals and their wording, and the basket line itself.
import { groupStats, holdSession, sessionsInUse } from '../domain/carts/addGroups.ts';
import { testApp, type TestApp } from '../testing/test-app.ts';
import { createCustomers, occurrenceWithPlaces } from '../testing/commerceFixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});

/** Customers whose basket is open (empty): a group takes only adds to an open basket. */
async function customersWithBaskets(n: number, tag: string) {
  const users = await createCustomers(t.db, n, tag);
  await t.db.query(
    `INSERT INTO carts (client_id, user_id, source) SELECT client_id, id, 'activity-booking' FROM users WHERE id = ANY($1::int[])`,
    [users.map((u) => u.id)],
  );
  return users;
}

/** Runs `adds` while the session is busy, so that they all wait and then go together. */
async function together<T>(occurrenceId: string, adds: () => Promise<T>[]): Promise<T[]> {
  const client = await t.db.one<{ client_id: number }>('SELECT client_id FROM occurrences WHERE id = $1', [
    occurrenceId,
  ]);
  const hold = holdSession(t.db, occurrenceId, client!.client_id);
  const sent = adds();
  await vi.waitFor(() => expect(hold.waiting()).toBe(sent.length), { timeout: 20_000 });
  hold.release();
  return Promise.all(sent);
}

const add = (token: string, occurrenceId: string) =>
  t.json('/api/activities/cart/add', { token, body: { items: [{ id: occurrenceId, type: 'activity' }] } });

const lineOf = (occurrenceId: string, userId: number) =>
  t.db.one<Record<string, unknown>>(
    `SELECT ci.kind, ci.cartable_type, ci.purchasable_type, ci.purchasable_id, ci.name, ci.quantity, ci.price, ci.sort_key,
            ci.purchased_for_user_id, ci.occurrence_id, ci.ticket_id, ci.activity_restriction_ids, ci.resource,
            ci.extra - 'booking_id' AS extra, (ci.extra->>'booking_id')::int = b.id AS extra_names_booking,
            b.booked_by_user_id = b.user_id AS booked_by_self, b.status, b.booking_type, b.channel, b.capacity_consumed, b.price AS booking_price
       FROM cart_items ci JOIN bookings b ON b.id = ci.booking_id JOIN carts c ON c.id = ci.cart_id
      WHERE ci.occurrence_id = $1 AND b.user_id = $2 AND c.user_id = $2`,
    [occurrenceId, userId],
  );

describe('adds to one session made together (issue 12)', () => {
  it('adds that arrive together are made in groups; each gets its own basket, written as its own add would write it', async () => {
    const occ = await occurrenceWithPlaces(t.db, 40);
    const before = await t.db.one<{ consumed: number }>('SELECT consumed FROM occurrences WHERE id = $1', [occ]);
    const [alone] = await customersWithBaskets(1, 'grpalone');
    const own = await add(alone!.token, occ);
    expect(own.status).toBe(200);
    const users = await customersWithBaskets(12, 'grpmany');
    const added = groupStats.added;
    const results = await together(occ, () => users.map((u) => add(u.token, occ)));
    expect(results.map((r) => r.status)).toEqual(users.map(() => 200));
    expect(groupStats.added - added).toBe(12);
    // Each answer is its customer's basket, its line as the lone add's answer shows its own (ids apart).
    const unnamed = (item: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(item).filter(([k]) => !['id', 'booking_id', 'attendee'].includes(k)));
    for (const [i, r] of results.entries()) {
      expect(r.body.data.items).toHaveLength(1);
      expect(r.body.data.items[0].attendee.id).toBe(users[i]!.id);
      expect(r.body.data.items[0].occurrence_id).toBe(occ);
      expect(unnamed(r.body.data.items[0])).toEqual(unnamed(own.body.data.items[0]));
    }
    const after = await t.db.one<{ consumed: number }>('SELECT consumed FROM occurrences WHERE id = $1', [occ]);
    expect(after!.consumed - before!.consumed).toBe(13);
    // Nothing kept for the session once its adds are done.
    expect(sessionsInUse(t.db)).toBe(0);
    const reference = await lineOf(occ, alone!.id);
    expect(reference).toMatchObject({ extra_names_booking: true, booked_by_self: true, status: 'reserved' });
    for (const u of users) expect(await lineOf(occ, u.id)).toEqual(reference);
  });

  it('CART-006 OCC-008 200 customers with open baskets at the last 10 places: exactly 10 places, 190 told there are none left', async () => {
    const occ = await occurrenceWithPlaces(t.db, 10);
    const users = await customersWithBaskets(200, 'grprace');
    const groups = groupStats.groups;
    const results = await together(occ, () => users.map((u) => add(u.token, occ)));
    expect(groupStats.groups).toBe(groups + 1);
    expect(results.filter((r) => r.status === 200)).toHaveLength(10);
    const full = results.filter((r) => r.status === 409);
    expect(full).toHaveLength(190);
    expect(new Set(full.map((r) => r.body.message))).toEqual(new Set(['Sorry, there are no places left.']));
    const o = await t.db.one<{ consumed: number; capacity_maximum: number }>(
      'SELECT consumed, capacity_maximum FROM occurrences WHERE id = $1',
      [occ],
    );
    expect(o!.consumed).toBe(o!.capacity_maximum);
    const held = await t.db.one<{ n: number }>(
      "SELECT count(*)::int AS n FROM bookings WHERE occurrence_id = $1 AND status = 'reserved' AND user_id = ANY($2::int[])",
      [occ, users.map((u) => u.id)],
    );
    expect(held!.n).toBe(10);
  });

  it('in a group, a customer who already holds the class is told so, and the same customer twice gets one place', async () => {
    const occ = await occurrenceWithPlaces(t.db, 40);
    const [holder, twice, ...others] = await customersWithBaskets(8, 'grprefuse');
    expect((await add(holder!.token, occ)).status).toBe(200);
    const added = groupStats.added;
    const results = await together(occ, () => [
      ...others.slice(0, 3).map((u) => add(u.token, occ)),
      add(holder!.token, occ),
      add(twice!.token, occ),
      add(twice!.token, occ),
      ...others.slice(3).map((u) => add(u.token, occ)),
    ]);
    // The six others and the first of the pair; the holder and the second of the pair on their own path.
    expect(groupStats.added - added).toBe(7);
    expect(results[3]).toMatchObject({ status: 409, body: { message: 'This is already in your basket.' } });
    const pair = [results[4]!, results[5]!].map((r) => r.status).sort();
    expect(pair).toEqual([200, 409]);
    expect([results[4]!, results[5]!].find((r) => r.status === 409)!.body.message).toBe(
      'This is already in your basket.',
    );
    for (const r of [...results.slice(0, 3), ...results.slice(6)]) expect(r.status).toBe(200);
    const twiceHeld = await t.db.one<{ n: number }>(
      "SELECT count(*)::int AS n FROM bookings WHERE occurrence_id = $1 AND user_id = $2 AND status = 'reserved'",
      [occ, twice!.id],
    );
    expect(twiceHeld!.n).toBe(1);
  });
});
