// Issue 12: what an add to basket and a repeat timetable read cost in statements, and that the add's
// capacity rule still holds when many customers race for the last places.
import { cart as cartSchema, cartItem } from '@venue/core/contract';
import { createApp } from '../app.ts';
import type { UserRow } from '../auth/session.ts';
import type { CartRow } from '../db/rows.ts';
import { basketRead, type BasketRead } from '../domain/carts/basketView.ts';
import { cartItems, creditBalances, presentCart } from '../domain/carts/cartStore.ts';
import type { Db, Statement } from '../db/db.ts';
import { testApp, type TestApp } from '../testing/test-app.ts';
import { createCustomers, occurrenceWithPlaces } from '../testing/commerceFixtures.ts';
import { localDate } from '../time/londonTime.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});

/**
 * The app over `t.db`, with every statement it sends (BEGIN/COMMIT as `transaction`). `afterCommit`
 * changes the rows of the read sent behind an add's COMMIT, as if the database had answered them.
 */
async function countingApp(afterCommit?: (rows: BasketRead[]) => BasketRead[]) {
  const log: string[] = [];
  const wrap = (db: Db): Db => ({
    kind: db.kind,
    query: (sql, params) => (log.push(sql.replace(/\s+/g, ' ').trim()), db.query(sql, params)),
    one: (sql, params) => (log.push(sql.replace(/\s+/g, ' ').trim()), db.one(sql, params)),
    exec: (sql) => (log.push(sql), db.exec(sql)),
    transaction: (fn, options) => (log.push('transaction'), db.transaction((tx) => fn(wrap(tx)), options)),
    commit: async <T>(after?: Statement) => {
      if (after) log.push(after.sql.replace(/\s+/g, ' ').trim());
      const rows = await db.commit<T>(after);
      return afterCommit ? (afterCommit(rows as BasketRead[]) as T[]) : rows;
    },
    close: () => db.close(),
  });
  const app = await createApp({ db: wrap(t.db), config: t.config, now: () => new Date() });
  const call = (path: string, init: { token?: string; body?: unknown } = {}) =>
    app.request(path, {
      method: init.body === undefined ? 'GET' : 'POST',
      headers: {
        'X-Client-Domain': 'riverside-leisure',
        Accept: 'application/json',
        'Content-Type': 'application/json',
        ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
  return { log, call };
}

async function ticketOf(occurrenceId: string): Promise<string> {
  const row = await t.db.one<{ id: string }>(
    'SELECT t.id::text AS id FROM tickets t JOIN occurrences o ON o.activity_id = t.activity_id WHERE o.id = $1 ORDER BY t.id LIMIT 1',
    [occurrenceId],
  );
  return row!.id;
}

describe('add to basket cost (issue 12)', () => {
  it('an add to a basket that is already open is 5 statements and one transaction', async () => {
    const [c] = await createCustomers(t.db, 1, 'addcost');
    const first = await occurrenceWithPlaces(t.db, 5);
    const { log, call } = await countingApp();
    expect(
      (await call('/api/activities/cart/add', { token: c!.token, body: { items: [{ id: first, type: 'activity' }] } }))
        .status,
    ).toBe(200);
    const second = await occurrenceWithPlaces(t.db, 5, c!.id);
    log.length = 0;
    const r = await call('/api/activities/cart/add', {
      token: c!.token,
      body: { items: [{ id: second, type: 'activity' }] },
    });
    expect(r.status).toBe(200);
    const body = await r.json();
    expect(body.data.items).toHaveLength(2);
    // Session and client; in the transaction the open cart, the occurrence with the rule's facts, then
    // the places with the booking and its item; then the basket view (cart, credits, items, attendees).
    expect(log.filter((s) => s === 'transaction')).toHaveLength(1);
    expect(log.filter((s) => s !== 'transaction')).toHaveLength(5);
  });

  it('a ticket add (the bench) is 5 statements too, and a repeated one still answers with the basket', async () => {
    const [c] = await createCustomers(t.db, 1, 'addcostticket');
    const { log, call } = await countingApp();
    const occ = await t.db.one<{ id: string }>(
      `SELECT o.id FROM occurrences o WHERE o.starts_at > now() + interval '1 day' AND o.status = 'bookable'
          AND o.capacity_strategy = 'shared' AND o.consumed + 2 <= o.capacity_maximum AND EXISTS (SELECT 1 FROM tickets t WHERE t.activity_id = o.activity_id)
        ORDER BY o.starts_at LIMIT 1`,
    );
    const item = { id: await ticketOf(occ!.id), type: 'activityTicket', occurrence_id: occ!.id };
    expect((await call('/api/activities/cart/add', { token: c!.token, body: { items: [item] } })).status).toBe(200);
    log.length = 0;
    const r = await call('/api/activities/cart/add', { token: c!.token, body: { items: [item] } });
    expect(r.status).toBe(200);
    expect((await r.json()).data.items).toHaveLength(2);
    expect(log.filter((s) => s !== 'transaction')).toHaveLength(5);
  });

  it("the add's answer (its basket view selects only the columns the answer reads) is the basket made from whole rows", async () => {
    const [c] = await createCustomers(t.db, 1, 'addcolumns');
    const { call } = await countingApp();
    const first = await occurrenceWithPlaces(t.db, 5);
    expect(
      (await call('/api/activities/cart/add', { token: c!.token, body: { items: [{ id: first, type: 'activity' }] } }))
        .status,
    ).toBe(200);
    const second = await t.db.one<{ id: string }>(
      `SELECT o.id FROM occurrences o WHERE o.starts_at > now() + interval '1 day' AND o.status = 'bookable' AND o.id <> $1
          AND o.capacity_strategy = 'shared' AND o.consumed + 2 <= o.capacity_maximum AND EXISTS (SELECT 1 FROM tickets t WHERE t.activity_id = o.activity_id)
        ORDER BY o.starts_at LIMIT 1`,
      [first],
    );
    const item = { id: await ticketOf(second!.id), type: 'activityTicket', occurrence_id: second!.id };
    const r = await call('/api/activities/cart/add', { token: c!.token, body: { items: [item] } });
    expect(r.status).toBe(200);
    const answer = (await r.json()).data;
    expect(answer.items).toHaveLength(2);
    expect(cartSchema.safeParse(answer).success).toBe(true);
    // Every field the contract's cart item always has is on each item.
    const required = Object.entries(cartItem.shape)
      .filter(([, field]) => !field.safeParse(undefined).success)
      .map(([key]) => key);
    expect(required.length).toBeGreaterThan(15);
    for (const line of answer.items) for (const key of required) expect(line, key).toHaveProperty(key);
    // The same cart, presented from every column of the cart and of its items.
    await expectWholeBasket(answer, c!.id);
  });

  /** An add's answer against the basket presented from every column of its cart and items (the whole view). */
  async function expectWholeBasket(answer: unknown, customerId: number) {
    const cart = (await t.db.one<CartRow>("SELECT * FROM carts WHERE user_id = $1 AND status = 'open'", [customerId]))!;
    const customer = (await t.db.one<UserRow>('SELECT * FROM users WHERE id = $1', [customerId]))!;
    const read = basketRead(customerId, new Date(0));
    const facts = (await t.db.one<BasketRead>(read.sql, read.params))!.attendee_facts;
    const whole = await presentCart(
      t.db,
      cart,
      { items: await cartItems(t.db, cart.id), attendeeFacts: facts, balances: await creditBalances(t.db, customerId) },
      customer,
      'GBP',
    );
    expect(answer).toEqual(JSON.parse(JSON.stringify(whole)));
  }
  const WAIVER_PARTS = 'FROM user_restrictions';

  it('the basket view behind the commit leaves out the waiver parts only while no line of the basket has a restriction', async () => {
    const [c] = await createCustomers(t.db, 1, 'addlean');
    const { log, call } = await countingApp();
    const first = await occurrenceWithPlaces(t.db, 5);
    const add = (id: string) =>
      call('/api/activities/cart/add', { token: c!.token, body: { items: [{ id, type: 'activity' }] } });
    const plain = await add(first);
    expect(plain.status).toBe(200);
    expect(log.filter((s) => s.includes('attendee_facts'))).toHaveLength(1);
    expect(log.find((s) => s.includes('attendee_facts'))).not.toContain(WAIVER_PARTS);
    await expectWholeBasket((await plain.json()).data, c!.id);

    // The first line's class gets a waiver: the next add of a class without one must still show it.
    const waiver = await t.db.one<{ id: number }>(
      "INSERT INTO restrictions (client_id, name, type, terms) SELECT id, 'Lean waiver', 'pre-purchase-waiver', '<p>Terms</p>' FROM clients WHERE domain = 'riverside-leisure' RETURNING id",
    );
    await t.db.query(
      "INSERT INTO occurrence_restrictions (occurrence_id, restriction_id, criteria) VALUES ($1, $2, 'all')",
      [first, waiver!.id],
    );
    try {
      log.length = 0;
      const second = await add(await occurrenceWithPlaces(t.db, 5, c!.id));
      expect(second.status).toBe(200);
      expect(log.find((s) => s.includes('attendee_facts'))).toContain(WAIVER_PARTS);
      const answer = (await second.json()).data;
      expect(answer.items).toHaveLength(2);
      expect(answer.attendee_waivers_required).toBe(1);
      await expectWholeBasket(answer, c!.id);
    } finally {
      // The other tests take their sessions from the same few classes, and a waiver asks to be agreed to.
      await t.db.query('DELETE FROM occurrence_restrictions WHERE restriction_id = $1', [waiver!.id]);
    }
  });

  it('when the cart was written after the add (another add of the customer), the lean read is not the answer: the basket is read again', async () => {
    const [c] = await createCustomers(t.db, 1, 'addleanraced');
    const { log, call } = await countingApp((rows) => rows.map((r) => ({ ...r, cart_version: 'another' })));
    const r = await call('/api/activities/cart/add', {
      token: c!.token,
      body: { items: [{ id: await occurrenceWithPlaces(t.db, 5), type: 'activity' }] },
    });
    expect(r.status).toBe(200);
    const views = log.filter((s) => s.includes('attendee_facts'));
    expect(views).toHaveLength(2);
    expect(views[0]).not.toContain(WAIVER_PARTS);
    expect(views[1]).toContain(WAIVER_PARTS);
    await expectWholeBasket((await r.json()).data, c!.id);
  });

  it('an anonymous repeat of a timetable read is one statement and the same body', async () => {
    const { log, call } = await countingApp();
    const date = localDate(new Date(Date.now() + 86_400_000));
    const path = `/api/venue/riverside/activity/yoga/v2/timetable?date=${date}`;
    const first = await call(path);
    expect(first.status).toBe(200);
    log.length = 0;
    const again = await call(path);
    expect(log).toHaveLength(1);
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(await again.text()).toBe(await first.text());
  });
});

describe('add to basket under concurrency', () => {
  it('60 customers adding the last 10 places at once: exactly 10 get one, the rest are told it is full', async () => {
    const customers = await createCustomers(t.db, 60, 'addrace');
    const occ = await occurrenceWithPlaces(t.db, 10);
    const before = await t.db.one<{ consumed: number; capacity_maximum: number }>(
      'SELECT consumed, capacity_maximum FROM occurrences WHERE id = $1',
      [occ],
    );
    const results = await Promise.all(
      customers.map((c) =>
        t.json('/api/activities/cart/add', { token: c.token, body: { items: [{ id: occ, type: 'activity' }] } }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(10);
    expect(
      results.filter((r) => r.status === 409 && r.body.message === 'Sorry, there are no places left.'),
    ).toHaveLength(50);
    const after = await t.db.one<{ consumed: number; held: number }>(
      `SELECT o.consumed, (SELECT count(*) FROM bookings b WHERE b.occurrence_id = o.id AND b.status = 'reserved'
                              AND b.user_id = ANY($2::int[]))::int AS held
         FROM occurrences o WHERE o.id = $1`,
      [occ, customers.map((c) => c.id)],
    );
    expect(after!.consumed).toBe(before!.capacity_maximum);
    expect(after!.held).toBe(10);
  });
});
