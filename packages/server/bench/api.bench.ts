/**
 * `npm run bench:api` (issue 12): the API on loopback, measured with autocannon (50 connections, about
 * 10 s per scenario) on both databases, printed as one table:
 *  - PGlite: the embedded database in memory, the server in this process (as `npm start` runs: one process);
 *  - PostgreSQL: 127.0.0.1:5432, a fresh database created here and dropped at the end, the server as
 *    `start:cluster` with 2 workers (WEB_CONCURRENCY=2). Skipped, with the reason, when nothing answers.
 * Latency percentiles are computed from every response time (autocannon's own table has no p95).
 * "errors" counts answers other than the scenario's expected status, socket errors and timeouts (10 s).
 * BENCH_SECONDS (default 10) and BENCH_CONNECTIONS (default 50) override the defaults.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { repoRoot } from '../src/config.ts';
import type { Db } from '../src/db/db.ts';
import { openPg } from '../src/db/pg.ts';
import { testApp, closeTestApp } from '../src/testing/test-app.ts';
import { createCustomers } from '../src/testing/commerceFixtures.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const HOST = '127.0.0.1';
const headers = {
  'X-Client-Domain': 'riverside-leisure',
  Accept: 'application/json',
  'Content-Type': 'application/json',
};

interface Row {
  scenario: string;
  database: string;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  /** Of the errors: requests autocannon gave up on after its 10 s timeout. */
  timeouts: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function run(scenario: string, database: string, expected: number, opts: autocannon.Options): Promise<Row> {
  const url = new URL(opts.url);
  if (url.hostname !== HOST) throw new Error(`the bench only runs against ${HOST}, not ${url.hostname}`);
  const times: number[] = [];
  let errors = 0;
  const instance = autocannon({ ...opts, connections, duration: seconds });
  instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
    times.push(ms);
    if (status !== expected) errors++;
  });
  const result = (await instance) as autocannon.Result & { errors?: number; timeouts?: number };
  times.sort((x, y) => x - y);
  process.stderr.write(`[bench] ${database}: ${scenario} done\n`);
  return {
    scenario,
    database,
    requests: times.length,
    rps: Math.round((times.length / (result.duration || seconds)) * 10) / 10,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    errors: errors + (result.errors ?? 0),
    timeouts: result.timeouts ?? 0,
  };
}

/** The three scenarios against one server (baseUrl) whose database is `db`. */
async function scenarios(baseUrl: string, db: Db, database: string): Promise<Row[]> {
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(
    new Date(Date.now() + 86_400_000),
  );
  // An add-to-basket that can be repeated: ticket adds on one session with room for everyone, spread over
  // many customers so no basket grows large.
  const ticket = await db.one<{ ticket_id: string; occurrence_id: string }>(
    `SELECT t.id::text AS ticket_id, o.id AS occurrence_id FROM tickets t JOIN occurrences o ON o.activity_id = t.activity_id
      WHERE o.starts_at > now() + interval '1 day' AND o.status = 'bookable' AND o.capacity_strategy = 'shared' ORDER BY o.starts_at LIMIT 1`,
  );
  await db.query('UPDATE occurrences SET capacity_maximum = 1000000 WHERE id = $1', [ticket!.occurrence_id]);
  const customers = await createCustomers(db, 400, `bench${Date.now().toString(36)}`);
  let next = 0;
  const addBody = JSON.stringify({
    items: [{ id: ticket!.ticket_id, type: 'activityTicket', occurrence_id: ticket!.occurrence_id }],
  });

  const timetable = `${baseUrl}/api/venue/riverside/activity/yoga/v2/timetable?date=${date}`;
  const first = await fetch(timetable, { headers });
  const etag = first.headers.get('etag');
  if (first.status !== 200 || !etag) throw new Error(`timetable answered ${first.status} without an ETag`);

  const rows: Row[] = [];
  rows.push(await run('timetable read (`GET …/yoga/v2/timetable`)', database, 200, { url: timetable, headers }));
  rows.push(
    await run('timetable repeat (same GET, `If-None-Match` → 304)', database, 304, {
      url: timetable,
      headers: { ...headers, 'If-None-Match': etag },
    }),
  );
  rows.push(
    await run('add to basket (`POST /api/activities/cart/add`)', database, 200, {
      url: `${baseUrl}/api/activities/cart/add`,
      method: 'POST',
      headers,
      body: addBody,
      requests: [
        {
          setupRequest: (req: autocannon.Request) => ({
            ...req,
            headers: { ...headers, Authorization: `Bearer ${customers[next++ % customers.length]!.token}` },
          }),
        },
      ],
    }),
  );
  return rows;
}

async function pglite(): Promise<Row[]> {
  const t = await testApp();
  try {
    return await scenarios(t.url, t.db, 'PGlite (1 process)');
  } finally {
    await closeTestApp();
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, HOST, () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/** `start:cluster` with 2 workers; resolves once both print that they listen. */
function startCluster(databaseUrl: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'packages/server/src/cluster.ts')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST,
      WEB_CONCURRENCY: '2',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the cluster did not start in 180 s:\n${log}`));
    }, 180_000);
    const onData = (b: Buffer) => {
      log += b.toString();
      if ((log.match(/listening on/g) ?? []).length >= 2) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the cluster exited (${code}) before listening:\n${log}`));
    });
  });
}

async function postgres(): Promise<Row[] | string> {
  let admin: pg.Client | null = null;
  for (const user of [process.env.PGUSER, 'root', 'postgres'].filter(Boolean) as string[]) {
    const client = new pg.Client({ host: HOST, port: 5432, user, database: 'test', connectionTimeoutMillis: 3000 });
    try {
      await client.connect();
      admin = client;
      break;
    } catch {
      await client.end().catch(() => undefined);
    }
  }
  if (!admin) return `no PostgreSQL answers on ${HOST}:5432 (database test)`;
  const name = `venue_bench_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = `postgres://${admin.user}@${HOST}:5432/${name}`;
  let cluster: ChildProcess | null = null;
  let db: Db | null = null;
  try {
    const port = await freePort();
    cluster = await startCluster(url, port);
    db = openPg(url, { max: 2 });
    return await scenarios(`http://${HOST}:${port}`, db, 'PostgreSQL (2 workers)');
  } finally {
    await db?.close();
    if (cluster && cluster.exitCode === null) {
      const exited = new Promise((r) => cluster!.once('exit', r));
      cluster.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      if (cluster.exitCode === null) cluster.kill('SIGKILL');
    }
    await admin
      .query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      .catch((e) => console.error(`[bench] could not drop ${name}: ${e.message}`));
    await admin.end();
  }
}

async function main() {
  const started = new Date();
  const rows = await pglite();
  const pgRows = await postgres();
  if (typeof pgRows === 'string') console.error(`[bench] PostgreSQL skipped: ${pgRows}`);
  else rows.push(...pgRows);

  console.log(
    `\nAPI bench: ${connections} connections, ${seconds} s per scenario, loopback, ${os.cpus().length} CPUs (${started.toISOString()})\n`,
  );
  console.log('| scenario | database | req/s | p50 ms | p95 ms | p99 ms | errors |');
  console.log('|---|---|---:|---:|---:|---:|---:|');
  const ms = (v: number) => v.toFixed(1);
  for (const r of rows)
    console.log(
      `| ${r.scenario} | ${r.database} | ${r.rps} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${r.errors} |`,
    );
  const timedOut = rows
    .filter((r) => r.timeouts > 0)
    .map((r) => `${r.database} ${r.scenario.split(' (')[0]}: ${r.timeouts}`);
  if (timedOut.length) console.log(`\nTimeouts (10 s, counted in errors): ${timedOut.join('; ')}`);
  console.log(
    `\n(load average at the end: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')})`,
  );
}

main().then(
  () => process.exit(0),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
