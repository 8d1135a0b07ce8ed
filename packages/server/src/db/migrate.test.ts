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
