/**
 * `npm run bench:api-statements` (issue 12): what each statement of one add to basket costs PostgreSQL, so
 * work on the add's CPU can aim at the statement that costs most. Needs DATABASE_URL naming a scratch
 * database (migrated and seeded here). One add is made through the app (in this process, no HTTP) and its
 * statements recorded with their parameters; each is then run STATEMENT_RUNS times (default 1000) as a
 * named statement on one connection of its own, a write inside BEGIN ... ROLLBACK so nothing changes, in
 * rounds that run each statement once. Each run's CPU, the backend's (from /proc, Linux only) and this
 * process's (pg's share of the server's work: the messages and the rows' parsing), is charged to its
 * statement. Printed per run, with each statement's generic and custom plan counts (PostgreSQL plans a
 * named statement afresh until its generic plan wins) and the
 * floor of any statement: BEGIN + ROLLBACK, and `SELECT $1`.
 */
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { createApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { Db, Statement } from '../src/db/db.ts';
import { localSocketUrl } from '../src/db/localSocket.ts';
import { openPg } from '../src/db/pg.ts';
import { migrate } from '../src/db/migrate.ts';
import { seedIfEmpty } from '../src/seed/index.ts';
import { createCustomers } from '../src/testing/commerceFixtures.ts';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('bench:api-statements needs DATABASE_URL (a scratch PostgreSQL database).');
  process.exit(1);
}
const runs = Number(process.env.STATEMENT_RUNS ?? 1000);
const socketUrl = (await localSocketUrl(url)) ?? url;
const raw = openPg(socketUrl);
await migrate(raw);
await seedIfEmpty(raw);

const recorded: Statement[] = [];
let recording = false;
function recordedBy(db: Db): Db {
  const note = (sql: string, params: unknown[] = []) => recording && recorded.push({ sql, params });
  return {
    kind: db.kind,
    query: (sql, params) => (note(sql, params), db.query(sql, params)),
    one: (sql, params) => (note(sql, params), db.one(sql, params)),
    exec: (sql) => db.exec(sql),
    transaction: (fn, options) => db.transaction((tx) => fn(recordedBy(tx)), options),
    commit: (after) => (after && note(after.sql, after.params), db.commit(after)),
    close: () => db.close(),
  };
}
const app = await createApp({
  db: recordedBy(raw),
  config: { ...loadConfig(), production: true },
  now: () => new Date(),
});

// As bench:api adds: a ticket on a shared session with room for every run, to a basket already open.
const ticket = await raw.one<{ ticket_id: string; occurrence_id: string }>(
  `SELECT t.id::text AS ticket_id, o.id AS occurrence_id FROM tickets t JOIN occurrences o ON o.activity_id = t.activity_id
    WHERE o.starts_at > now() + interval '1 day' AND o.status = 'bookable' AND o.capacity_strategy = 'shared' ORDER BY o.starts_at LIMIT 1`,
);
await raw.query('UPDATE occurrences SET capacity_maximum = 1000000 WHERE id = $1', [ticket!.occurrence_id]);
const [customer] = await createCustomers(raw, 1, `statements${Date.now().toString(36)}`);
const body = JSON.stringify({
  items: [{ id: ticket!.ticket_id, type: 'activityTicket', occurrence_id: ticket!.occurrence_id }],
});
async function add() {
  const r = await app.request('http://local/api/activities/cart/add', {
    method: 'POST',
    headers: {
      'X-Client-Domain': 'riverside-leisure',
      Accept: 'application/json',
      'Content-Type': 'application/json',
      Authorization: `Bearer ${customer!.token}`,
    },
    body,
  });
  if (r.status !== 200) throw new Error(`add answered ${r.status}: ${await r.text()}`);
}
await add();
await add();
recording = true;
await add();
recording = false;

const client = new pg.Client({ connectionString: socketUrl });
await client.connect();
const { pid } = (await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!;
/** The backend's CPU so far, in µs. */
function backendCpu(): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(f[11]) + Number(f[12])) * 10_000;
}
const writes = /^\s*(WITH\b[\s\S]*\b(UPDATE|INSERT|DELETE)\b|UPDATE|INSERT|DELETE)/i;

interface Job {
  label: string;
  statement?: string;
  run: () => Promise<unknown>;
  /** CPU so far, in µs: PostgreSQL's, and this process's (the driver's share: sending, reading, parsing rows). */
  pg: number;
  driver: number;
}
const jobs: Job[] = recorded.map((s, i) => {
  const write = writes.test(s.sql);
  const statement = { name: `add_statement_${i}`, text: s.sql, values: s.params };
  return {
    label: `${write ? 'in BEGIN/ROLLBACK' : '                 '}  ${s.sql.replace(/\s+/g, ' ').trim().slice(0, 80)}`,
    statement: statement.name,
    run: async () => {
      if (write) await client.query('BEGIN');
      await client.query(statement);
      if (write) await client.query('ROLLBACK');
    },
    pg: 0,
    driver: 0,
  };
});
jobs.push(
  {
    label: 'BEGIN + ROLLBACK alone',
    run: async () => {
      await client.query('BEGIN');
      await client.query('ROLLBACK');
    },
    pg: 0,
    driver: 0,
  },
  {
    label: 'SELECT $1 (named)',
    run: () => client.query({ name: 'add_statement_floor', text: 'SELECT $1::int', values: [1] }),
    pg: 0,
    driver: 0,
  },
);
// Round after round of every job, each run's CPU charged to its job: a garbage collection or a busy moment of
// the machine falls on every statement alike, not on whichever statement's loop it came in.
for (let round = -20; round < runs; round++) {
  for (const job of jobs) {
    const pg0 = backendCpu();
    const own = process.cpuUsage();
    await job.run();
    const spent = process.cpuUsage(own);
    if (round < 0) continue;
    job.pg += backendCpu() - pg0;
    job.driver += spent.user + spent.system;
  }
}
console.log(`One add's statements, CPU per run in µs (${runs} rounds of all, one connection):`);
console.log('    PG driver');
for (const job of jobs) {
  const plans = job.statement
    ? (
        await client.query<{ generic_plans: string; custom_plans: string }>(
          'SELECT generic_plans, custom_plans FROM pg_prepared_statements WHERE name = $1',
          [job.statement],
        )
      ).rows[0]
    : undefined;
  console.log(
    `${(job.pg / runs).toFixed(0).padStart(6)} ${(job.driver / runs).toFixed(0).padStart(6)}  ` +
      `${plans ? `plans ${plans.generic_plans}/${plans.custom_plans} (generic/custom)  ` : ''}${job.label}`,
  );
}
await client.end();
await raw.close();
