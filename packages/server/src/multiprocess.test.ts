/**
 * Two server processes on one PostgreSQL database behave as one: a basket filled through one is paid
 * through the other, and a 200-way race for the last 10 places split across both books exactly 10.
 * Needs DATABASE_URL (the suite's PostgreSQL pass); without it the file is skipped with the reason.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { repoRoot } from './config.ts';
import type { Db } from './db/db.ts';
import { openPg } from './db/pg.ts';
import { createCustomers, occurrenceWithPlaces } from './testing/commerceFixtures.ts';

const baseUrl = process.env.DATABASE_URL;
if (!baseUrl) console.log('[multiprocess.test] skipped: DATABASE_URL is not set (the two-process test needs a PostgreSQL server)');

interface Proc {
  child: ChildProcess;
  url: string;
}

function startServer(databaseUrl: string, port: number): Promise<Proc> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(repoRoot, 'node_modules/.bin/tsx'), [path.join(repoRoot, 'packages/server/src/main.ts')], {
      env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    const timer = setTimeout(() => reject(new Error(`server on ${port} did not start:\n${out}`)), 90_000);
    const onData = (b: Buffer) => {
      out += b.toString();
      if (out.includes('listening on')) {
        clearTimeout(timer);
        resolve({ child, url: `http://127.0.0.1:${port}` });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server on ${port} exited with ${code}:\n${out}`)));
  });
}

async function call(base: string, p: string, init: { method?: string; body?: unknown; token?: string; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { 'X-Client-Domain': 'riverside-leisure', Accept: 'application/json', ...init.headers };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(base + p, { method: init.method ?? (init.body !== undefined ? 'POST' : 'GET'), headers, ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}) });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

describe.skipIf(!baseUrl)('two server processes on one PostgreSQL database', () => {
  let a: Proc;
  let b: Proc;
  let db: Db;
  let dbName: string;
  let admin: pg.Client;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    dbName = `venue_mp_${randomBytes(4).toString('hex')}`;
    await admin.query(`CREATE DATABASE ${dbName}`);
    const url = new URL(baseUrl!);
    url.pathname = `/${dbName}`;
    // The first process migrates and seeds; the second starts on the ready database.
    const port = 43000 + Math.floor(Math.random() * 2000);
    a = await startServer(url.toString(), port);
    b = await startServer(url.toString(), port + 1);
    db = openPg(url.toString(), { max: 4 });
  }, 180_000);

  afterAll(async () => {
    for (const p of [a, b]) p?.child.kill('SIGTERM');
    await db?.close();
    await new Promise((r) => setTimeout(r, 500));
    await admin?.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => undefined);
    await admin?.end();
  });

  it('CART-006 PAY-001 a basket filled through one process is paid through the other', async () => {
    const login = await call(a.url, '/api/auth/customer/login', { body: { username: 'demo@example.com', password: 'Password123!' } });
    const token = login.body.data.token as string;
    await call(b.url, '/api/activities/cart', { method: 'DELETE', token });
    const camp = (await call(a.url, '/api/v1/activities/camps/easter-football-camp', { token })).body.data;
    const userId = login.body.data.user.id;
    const added = await call(a.url, `/api/v1/users/${userId}/carts/activity-booking/items`, { token, body: { data: { items: [{ purchasable_id: camp.id, purchasable_type: 'camp', quantity: 1 }] } } });
    expect(added.status).toBe(200);
    expect((await call(b.url, '/api/activities/cart', { token })).body.data.items.map((i: { name: string }) => i.name)).toEqual([camp.name]);
    const prep = (await call(b.url, '/api/checkout/prepare', { token })).body.data;
    const ci = await call(a.url, '/sandbox/opayo/card-identifiers', { headers: { Authorization: `Bearer ${prep.session_key}` }, body: { cardDetails: { cardholderName: 'Alex Morgan', cardNumber: '4000002500003155', expiryDate: '1230', securityCode: '123' } } });
    const auth = await call(b.url, '/api/checkout/authorise', { token, headers: { 'Idempotency-Key': crypto.randomUUID() }, body: { card_identifier: ci.body.cardIdentifier, session_key: prep.session_key, terms: true, payments: [] } });
    expect(auth.body.data.transaction_status).toBe('sca_required');
    const cres = (await call(a.url, `/sandbox/opayo/challenge/${auth.body.data.transaction_uuid}/result`, { body: { outcome: 'complete' } })).body.cres;
    const sca = await call(b.url, `/api/payment-providers/sca-completion/${auth.body.data.transaction_uuid}`, { token, body: { transaction_uuid: auth.body.data.transaction_uuid, sca_result: cres } });
    expect(sca.body.data.transaction_status).toBe('authorised');
    const key = crypto.randomUUID();
    const body = { transaction_uuid: auth.body.data.transaction_uuid, terms: true, payments: [] };
    const [one, two] = await Promise.all([call(a.url, '/api/checkout/complete', { token, headers: { 'Idempotency-Key': key }, body }), call(b.url, '/api/checkout/complete', { token, headers: { 'Idempotency-Key': key }, body })]);
    const done = [one, two].filter((r) => r.status === 200);
    expect(done.length).toBeGreaterThanOrEqual(1);
    expect([one, two].every((r) => r.status === 200 || r.status === 409)).toBe(true);
    const orders = await db.query("SELECT id FROM orders WHERE cart_id = (SELECT cart_id FROM payment_transactions WHERE id = $1)", [auth.body.data.transaction_uuid]);
    expect(orders).toHaveLength(1);
    expect(done[0]!.body.data.complete_order_id).toBe((orders[0] as { id: number }).id);
  });

  it('CART-006 OCC-008 200 adds split across both processes at the last 10 places give exactly 10', async () => {
    const occ = await occurrenceWithPlaces(db, 10);
    const users = await createCustomers(db, 200, `mp${randomBytes(2).toString('hex')}`);
    const results = await Promise.all(users.map((u, i) => call(i % 2 ? a.url : b.url, '/api/activities/cart/add', { token: u.token, body: { items: [{ id: occ, type: 'activity' }] } })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(10);
    expect(results.filter((r) => r.status === 409 && r.body.message === 'Sorry, there are no places left.')).toHaveLength(190);
    const o = await db.one<{ consumed: number; capacity_maximum: number }>('SELECT consumed, capacity_maximum FROM occurrences WHERE id = $1', [occ]);
    expect(o!.consumed).toBe(o!.capacity_maximum);
  });

  it('PAY-001 a payment double-submitted to both processes with different keys authorises once', async () => {
    const [u] = await createCustomers(db, 1, `mpdbl${randomBytes(2).toString('hex')}`);
    const occ = await occurrenceWithPlaces(db, 3);
    expect((await call(a.url, '/api/activities/cart/add', { token: u!.token, body: { items: [{ id: occ, type: 'activity' }] } })).status).toBe(200);
    const prep = (await call(b.url, '/api/checkout/prepare', { token: u!.token })).body.data;
    const ci = (await call(a.url, '/sandbox/opayo/card-identifiers', { headers: { Authorization: `Bearer ${prep.session_key}` }, body: { cardDetails: { cardholderName: 'R', cardNumber: '4242424242424242', expiryDate: '1230', securityCode: '123' } } })).body.cardIdentifier;
    const body = { card_identifier: ci, session_key: prep.session_key, terms: true, payments: [] };
    const both = await Promise.all([a, b].map((p) => call(p.url, '/api/checkout/authorise', { token: u!.token, headers: { 'Idempotency-Key': crypto.randomUUID() }, body })));
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const live = await db.query("SELECT id FROM payment_transactions WHERE user_id = $1 AND status = 'authorised'", [u!.id]);
    expect(live).toHaveLength(1);
  });
});
