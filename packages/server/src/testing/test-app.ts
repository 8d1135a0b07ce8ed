/**
 * testApp(): the real app over real HTTP on a real database, for `*.test.ts`.
 *
 * Isolation: every test FILE gets its own database (vitest runs each file in its own forked process), so
 * files never see each other's writes. Inside a file, tests share it: use data of your own or read-only
 * demo data, and don't depend on test order.
 *  - PGlite (default): the migrated + seeded database is built once per day and per schema/seed change,
 * dumped (uncompressed: loads fastest) to node_modules/.cache/venue-server/, and each file loads that dump (about 1 s,
 * not 4 + 3 s).
 *  - PostgreSQL (DATABASE_URL set): each file gets its own database, copied from a template migrated and seeded
 *    once per run (pgDatabase below).
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
  openSync,
  closeSync,
} from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve, type ServerType } from '@hono/node-server';
import pg from 'pg';
import { createApp } from '../app.ts';
import { loadConfig, repoRoot, type Config } from '../config.ts';
import type { Db } from '../db/db.ts';
import { migrate } from '../db/migrate.ts';
import { openPg } from '../db/pg.ts';
import { openPglite } from '../db/pglite.ts';
import type { App } from '../http/app-env.ts';
import { seedIfEmpty } from '../seed/index.ts';
import { urlWithSchema } from './server-process.ts';
import { localDate as londonDate } from '../time/londonTime.ts';

export interface TestApp {
  /** Base URL, e.g. http://127.0.0.1:41234 */
  url: string;
  db: Db;
  app: App;
  config: Config;
  /** PostgreSQL only: a DATABASE_URL reaching this file's schema (for startServerProcess); null on PGlite. */
  databaseUrl: string | null;
  /** fetch relative to url, with X-Client-Domain set; `token` adds the Bearer header; objects are sent as JSON. */
  request(
    path: string,
    init?: { method?: string; body?: unknown; token?: string | null; headers?: Record<string, string> },
  ): Promise<Response>;
  /** request + JSON body. */
  json<T = any>(
    path: string,
    init?: { method?: string; body?: unknown; token?: string | null; headers?: Record<string, string> },
  ): Promise<{ status: number; body: T; headers: Headers }>;
  /** Logs a seeded or created user in and returns the bearer token. */
  login(email: string, password?: string): Promise<string>;
  /** The id of a user by e-mail. */
  userId(email: string): Promise<number>;
}

const srcDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cacheDir = path.join(repoRoot, 'node_modules/.cache/venue-server');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)],
  );
}

/** Changes when the schema, the seed or the day changes (demo dates are relative to today). */
function templateKey(): string {
  const h = createHash('sha1').update(londonDate(new Date()));
  for (const f of [
    ...filesUnder(path.join(srcDir, 'db')),
    ...filesUnder(path.join(srcDir, 'seed')),
    path.join(srcDir, 'auth/password.ts'),
  ].sort()) {
    if (f.endsWith('.test.ts')) continue;
    h.update(f).update(readFileSync(f));
  }
  return h.digest('hex').slice(0, 16);
}

async function withFileLock<T>(lockPath: string, fn: () => Promise<T>): Promise<T> {
  const started = Date.now();
  for (;;) {
    try {
      closeSync(openSync(lockPath, 'wx'));
      break;
    } catch {
      // A lock left by a killed process is stale after a minute.
      try {
        if (Date.now() - statSync(lockPath).mtimeMs > 60_000) rmSync(lockPath, { force: true });
      } catch {
        /* gone already */
      }
      if (Date.now() - started > 120_000) throw new Error(`timed out waiting for ${lockPath}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  try {
    return await fn();
  } finally {
    rmSync(lockPath, { force: true });
  }
}

async function pgliteFromTemplate(): Promise<Db> {
  mkdirSync(cacheDir, { recursive: true });
  const file = path.join(cacheDir, `pglite-${templateKey()}.tar`);
  if (!existsSync(file)) {
    await withFileLock(`${file}.lock`, async () => {
      if (existsSync(file)) return;
      const db = await openPglite();
      await migrate(db);
      await seedIfEmpty(db);
      const dump = await db.pglite.dumpDataDir('none');
      await db.close();
      const tmp = `${file}.${process.pid}.tmp`;
      writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
      renameSync(tmp, file);
      // Old templates (other days or schema versions) are no longer useful.
      for (const f of readdirSync(cacheDir))
        if (f.startsWith('pglite-') && f.endsWith('.tar') && path.join(cacheDir, f) !== file)
          rmSync(path.join(cacheDir, f), { force: true });
    });
  }
  const blob = new Blob([readFileSync(file)]);
  const db = await openPglite({ loadDataDir: blob });
  await migrate(db); // no-op unless the template predates a migration
  return db;
}

/**
 * PostgreSQL: a database per file, copied from a template that one process migrates and seeds once per run
 * (and per schema, seed and day: the key is the PGlite template's). `CREATE DATABASE ... TEMPLATE` copies
 * files in about 0.2 s, where migrating and seeding a fresh schema took about 4 s in each of the 84 files.
 * Tables sit in schema `suite` so a DATABASE_URL built with urlWithSchema reaches them as before. The
 * copies are named after the run's database; scripts/server-suite-pg.mjs drops them with it.
 */
const PG_SCHEMA = 'suite';

async function pgDatabase(url: string): Promise<{ db: Db; schema: string; url: string }> {
  const base = new URL(url);
  const runDb = decodeURIComponent(base.pathname.slice(1)) || 'postgres';
  const prefix = runDb
    .slice(0, 40)
    .toLowerCase()
    .replace(/[^a-z0-9_]/g, '_');
  const template = `${prefix}_tpl_${templateKey().slice(0, 10)}`;
  const withDb = (name: string) => {
    const u = new URL(url);
    u.pathname = `/${name}`;
    return u.toString();
  };
  // One connection (not a pool, which could close it while idle): the session's advisory lock lives on it.
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    // One process builds the template; the others wait on the lock, then find it made.
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', [template]);
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
    if (found.rowCount === 0) {
      await admin.query(`CREATE DATABASE ${template}`);
      try {
        const setup = openPg(withDb(template), { max: 1 });
        await setup.exec(`CREATE SCHEMA ${PG_SCHEMA}`);
        await setup.close();
        const db = openPg(withDb(template), { searchPath: PG_SCHEMA, max: 20 });
        await migrate(db);
        await seedIfEmpty(db);
        await db.close();
      } catch (e) {
        await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
        throw e;
      }
    }
    await admin.query('SELECT pg_advisory_unlock(hashtext($1))', [template]);
    const name = `${prefix}_f_${randomBytes(6).toString('hex')}`;
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    const fileUrl = withDb(name);
    return { db: openPg(fileUrl, { searchPath: PG_SCHEMA, max: 20 }), schema: PG_SCHEMA, url: fileUrl };
  } finally {
    await admin.end();
  }
}

let shared: Promise<TestApp> | null = null;
let server: ServerType | null = null;

/** The process's test app (one per test file). Call in `beforeAll`; it is closed when the process exits. */
export function testApp(): Promise<TestApp> {
  shared ??= start();
  return shared;
}

async function start(): Promise<TestApp> {
  const config: Config = { ...loadConfig(), corsOrigins: ['http://allowed.example'], maintenance: false };
  const pgs = config.databaseUrl ? await pgDatabase(config.databaseUrl) : null;
  const db = pgs ? pgs.db : await pgliteFromTemplate();
  const databaseUrl = pgs ? urlWithSchema(pgs.url, pgs.schema) : null;
  const app = await createApp({ db, config, now: () => new Date() });
  const url = await new Promise<string>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
      resolve(`http://127.0.0.1:${info.port}`),
    );
  });
  const request: TestApp['request'] = (p, init = {}) => {
    const headers: Record<string, string> = {
      'X-Client-Domain': 'riverside-leisure',
      Accept: 'application/json',
      ...init.headers,
    };
    if (init.token) headers.Authorization = `Bearer ${init.token}`;
    let body: string | undefined;
    if (init.body !== undefined) {
      body = typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
      headers['Content-Type'] ??= 'application/json';
    }
    return fetch(url + p, { method: init.method ?? (body ? 'POST' : 'GET'), headers, body });
  };
  const json: TestApp['json'] = async (p, init) => {
    const res = await request(p, init);
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null, headers: res.headers };
  };
  const t: TestApp = {
    url,
    db,
    app,
    config,
    databaseUrl,
    request,
    json,
    async login(email, password = 'Password123!') {
      const r = await json('/api/auth/customer/login', { body: { username: email, password } });
      if (r.status !== 200) throw new Error(`login ${email} failed: ${r.status} ${JSON.stringify(r.body)}`);
      return r.body.data.token as string;
    },
    async userId(email) {
      const row = await db.one<{ id: number }>('SELECT id FROM users WHERE lower(email) = lower($1)', [email]);
      if (!row) throw new Error(`no user ${email}`);
      return row.id;
    },
  };
  return t;
}

/** For afterAll when a file wants to close early (otherwise process exit does it). */
export async function closeTestApp(): Promise<void> {
  if (!shared) return;
  const t = await shared;
  shared = null;
  await new Promise<void>((r) => (server ? server.close(() => r()) : r()));
  await t.db.close();
}
