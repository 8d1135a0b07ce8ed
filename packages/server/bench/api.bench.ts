/**
 * `npm run bench:api` (issue 12): the API on loopback, measured with autocannon (50 connections, about
 * 10 s per scenario) on both databases, printed as one table:
 *  - PGlite: the embedded database in a fresh folder, the server as `npm start` runs it (one process of its
 *    own, so it does not share an event loop with autocannon);
 *  - PostgreSQL: 127.0.0.1:5432, a fresh database created here and dropped at the end, the server as
 *    `start:cluster` with 2 workers (WEB_CONCURRENCY=2). Skipped, with the reason, when nothing answers.
 * Latency percentiles are computed from every response time (autocannon's own table has no p95).
 * "errors" counts answers other than the scenario's expected status, socket errors and timeouts (10 s).
 * "CPU ms/req" is the CPU time (user + system, from /proc) the server's processes and, on PostgreSQL, this
 * database's backends spent per answered request: unlike the latencies it hardly moves with what else the
 * machine runs, so it says what an idle machine could serve (two cores: about 2,000 ms of CPU a second,
 * less autocannon's share, which the last column gives: this process's CPU per answer).
 * BENCH_SECONDS (default 10) and BENCH_CONNECTIONS (default 50) override the defaults; BENCH_WARMUP=<s> runs
 * each scenario that long, unmeasured, before its measured run: a server starts cold, and V8's compiler
 * threads and PostgreSQL's first plans of each statement on each backend are CPU the processes spend once
 * (at a few hundred adds a second, 10 s of adds carried 1 to 4 ms of it per add); BENCH_ONLY=pglite or
 * BENCH_ONLY=pg runs one database; BENCH_SCENARIOS=add runs the add to basket alone (for a CPU profile of
 * it); BENCH_DB_PREFIX (default venue_bench) starts the PostgreSQL database's name,
 * for a shared server whose users keep to their own names; BENCH_PG_SOCKET=<folder> names the workers' Unix
 * socket in DATABASE_URL (by default they find this machine's socket themselves);
 * BENCH_CPU_PROF=<folder> has every PostgreSQL worker (and the cluster's
 * primary) write a V8 CPU profile there when it stops (`node --cpu-prof`), to see where a request's time goes.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { repoRoot } from '../src/config.ts';
import type { Db } from '../src/db/db.ts';
import { openPg } from '../src/db/pg.ts';
import { openPglite } from '../src/db/pglite.ts';
import { migrate } from '../src/db/migrate.ts';
import { seedIfEmpty } from '../src/seed/index.ts';
import { createCustomers } from '../src/testing/commerceFixtures.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const warmup = Number(process.env.BENCH_WARMUP ?? 0);
const addsOnly = process.env.BENCH_SCENARIOS === 'add';
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
  /** CPU time per answered request of the server processes, and of the PostgreSQL backends (null: PGlite). */
  nodeCpuMs: number;
  pgCpuMs: number | null;
  /** CPU time per answered request of this process: autocannon, the load, on the same cores. */
  loadCpuMs: number;
}

/** CPU seconds used so far by the server side: its node processes and, on PostgreSQL, its backends. */
export type CpuMeter = () => Promise<{ node: number; pg: number | null }>;

const TICK = 100; // USER_HZ: /proc times are in 1/100 s on Linux

/** utime + stime (s) and parent of every process, from /proc (Linux only; empty elsewhere). */
function processTimes(): Map<number, { ppid: number; cpu: number }> {
  const out = new Map<number, { ppid: number; cpu: number }>();
  let pids: string[] = [];
  try {
    pids = readdirSync('/proc').filter((d) => /^\d+$/.test(d));
  } catch {
    return out;
  }
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // Fields after the command name (which may hold spaces): state ppid ... utime(14) stime(15).
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      out.set(Number(pid), { ppid: Number(f[1]), cpu: (Number(f[11]) + Number(f[12])) / TICK });
    } catch {
      /* exited meanwhile */
    }
  }
  return out;
}

/** CPU seconds of a process and all its descendants (the cluster's primary and its workers). */
function treeCpu(root: number, times = processTimes()): number {
  let total = 0;
  const stack = [root];
  while (stack.length) {
    const pid = stack.pop()!;
    total += times.get(pid)?.cpu ?? 0;
    for (const [child, t] of times) if (t.ppid === pid) stack.push(child);
  }
  return total;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function run(
  scenario: string,
  database: string,
  expected: number,
  cpu: CpuMeter,
  opts: autocannon.Options,
): Promise<Row> {
  const url = new URL(opts.url);
  if (url.hostname !== HOST) throw new Error(`the bench only runs against ${HOST}, not ${url.hostname}`);
  if (warmup > 0) await autocannon({ ...opts, connections, duration: warmup });
  const times: number[] = [];
  let errors = 0;
  const instance = autocannon({ ...opts, connections, duration: seconds });
  instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
    times.push(ms);
    if (status !== expected) errors++;
  });
  const cpuBefore = await cpu();
  const loadBefore = process.cpuUsage();
  const result = (await instance) as autocannon.Result & { errors?: number; timeouts?: number };
  const load = process.cpuUsage(loadBefore);
  const cpuAfter = await cpu();
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
    nodeCpuMs: ((cpuAfter.node - cpuBefore.node) * 1000) / Math.max(1, times.length),
    loadCpuMs: (load.user + load.system) / 1000 / Math.max(1, times.length),
    pgCpuMs:
      cpuAfter.pg === null || cpuBefore.pg === null
        ? null
        : ((cpuAfter.pg - cpuBefore.pg) * 1000) / Math.max(1, times.length),
  };
}

/** Signed-in customers the adds go round (see prepare); BENCH_CUSTOMERS overrides. */
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 6000);

interface Setup {
  date: string;
  addBody: string;
  tokens: string[];
}

/**
 * What the scenarios need, written straight to the database `db`: a session bookable by everyone and
 * CUSTOMERS signed-in customers. An add-to-basket that can be repeated: ticket adds on one session with
 * room for everyone (all 50 connections on one occurrence row: the worst case for its lock), spread over
 * the customers in turn so no basket grows large. With 400 customers PostgreSQL's 8,000 to 9,000 adds a
 * run left every basket with about 20 items by its end, and each add answers with the whole basket: a
 * 20-item basket cost PostgreSQL 15 to 28 % more per add than a 1-item one, and the server parses and
 * presents its 27 KB of items JSON on every add (issue 12, 2026-11-28). 2,000 kept baskets at a customer's
 * 1 to 5 items until the machine got faster: at 1,300 to 1,400 adds a second (2026-11-30) a run's 20,000
 * adds left about 10 in each. 6,000 keep them at 1 to 5 up to about 2,000 adds a second.
 */
async function prepare(db: Db): Promise<Setup> {
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(
    new Date(Date.now() + 86_400_000),
  );
  const ticket = await db.one<{ ticket_id: string; occurrence_id: string }>(
    `SELECT t.id::text AS ticket_id, o.id AS occurrence_id FROM tickets t JOIN occurrences o ON o.activity_id = t.activity_id
      WHERE o.starts_at > now() + interval '1 day' AND o.status = 'bookable' AND o.capacity_strategy = 'shared' ORDER BY o.starts_at LIMIT 1`,
  );
  await db.query('UPDATE occurrences SET capacity_maximum = 1000000 WHERE id = $1', [ticket!.occurrence_id]);
  const customers = await createCustomers(db, CUSTOMERS, `bench${Date.now().toString(36)}`);
  // Their baskets open, as for a customer who has added something before: the measured adds are the
  // steady state (at a few hundred adds a second the warm-up opens most of them anyway, at fifty it did
  // not, and a first add opens its basket on its own path, never in a group: addGroups.ts).
  await db.query(
    `INSERT INTO carts (client_id, user_id, source) SELECT client_id, id, 'activity-booking' FROM users WHERE id = ANY($1::int[])`,
    [customers.map((c) => c.id)],
  );
  const addBody = JSON.stringify({
    items: [{ id: ticket!.ticket_id, type: 'activityTicket', occurrence_id: ticket!.occurrence_id }],
  });
  return { date, addBody, tokens: customers.map((c) => c.token) };
}

/** The three scenarios against one server (baseUrl). */
async function scenarios(baseUrl: string, setup: Setup, database: string, cpu: CpuMeter): Promise<Row[]> {
  const { date, addBody, tokens } = setup;
  let next = 0;
  const timetable = `${baseUrl}/api/venue/riverside/activity/yoga/v2/timetable?date=${date}`;
  const first = await fetch(timetable, { headers });
  const etag = first.headers.get('etag');
  if (first.status !== 200 || !etag) throw new Error(`timetable answered ${first.status} without an ETag`);

  const rows: Row[] = [];
  if (!addsOnly) {
    rows.push(await run('timetable read (`GET …/yoga/v2/timetable`)', database, 200, cpu, { url: timetable, headers }));
    rows.push(
      await run('timetable repeat (same GET, `If-None-Match` → 304)', database, 304, cpu, {
        url: timetable,
        headers: { ...headers, 'If-None-Match': etag },
      }),
    );
  }
  rows.push(
    await run('add to basket (`POST /api/activities/cart/add`)', database, 200, cpu, {
      url: `${baseUrl}/api/activities/cart/add`,
      method: 'POST',
      headers,
      body: addBody,
      requests: [
        {
          setupRequest: (req: autocannon.Request) => ({
            ...req,
            headers: { ...headers, Authorization: `Bearer ${tokens[next++ % tokens.length]!}` },
          }),
        },
      ],
    }),
  );
  return rows;
}

async function pglite(): Promise<Row[]> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'venue-bench-pglite-'));
  let server: ChildProcess | null = null;
  try {
    // Migrated, seeded and prepared here, then closed: the folder belongs to one process at a time.
    const db = await openPglite({ dataDir: dir });
    await migrate(db);
    await seedIfEmpty(db);
    const setup = await prepare(db);
    await db.close();
    const port = await freePort();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PGLITE_DIR: dir,
      PORT: String(port),
      HOST,
      NODE_ENV: 'production',
    };
    delete env.DATABASE_URL;
    server = await startServer('packages/server/src/main.ts', env, 1);
    const pid = server.pid!;
    const cpu: CpuMeter = async () => ({ node: treeCpu(pid), pg: null });
    return await scenarios(`http://${HOST}:${port}`, setup, 'PGlite (1 process)', cpu);
  } finally {
    await stop(server);
    rmSync(dir, { recursive: true, force: true });
  }
}

async function stop(child: ChildProcess | null): Promise<void> {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
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

/** A server script (main.ts or cluster.ts); resolves once `listeners` processes print that they listen. */
function startServer(script: string, env: NodeJS.ProcessEnv, listeners: number): Promise<ChildProcess> {
  // Workers inherit the primary's flags, so --cpu-prof here profiles each of them.
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`]
    : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', path.join(repoRoot, script)], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${script} did not start in 180 s:\n${log}`));
    }, 180_000);
    const onData = (b: Buffer) => {
      log += b.toString();
      if ((log.match(/listening on/g) ?? []).length >= listeners) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${script} exited (${code}) before listening:\n${log}`));
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
  const name = `${process.env.BENCH_DB_PREFIX ?? 'venue_bench'}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${name}`);
  // BENCH_PG_SOCKET=/var/run/postgresql: the server reaches PostgreSQL over its Unix socket, not loopback TCP.
  const socket = process.env.BENCH_PG_SOCKET;
  const url = socket
    ? `postgres://${admin.user}@/${name}?host=${encodeURIComponent(socket)}`
    : `postgres://${admin.user}@${HOST}:5432/${name}`;
  let cluster: ChildProcess | null = null;
  let db: Db | null = null;
  try {
    const port = await freePort();
    // `start:cluster` with 2 workers.
    const env = { ...process.env, DATABASE_URL: url, PORT: String(port), HOST, WEB_CONCURRENCY: '2' };
    cluster = await startServer('packages/server/src/cluster.ts', { ...env, NODE_ENV: 'production' }, 2);
    db = openPg(url, { max: 2 });
    const setup = await prepare(db);
    const pid = cluster.pid!;
    const backends = admin;
    const cpu: CpuMeter = async () => {
      // This database's backends only: other work on the same server is not the bench's.
      const rows = (
        await backends.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = $1', [name])
      ).rows;
      const times = processTimes();
      return { node: treeCpu(pid, times), pg: rows.reduce((sum, r) => sum + (times.get(r.pid)?.cpu ?? 0), 0) };
    };
    const rows = await scenarios(`http://${HOST}:${port}`, setup, 'PostgreSQL (2 workers)', cpu);
    // The workers take the local Unix socket by themselves when the URL's server is this machine's
    // (db/localSocket.ts); the label says which way their connections came (no client address: a socket).
    const unix = await admin.query(
      `SELECT 1 FROM pg_stat_activity WHERE datname = $1 AND client_addr IS NULL AND application_name = '' LIMIT 1`,
      [name],
    );
    const label = `PostgreSQL (2 workers, ${unix.rows.length ? 'Unix socket' : 'TCP'})`;
    return rows.map((r) => ({ ...r, database: label }));
  } finally {
    await db?.close();
    await stop(cluster);
    await admin
      .query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      .catch((e) => console.error(`[bench] could not drop ${name}: ${e.message}`));
    await admin.end();
  }
}

async function main() {
  const started = new Date();
  const only = process.env.BENCH_ONLY;
  const rows = only === 'pg' ? [] : await pglite();
  const pgRows = only === 'pglite' ? [] : await postgres();
  if (typeof pgRows === 'string') console.error(`[bench] PostgreSQL skipped: ${pgRows}`);
  else rows.push(...pgRows);

  console.log(
    `\nAPI bench: ${connections} connections, ${seconds} s per scenario, loopback, ${os.cpus().length} CPUs (${started.toISOString()})\n`,
  );
  console.log(
    '| scenario | database | req/s | p50 ms | p95 ms | p99 ms | errors | CPU ms/req: server | PostgreSQL | autocannon |',
  );
  console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  const ms = (v: number) => v.toFixed(1);
  const ms2 = (v: number) => v.toFixed(2);
  for (const r of rows)
    console.log(
      `| ${r.scenario} | ${r.database} | ${r.rps} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${r.errors} | ` +
        `${ms2(r.nodeCpuMs)} | ${r.pgCpuMs === null ? 'in process' : ms2(r.pgCpuMs)} | ${ms2(r.loadCpuMs)} |`,
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
