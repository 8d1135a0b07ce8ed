/**
 * `npm run bench:api-cost` (issue 12): what one timetable read and one add to basket cost, measured so
 * that other work on the machine hardly moves the figures: the app runs in this process (no HTTP, no
 * load generator) over PGlite in memory, or over PostgreSQL when DATABASE_URL names a database (migrated
 * and seeded here; use a scratch database), and requests run one at a time.
 * Printed: the statements of a repeat anonymous read and of an add to a basket already open (each with
 * its wall time), then the CPU per request of this process (`process.cpuUsage`) and, on PostgreSQL, of the
 * database's backends (from /proc, Linux only), over COST_READS reads (default 2000) and COST_ADDS adds
 * (default 300, each by its own customer to a basket holding one item already).
 */
import { readFileSync } from 'node:fs';
import { createApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { Db } from '../src/db/db.ts';
import { localSocketUrl } from '../src/db/localSocket.ts';
import { openPg } from '../src/db/pg.ts';
import { openPglite } from '../src/db/pglite.ts';
import { migrate } from '../src/db/migrate.ts';
import { seedIfEmpty } from '../src/seed/index.ts';
import { createCustomers } from '../src/testing/commerceFixtures.ts';
import { localDate } from '../src/time/londonTime.ts';

const reads = Number(process.env.COST_READS ?? 2000);
const adds = Number(process.env.COST_ADDS ?? 300);
const url = process.env.DATABASE_URL;

const log: string[] = [];
function timed<T>(sql: string, run: Promise<T>): Promise<T> {
  const started = performance.now();
  const at = log.push('') - 1;
  return run.finally(() => {
    log[at] =
      `${(performance.now() - started).toFixed(2).padStart(6)} ms  ${sql.replace(/\s+/g, ' ').trim().slice(0, 110)}`;
  });
}
function traced(db: Db, ended = { committed: false }): Db {
  return {
    kind: db.kind,
    query: (sql, params) => timed(sql, db.query(sql, params)),
    one: (sql, params) => timed(sql, db.one(sql, params)),
    exec: (sql) => timed(sql, db.exec(sql)),
    transaction: (fn, options) => {
      log.push('         BEGIN');
      const state = { committed: false };
      return db
        .transaction((tx) => fn(traced(tx, state)), options)
        .finally(() => state.committed || log.push('         COMMIT'));
    },
    // COMMIT leaves with the statement before it, and `after` behind it (db.ts).
    commit: (after) => {
      ended.committed = true;
      log.push('         COMMIT');
      return after ? timed(after.sql, db.commit(after)) : db.commit();
    },
    close: () => db.close(),
  };
}

// As the server opens it: over this machine's Unix socket when the URL's server is local (db/localSocket.ts).
const socketUrl = url ? await localSocketUrl(url) : null;
if (url) console.log(`PostgreSQL over ${socketUrl ? 'the local Unix socket' : 'TCP'}`);
const raw = url ? openPg(socketUrl ?? url) : await openPglite();
await migrate(raw);
await seedIfEmpty(raw);
const app = await createApp({ db: traced(raw), config: { ...loadConfig(), production: true }, now: () => new Date() });

/**
 * CPU seconds of each of this database's backends so far (PostgreSQL on Linux), by pid; empty on PGlite.
 * By pid because the pool closes connections left idle for 10 s: a total would lose their CPU.
 */
async function backendCpu(): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  if (!url) return out;
  const pids = await raw.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = current_database()');
  for (const { pid } of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      out.set(pid, (Number(f[11]) + Number(f[12])) / 100);
    } catch {
      /* not Linux, or gone */
    }
  }
  return out;
}

/** CPU seconds the backends spent between two readings: a backend closed meanwhile was idle. */
function backendDelta(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0;
  for (const [pid, cpu] of after) total += cpu - (before.get(pid) ?? 0);
  return total;
}

const ticket = await raw.one<{ ticket_id: string; occurrence_id: string }>(
  `SELECT t.id::text AS ticket_id, o.id AS occurrence_id FROM tickets t JOIN occurrences o ON o.activity_id = t.activity_id
    WHERE o.starts_at > now() + interval '1 day' AND o.status = 'bookable' AND o.capacity_strategy = 'shared' ORDER BY o.starts_at LIMIT 1`,
);
await raw.query('UPDATE occurrences SET capacity_maximum = 1000000 WHERE id = $1', [ticket!.occurrence_id]);
const customers = await createCustomers(raw, adds + 1, `cost${Date.now().toString(36)}`);
const headers = {
  'X-Client-Domain': 'riverside-leisure',
  Accept: 'application/json',
  'Content-Type': 'application/json',
};
const addBody = JSON.stringify({
  items: [{ id: ticket!.ticket_id, type: 'activityTicket', occurrence_id: ticket!.occurrence_id }],
});
const timetable = `http://local/api/venue/riverside/activity/yoga/v2/timetable?date=${localDate(new Date(Date.now() + 86_400_000))}`;

async function add(token: string) {
  const r = await app.request('http://local/api/activities/cart/add', {
    method: 'POST',
    headers: { ...headers, Authorization: `Bearer ${token}` },
    body: addBody,
  });
  if (r.status !== 200) throw new Error(`add answered ${r.status}: ${await r.text()}`);
  await r.arrayBuffer();
}
async function read() {
  const r = await app.request(timetable, { headers });
  if (r.status !== 200) throw new Error(`read answered ${r.status}`);
  await r.arrayBuffer();
}

// Every customer's basket holds one item before anything is measured, as in `bench:api` after a moment.
for (const c of customers) await add(c.token);
await read();
log.length = 0;
await read();
console.log(`repeat anonymous timetable read: ${log.length} statements\n${log.join('\n')}`);
log.length = 0;
await add(customers[adds]!.token);
console.log(
  `add to a basket already open: ${log.filter((l) => !/ (BEGIN|COMMIT)$/.test(l)).length} statements\n${log.join('\n')}`,
);

async function measure(label: string, n: number, one: (i: number) => Promise<void>) {
  const pg0 = await backendCpu();
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  for (let i = 0; i < n; i++) await one(i);
  const cpu = process.cpuUsage(cpu0);
  const pg = backendDelta(pg0, await backendCpu());
  console.log(
    `${label}: ${((cpu.user + cpu.system) / 1000 / n).toFixed(3)} ms CPU in this process` +
      (url ? `, ${((pg * 1000) / n).toFixed(3)} ms in PostgreSQL` : ' (PGlite included)') +
      `, ${((performance.now() - t0) / n).toFixed(2)} ms wall, per request (${n})`,
  );
}
log.length = 0;
await measure('timetable read', reads, () => read());
await measure('add to basket', adds, (i) => add(customers[i]!.token));
await raw.close();
