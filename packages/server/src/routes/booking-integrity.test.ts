import { testApp, type TestApp } from '../testing/test-app.ts';
import { createCustomers, occurrenceWithPlaces } from '../testing/commerceFixtures.ts';
import { futureOccurrence } from '../testing/testKit.ts';
import { expireOwnBasket, freeExpiredHolds, holdCutoff } from '../domain/carts/basketHolds.ts';

// Issue 7 "Booking integrity and security", points 1, 2, 3, 5 and waitlist promotion (8). Time is
// moved by back-dating `cart_items.created_at`, never by sleeping; the hold is the default 20 minutes.
let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});

type Customer = { id: number; token: string };
const direct = (occ: string, c: Customer) =>
  t.json(`/api/v1/activities/occurrences/${occ}/bookings`, { token: c.token, body: { data: {} } });
const addClass = (c: Customer, occ: string) =>
  t.json('/api/activities/cart/add', { token: c.token, body: { items: [{ id: occ, type: 'activity' }] } });
const basket = (c: Customer) => t.json('/api/activities/cart', { token: c.token });
const cancel = (c: Customer, bookingId: number) =>
  t.json(`/api/activities/bookings/${bookingId}/?source=bookings`, { method: 'DELETE', token: c.token });
const joinWaitlist = (c: Customer, occ: string) =>
  t.json('/api/waitlist/add', { token: c.token, body: { item: { id: occ, type: 'occurrence' } } });

async function ageBasket(userId: number, minutes: number) {
  await t.db.query(
    `UPDATE cart_items i SET created_at = now() - ($2 || ' minutes')::interval FROM carts c WHERE c.id = i.cart_id AND c.user_id = $1 AND c.status = 'open'`,
    [userId, String(minutes)],
  );
}

async function places(occ: string) {
  return (await t.db.one<{ consumed: number; capacity_maximum: number; waitlist_consumed: number; held: number }>(
    `SELECT consumed, capacity_maximum, waitlist_consumed,
            (SELECT coalesce(sum(capacity_consumed), 0)::int FROM bookings b WHERE b.occurrence_id = o.id AND b.status <> 'cancelled') AS held
       FROM occurrences o WHERE id = $1`,
    [occ],
  ))!;
}

const reservedIn = async (userIds: number[], occ: string) =>
  (
    await t.db.query<{ user_id: number }>(
      `SELECT b.user_id FROM bookings b JOIN cart_items i ON i.booking_id = b.id JOIN carts c ON c.id = i.cart_id AND c.status = 'open'
      WHERE b.occurrence_id = $1 AND b.status = 'reserved' AND b.user_id = ANY($2::int[]) ORDER BY b.user_id`,
      [occ, userIds],
    )
  ).map((r) => r.user_id);

const waiting = async (occ: string) =>
  (
    await t.db.query<{ user_id: number }>(
      'SELECT user_id FROM waitlist_entries WHERE occurrence_id = $1 ORDER BY created_at, id',
      [occ],
    )
  ).map((r) => r.user_id);

describe('booking integrity', () => {
  it('booking integrity 1: sessions of a course are never booked free on the direct path; priced places are never settled without an order', async () => {
    const [alex] = await createCustomers(t.db, 1, 'integ1');
    const sessions = await t.db.query<{ id: string }>(
      `SELECT o.id FROM occurrences o JOIN schedules s ON s.id = o.schedule_id WHERE s.slug = 'swimming-lessons-stage-1' ORDER BY o.starts_at`,
    );
    expect(sessions.length).toBeGreaterThan(0);
    for (const s of sessions) {
      const r = await direct(s.id, alex!);
      expect(r.status).toBe(422);
      expect(r.body.errors.id).toEqual(['A session of a course or camp is booked through its course.']);
    }
    const lane = await futureOccurrence(t.db, 'lane-swimming', 'riverside', 1);
    const ticketed = await direct(lane.id, alex!);
    expect(ticketed.status).toBe(422);
    const yoga = await direct(await occurrenceWithPlaces(t.db, 3, alex!.id), alex!);
    expect(yoga.body.data).toMatchObject({ status: 'reserved', price: null, order_id: null });
    expect(await t.db.query(`SELECT id FROM bookings WHERE user_id = $1 AND status = 'settled'`, [alex!.id])).toEqual(
      [],
    );
  });

  it('booking integrity 2: a ticketed session needs a ticket type; without one the add is a 422 naming the field, with one it costs the ticket price', async () => {
    const [alex] = await createCustomers(t.db, 1, 'integ2');
    const lane = await futureOccurrence(t.db, 'lane-swimming', 'riverside', 2);
    const bare = await addClass(alex!, lane.id);
    expect(bare.status).toBe(422);
    expect(bare.body.errors['items.0.type']?.[0]).toMatch(/ticketed: choose a ticket type and a quantity/);
    const v1 = await t.json(`/api/v1/users/${alex!.id}/carts/activity-booking/items`, {
      token: alex!.token,
      body: { data: { items: [{ purchasable_id: lane.id, purchasable_type: 'activity', quantity: 1 }] } },
    });
    expect(v1.status).toBe(422);
    expect(v1.body.errors).toHaveProperty(['data.items.0.purchasable_type']);
    expect((await basket(alex!)).body.data.items).toEqual([]);

    const adult = await t.db.one<{ id: string }>(
      `SELECT t.id::text AS id FROM tickets t JOIN activities a ON a.id = t.activity_id WHERE a.slug = 'lane-swimming' AND t.name = 'Adult'`,
    );
    const ok = await t.json('/api/activities/cart/add', {
      token: alex!.token,
      body: { items: [{ id: adult!.id, type: 'activityTicket', occurrence_id: lane.id, quantity: 2 }] },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data.total).toMatchObject({ value: 900, formatted: '£9.00' });
  });

  it('booking integrity 3: a direct reservation on a priced class sits in the basket and its hold runs out like any basket item', async () => {
    const [first, second] = await createCustomers(t.db, 2, 'integ3');
    const occ = await occurrenceWithPlaces(t.db, 1);
    const held = await direct(occ, first!);
    expect(held.status).toBe(201);
    expect(held.body.data.status).toBe('reserved');
    const items = (await basket(first!)).body.data.items;
    expect(
      items.map((i: { booking_id: number; unit_price: { value: number } }) => [i.booking_id, i.unit_price.value]),
    ).toEqual([[held.body.data.id, 650]]);
    expect((await direct(occ, second!)).status).toBe(409);

    await ageBasket(first!.id, 21);
    const taken = await direct(occ, second!);
    expect(taken.status).toBe(201);
    const gone = await t.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM bookings WHERE id = $1`, [
      held.body.data.id,
    ]);
    expect(gone!.n).toBe(0);
    const p = await places(occ);
    expect(p.consumed).toBe(p.capacity_maximum);
  });

  it('booking integrity 5: cancelling a booking that sits in the basket removes its item, so checkout never charges for it', async () => {
    const [alex] = await createCustomers(t.db, 1, 'integ5');
    const yoga = await occurrenceWithPlaces(t.db, 2);
    const spin = await futureOccurrence(t.db, 'spin', 'riverside', 9);
    expect((await addClass(alex!, yoga)).status).toBe(200);
    const added = await addClass(alex!, spin.id);
    expect(added.body.data.total.value).toBe(650 + 700);
    const yogaItem = added.body.data.items.find((i: { occurrence_id: string }) => i.occurrence_id === yoga);
    const before = await places(yoga);

    const r = await cancel(alex!, yogaItem.booking_id);
    expect(r.status).toBe(200);
    expect(r.body.data[0]).toMatchObject({ id: yogaItem.booking_id, status: 'cancelled' });
    const after = await basket(alex!);
    expect(after.body.data.items.map((i: { occurrence_id: string }) => i.occurrence_id)).toEqual([spin.id]);
    expect(after.body.data.total.value).toBe(700);
    expect((await places(yoga)).consumed).toBe(before.consumed - 1);
    const prep = await t.json('/api/checkout/prepare', { token: alex!.token });
    expect(prep.body.data.total.value).toBe(700);
  });

  it('booking integrity 8: a freed place goes to the first member of the waitlist as a basket reservation; when that hold runs out the next member gets it, never a newcomer', async () => {
    const [holder, w1, w2, w3, newcomer] = await createCustomers(t.db, 5, 'integ8');
    const occ = await occurrenceWithPlaces(t.db, 1);
    const held = await addClass(holder!, occ);
    expect(held.status).toBe(200);
    await t.db.query('UPDATE occurrences SET waitlist_maximum = waitlist_consumed + 5 WHERE id = $1', [occ]);
    for (const w of [w1!, w2!, w3!]) expect((await joinWaitlist(w, occ)).status).toBe(201);

    // A cancellation frees the place: the first in the queue gets it, in their basket, and leaves the queue.
    expect((await cancel(holder!, held.body.data.items[0].booking_id)).status).toBe(200);
    expect(await reservedIn([w1!.id, w2!.id, w3!.id], occ)).toEqual([w1!.id]);
    expect(await waiting(occ)).toEqual([w2!.id, w3!.id]);
    const w1Basket = (await basket(w1!)).body.data;
    expect(w1Basket.items).toHaveLength(1);
    expect(w1Basket.total.value).toBe(650);
    let p = await places(occ);
    expect([p.consumed, p.held, p.waitlist_consumed]).toEqual([p.capacity_maximum, p.held, 2]);
    expect(p.held).toBe(p.consumed);

    // w1 lets the hold run out: a newcomer finds the class full and the place goes to w2.
    await ageBasket(w1!.id, 21);
    const late = await addClass(newcomer!, occ);
    expect(late).toMatchObject({ status: 409, body: { message: 'Sorry, there are no places left.' } });
    expect(await reservedIn([w1!.id, w2!.id, w3!.id, newcomer!.id], occ)).toEqual([w2!.id]);
    expect(await waiting(occ)).toEqual([w3!.id]);
    p = await places(occ);
    expect(p.consumed).toBe(p.capacity_maximum);
    expect(p.held).toBe(p.consumed);

    // w2 removes it from the basket: w3 is next.
    const w2Item = (await basket(w2!)).body.data.items[0];
    expect(
      (await t.json('/api/activities/cart/remove', { token: w2!.token, body: { cart_item_ids: [w2Item.id] } })).status,
    ).toBe(200);
    expect(await reservedIn([w2!.id, w3!.id], occ)).toEqual([w3!.id]);
    expect(await waiting(occ)).toEqual([]);
  });

  it('booking integrity 8: an occurrence deleted by staff offers its freed places to nobody', async () => {
    const [holder, member] = await createCustomers(t.db, 2, 'integ8del');
    const staff = await t.login('staff@example.com');
    const occ = await occurrenceWithPlaces(t.db, 1);
    expect((await addClass(holder!, occ)).status).toBe(200);
    await t.db.query('UPDATE occurrences SET waitlist_maximum = waitlist_consumed + 5 WHERE id = $1', [occ]);
    expect((await joinWaitlist(member!, occ)).status).toBe(201);
    const r = await t.json(`/api/v1/activities/occurrences/${occ}?reason=adverse_weather`, {
      method: 'DELETE',
      token: staff,
    });
    expect(r.status).toBe(200);
    expect(
      await t.db.query(`SELECT id FROM bookings WHERE occurrence_id = $1 AND status <> 'cancelled'`, [occ]),
    ).toEqual([]);
    expect((await basket(member!)).body.data.items).toEqual([]);
  });

  it('booking integrity 8: promotion under concurrency never overbooks and serves the queue before racing newcomers', async () => {
    const [o1, o2, o3, ...rest] = await createCustomers(t.db, 28, 'integ8race');
    const members = rest.slice(0, 5);
    const racers = rest.slice(5);
    const occ = await occurrenceWithPlaces(t.db, 3);
    for (const o of [o1!, o2!, o3!]) expect((await addClass(o, occ)).status).toBe(200);
    await t.db.query('UPDATE occurrences SET waitlist_maximum = waitlist_consumed + 5 WHERE id = $1', [occ]);
    for (const m of members) expect((await joinWaitlist(m, occ)).status).toBe(201);
    for (const o of [o1!, o2!, o3!]) await ageBasket(o.id, 25);

    const results = await Promise.all([
      ...racers.map((r) => addClass(r, occ)),
      ...[o1!, o2!, o3!].map((o) => basket(o)),
      ...members.map((m) => t.json('/api/waitlist', { token: m.token })),
    ]);
    const racerResults = results.slice(0, racers.length);
    expect(racerResults.every((r) => r.status === 409)).toBe(true);
    const p = await places(occ);
    expect(p.consumed).toBeLessThanOrEqual(p.capacity_maximum);
    expect(p.held).toBe(p.consumed);
    expect(
      await reservedIn(
        members.map((m) => m.id),
        occ,
      ),
    ).toEqual(members.slice(0, 3).map((m) => m.id));
    expect(await waiting(occ)).toEqual(members.slice(3).map((m) => m.id));
    expect(p.waitlist_consumed).toBe(2);
  });
});

// Several server processes on one PostgreSQL: a sweep that finds a free place must not promote the second member
// while the first member's entry is held by a transaction that then rolls back (a racer whose add failed).
describe.skipIf(!process.env.DATABASE_URL)('waitlist promotion with transactions in flight', () => {
  /** Two members waiting, in that order, on an occurrence that then has one free place nobody was offered yet. */
  async function twoWaitingForOnePlace(prefix: string) {
    const [m1, m2] = await createCustomers(t.db, 2, prefix);
    const occ = await occurrenceWithPlaces(t.db, 0);
    await t.db.query('UPDATE occurrences SET waitlist_maximum = waitlist_consumed + 2 WHERE id = $1', [occ]);
    for (const m of [m1!, m2!]) expect((await joinWaitlist(m, occ)).status).toBe(201);
    await t.db.query('UPDATE occurrences SET capacity_maximum = capacity_maximum + 1 WHERE id = $1', [occ]);
    return { m1: m1!, m2: m2!, occ };
  }

  it('booking integrity 8: a place is never given past a member whose entry another transaction holds and rolls back', async () => {
    const { m1, m2, occ } = await twoWaitingForOnePlace('integ8order');

    let rollBack!: () => void;
    const mayRollBack = new Promise<void>((resolve) => (rollBack = resolve));
    let holding!: () => void;
    const isHolding = new Promise<void>((resolve) => (holding = resolve));
    const inFlight = t.db
      .transaction(async (tx) => {
        await tx.query('UPDATE occurrences SET consumed = consumed WHERE id = $1', [occ]);
        await tx.query('SELECT id FROM waitlist_entries WHERE occurrence_id = $1 AND user_id = $2 FOR UPDATE', [
          occ,
          m1.id,
        ]);
        holding();
        await mayRollBack;
        throw new Error('rolled back');
      })
      .catch((e: Error) => e.message);
    await isHolding;
    const sweep = t.json('/api/waitlist', { token: m2.token });
    for (let waited = 0; ; waited += 20) {
      const blocked = await t.db.one<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
      );
      if (blocked!.n > 0) break;
      expect(waited, 'the sweep waits on the transaction in flight').toBeLessThan(5000);
      await new Promise((r) => setTimeout(r, 20));
    }
    rollBack();
    expect(await inFlight).toBe('rolled back');
    expect((await sweep).status).toBe(200);
    expect(await reservedIn([m1.id, m2.id], occ)).toEqual([m1.id]);
    expect(await waiting(occ)).toEqual([m2.id]);
  });

  it('booking integrity 8: a member whose basket is busy at that moment is passed over this once, and the log says so', async () => {
    const { m1, m2, occ } = await twoWaitingForOnePlace('integ8busy');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    // m1's basket is in another request's hands (a checkout, an add) while the place is offered.
    let release!: () => void;
    const mayRelease = new Promise<void>((resolve) => (release = resolve));
    let holding!: () => void;
    const isHolding = new Promise<void>((resolve) => (holding = resolve));
    const busy = t.db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock(7310, $1)', [m1.id]);
      holding();
      await mayRelease;
    });
    try {
      await isHolding;
      expect((await t.json('/api/waitlist', { token: m2.token })).status).toBe(200);
      expect(await reservedIn([m1.id, m2.id], occ)).toEqual([m2.id]);
      expect(await waiting(occ)).toEqual([m1.id]);
      expect(warn.mock.calls.map(([line]) => String(line))).toContain(
        `[waitlist] member ${m1.id} passed over on occurrence ${occ}: their basket is busy`,
      );
    } finally {
      release();
      await busy;
      warn.mockRestore();
    }
  });

  it('booking integrity 8: a releaser that passes over a busy basket leaves none of its rows locked, so the owner releases its own expired hold', async () => {
    const [owner] = await createCustomers(t.db, 1, 'integ8owner');
    const occ = await occurrenceWithPlaces(t.db, 1);
    expect((await addClass(owner!, occ)).status).toBe(200);
    await ageBasket(owner!.id, 25);
    const now = new Date();
    const cutoff = holdCutoff(now, 20);

    let ownerHasCart!: () => void;
    const cartLocked = new Promise<void>((resolve) => (ownerHasCart = resolve));
    let otherDone!: () => void;
    const otherPassedOver = new Promise<void>((resolve) => (otherDone = resolve));
    let otherMayEnd!: () => void;
    const otherEnds = new Promise<void>((resolve) => (otherMayEnd = resolve));
    const ownerRequest = t.db.transaction(async (tx) => {
      await tx.query(`SELECT id FROM carts WHERE user_id = $1 AND status = 'open' FOR UPDATE`, [owner!.id]);
      ownerHasCart();
      await otherPassedOver;
      return expireOwnBasket(tx, owner!.id, cutoff, { now });
    });
    await cartLocked;
    const otherRequest = t.db.transaction(async (tx) => {
      const freed = await freeExpiredHolds(tx, occ, cutoff, 'occurrence', null, now);
      otherDone();
      await otherEnds;
      return freed;
    });
    const released = await ownerRequest;
    otherMayEnd();
    expect(await otherRequest).toBe(0);
    expect(released).toHaveLength(1);
    expect((await places(occ)).held).toBe(0);
  });
});
