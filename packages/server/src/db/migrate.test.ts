import { listMigrations, migrate } from './migrate.ts';
import { testApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});

describe('migrations', () => {
  it('brief: every migration is recorded once; running again (twice at once) applies nothing', async () => {
    const ids = (await t.db.query<{ id: string }>('SELECT id FROM schema_migrations ORDER BY id')).map((r) => r.id);
    expect(ids).toEqual(listMigrations().map((m) => m.id));
    const [a, b] = await Promise.all([migrate(t.db), migrate(t.db)]);
    expect(a).toEqual([]);
    expect(b).toEqual([]);
  });

  it('brief: the schema holds the state that must not live in process memory', async () => {
    const tables = (
      await t.db.query<{ table_name: string }>(
        'SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema()',
      )
    ).map((r) => r.table_name);
    for (const name of [
      'sessions',
      'idempotency_keys',
      'payment_transactions',
      'merchant_session_keys',
      'kv',
      'carts',
      'cart_items',
      'orders',
      'bookings',
      'waitlist_entries',
      'user_restrictions',
      'occurrences',
      'schedules',
      'categories',
    ]) {
      expect(tables).toContain(name);
    }
  });
});

describe('indexes the hot paths need', () => {
  it("a ticket is found among its activity's tickets through an index, however many tickets there are", async () => {
    const { activity_id: activity, pricing_option_id: option } = (await t.db.one<{
      activity_id: number;
      pricing_option_id: number;
    }>('SELECT activity_id, pricing_option_id FROM tickets LIMIT 1'))!;
    // Thousands of other activities' tickets, as a large operator would have.
    const other = (await t.db.one<{ id: number }>('SELECT id FROM activities WHERE id <> $1 LIMIT 1', [activity]))!.id;
    await t.db.query(
      `INSERT INTO tickets (activity_id, name, pricing_option_id) SELECT $1, 'Bulk ' || n, $2 FROM generate_series(1, 3000) n`,
      [other, option],
    );
    await t.db.exec('ANALYZE tickets');
    const plan = (
      await t.db.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN SELECT t.id FROM tickets t WHERE t.id::text = '00000000-0000-4000-8000-000000000000' AND t.activity_id = ${activity}`,
      )
    )
      .map((r) => r['QUERY PLAN'])
      .join('\n');
    expect(plan).toContain('tickets_activity');
    expect(plan).not.toMatch(/Seq Scan on tickets/);
  });
});
