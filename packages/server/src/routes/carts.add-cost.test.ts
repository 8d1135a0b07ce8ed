// Issue 12: what an add to basket and a repeat timetable read cost in statements, and that the add's
// capacity rule still holds when many customers race for the last places.
import { createApp } from '../app.ts';
import type { Db } from '../db/db.ts';
import { testApp, type TestApp } from '../testing/test-app.ts';
import { createCustomers, occurrenceWithPlaces } from '../testing/commerceFixtures.ts';
import { localDate } from '../time/londonTime.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});

/** The app over `t.db`, with every statement it sends (BEGIN/COMMIT as `transaction`). */
async function countingApp() {
  const log: string[] = [];
  const wrap = (db: Db): Db => ({
    kind: db.kind,
    query: (sql, params) => (log.push(sql.replace(/\s+/g, ' ').trim()), db.query(sql, params)),
    one: (sql, params) => (log.push(sql.replace(/\s+/g, ' ').trim()), db.one(sql, params)),
    exec: (sql) => (log.push(sql), db.exec(sql)),
    transaction: (fn, options) => (log.push('transaction'), db.transaction((tx) => fn(wrap(tx)), options)),
    commit: (after) => (after && log.push(after.sql.replace(/\s+/g, ' ').trim()), db.commit(after)),
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
