/**
 * `npm run bench:api`: the API on loopback (PGlite, demo data), measured with autocannon at 50
 * concurrent connections for a few seconds per scenario: a timetable read and an add-to-basket.
 * Latency percentiles are computed from every response time (autocannon's own table has no p95).
 * BENCH_SECONDS (default 5) and BENCH_CONNECTIONS (default 50) override the defaults.
 */
import autocannon from 'autocannon';
import { testApp, closeTestApp } from '../src/testing/test-app.ts';
import { createCustomers } from '../src/testing/commerceFixtures.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

interface Row {
  scenario: string;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  non2xx: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function run(scenario: string, opts: autocannon.Options): Promise<Row> {
  const times: number[] = [];
  let non2xx = 0;
  const instance = autocannon({ ...opts, connections, duration: seconds });
  instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
    times.push(ms);
    if (status < 200 || status > 299) non2xx++;
  });
  const result = await instance;
  times.sort((x, y) => x - y);
  return {
    scenario,
    requests: times.length,
    rps: Math.round((times.length / (result.duration || seconds)) * 10) / 10,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    non2xx,
  };
}

async function main() {
  const t = await testApp();
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date(Date.now() + 86_400_000));
  const headers = { 'X-Client-Domain': 'riverside-leisure', Accept: 'application/json', 'Content-Type': 'application/json' };

  // An add-to-basket that can be repeated: ticket adds on one session with room for everyone, spread over
  // many customers so no basket grows large.
  const ticket = await t.db.one<{ ticket_id: string; occurrence_id: string }>(
    `SELECT t.id::text AS ticket_id, o.id AS occurrence_id FROM tickets t JOIN occurrences o ON o.activity_id = t.activity_id
      WHERE o.starts_at > now() + interval '1 day' AND o.status = 'bookable' AND o.capacity_strategy = 'shared' ORDER BY o.starts_at LIMIT 1`,
  );
  await t.db.query('UPDATE occurrences SET capacity_maximum = 1000000 WHERE id = $1', [ticket!.occurrence_id]);
  const customers = await createCustomers(t.db, 400, `bench${Date.now().toString(36)}`);
  let next = 0;
  const addBody = JSON.stringify({ items: [{ id: ticket!.ticket_id, type: 'activityTicket', occurrence_id: ticket!.occurrence_id }] });

  const rows: Row[] = [];
  rows.push(await run('timetable read (GET /api/venue/riverside/activity/yoga/v2/timetable)', {
    url: `${t.url}/api/venue/riverside/activity/yoga/v2/timetable?date=${date}`,
    headers,
  }));
  rows.push(await run('add to basket (POST /api/activities/cart/add)', {
    url: `${t.url}/api/activities/cart/add`,
    method: 'POST',
    headers,
    body: addBody,
    requests: [{
      setupRequest: (req: autocannon.Request) => ({ ...req, headers: { ...headers, Authorization: `Bearer ${customers[next++ % customers.length]!.token}` } }),
    }],
  }));

  console.log(`\nAPI bench: ${connections} connections, ${seconds} s per scenario, PGlite in memory, loopback (${new Date().toISOString()})\n`);
  console.log('| scenario | requests | req/s | p50 ms | p95 ms | p99 ms | non-2xx |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  const ms = (v: number) => v.toFixed(1);
  for (const r of rows) console.log(`| ${r.scenario} | ${r.requests} | ${r.rps} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${r.non2xx} |`);
  console.log(`\n(load average at the end: ${(await import('node:os')).loadavg().map((l) => l.toFixed(1)).join(' ')} on ${(await import('node:os')).cpus().length} CPUs)`);
  await closeTestApp();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
