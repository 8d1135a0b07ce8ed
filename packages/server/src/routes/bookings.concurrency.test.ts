import { beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../testing/test-app.ts';
import { createCustomers, futureOccurrence, setPlacesLeft, type TestCustomer } from '../testing/testKit.ts';

let t: TestApp;
let customers: TestCustomer[];

beforeAll(async () => {
  t = await testApp();
  customers = await createCustomers(t.db, 200, 'race');
});

describe('capacity under concurrency', () => {
  it('BOOK-001 OCC-008 200 simultaneous attempts at the last 10 places give exactly 10 bookings and 190 clear errors', async () => {
    const occ = await futureOccurrence(t.db, 'yoga', 'riverside', 5);
    await setPlacesLeft(t.db, occ.id, 10);
    const results = await Promise.all(
      customers.map((c) =>
        t.json(`/api/v1/activities/occurrences/${occ.id}/bookings`, { body: { data: {} }, token: c.token }),
      ),
    );
    const won = results.filter((r) => r.status === 201);
    const lost = results.filter((r) => r.status !== 201);
    expect(won).toHaveLength(10);
    expect(lost).toHaveLength(190);
    for (const r of lost)
      expect(r).toMatchObject({ status: 409, body: { message: 'Sorry, this activity is fully booked.' } });
    const row = await t.db.one<{ consumed: number; capacity_maximum: number; n: number }>(
      `SELECT o.consumed, o.capacity_maximum, (SELECT count(*)::int FROM bookings b WHERE b.occurrence_id = o.id AND b.status <> 'cancelled') AS n FROM occurrences o WHERE o.id = $1`,
      [occ.id],
    );
    expect(row!.consumed).toBe(row!.capacity_maximum);
    expect(row!.n).toBe(row!.capacity_maximum);
  });

  it('WAIT-003 WAIT-007 200 simultaneous waitlist joins at the last 10 waitlist places give exactly 10 entries', async () => {
    const occ = await futureOccurrence(t.db, 'yoga', 'riverside', 6);
    await setPlacesLeft(t.db, occ.id, 0, 10);
    const results = await Promise.all(
      customers.map((c) =>
        t.json('/api/waitlist/add', { body: { item: { id: occ.id, type: 'occurrence' } }, token: c.token }),
      ),
    );
    const won = results.filter((r) => r.status === 201);
    expect(won).toHaveLength(10);
    for (const r of won) expect(r.body.message).toBe('Successfully joined the waitlist.');
    const lost = results.filter((r) => r.status !== 201);
    expect(lost).toHaveLength(190);
    for (const r of lost)
      expect(r).toMatchObject({ status: 409, body: { message: 'Sorry, the waitlist for this activity is full.' } });
    const n = await t.db.one<{ n: number }>(
      'SELECT count(*)::int AS n FROM waitlist_entries WHERE occurrence_id = $1',
      [occ.id],
    );
    expect(n!.n).toBe(10);
  });
});
