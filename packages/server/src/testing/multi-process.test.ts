import { randomBytes } from 'node:crypto';
import { openPg } from '../db/pg.ts';
import { startServerProcess, urlWithSchema, type ServerProcess } from './server-process.ts';
import { testApp, type TestApp } from './test-app.ts';

// Several server processes on one PostgreSQL database behave as one: sessions live in the database, and
// migrations + seeding are guarded by advisory locks. Needs a PostgreSQL server (skipped on PGlite).
const pgUrl = process.env.DATABASE_URL;

describe.skipIf(!pgUrl)('two server processes on one PostgreSQL database', () => {
  let t: TestApp;
  const procs: ServerProcess[] = [];
  let schema = '';
  beforeAll(async () => {
    t = await testApp();
    schema = `mp_${randomBytes(5).toString('hex')}`;
    await t.db.exec(`CREATE SCHEMA ${schema}`);
    // Both start at once on an empty schema: exactly one migrates and one seeds.
    const url = urlWithSchema(pgUrl!, schema);
    procs.push(...(await Promise.all([startServerProcess({ DATABASE_URL: url }), startServerProcess({ DATABASE_URL: url })])));
  }, 180_000);
  afterAll(async () => {
    await Promise.all(procs.map((p) => p.stop()));
    await t.db.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  });

  it('AUTH-002 both started together on an empty database: migrated and seeded exactly once', async () => {
    const db = openPg(pgUrl!, { searchPath: schema, max: 1 });
    try {
      expect((await db.one<{ n: number }>('SELECT count(*) AS n FROM clients'))!.n).toBe(1);
      expect((await db.one<{ n: number }>("SELECT count(*) AS n FROM users WHERE email = 'demo@example.com'"))!.n).toBe(1);
    } finally {
      await db.close();
    }
  });

  it('AUTH-002 a session created through one process is valid on the other, and logout on either ends it', async () => {
    const [a, b] = procs as [ServerProcess, ServerProcess];
    const h = { 'Content-Type': 'application/json', 'X-Client-Domain': 'riverside-leisure' };
    const login = await fetch(`${a.url}/api/auth/customer/login`, { method: 'POST', headers: h, body: JSON.stringify({ username: 'demo@example.com', password: 'Password123!' }) });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const user = await fetch(`${b.url}/api/auth/user`, { headers: { ...h, Authorization: `Bearer ${token}` } });
    expect(user.status).toBe(200);
    await fetch(`${b.url}/api/auth/logout`, { method: 'POST', headers: { ...h, Authorization: `Bearer ${token}` } });
    expect((await fetch(`${a.url}/api/auth/user`, { headers: { ...h, Authorization: `Bearer ${token}` } })).status).toBe(401);
  });
});
