/**
 * `npm run bench:api-floor` (issue 12): what an add to basket of the same shape costs with none of this
 * app's code, on the same machine and under the same load as `npm run bench:api`, to tell how much of the
 * add's latency is ours and how much is the stack's (HTTP on Node, node-postgres, PostgreSQL, autocannon on
 * the same two cores). A bare `node:http` server, two `node:cluster` workers with four pooled PostgreSQL
 * connections each over the local Unix socket (as `start:cluster` runs), answers POST /add with the real
 * add's round trips and statements in their smallest form, named and pipelined as db/pg.ts sends them:
 *   1. the session's user by token;
 *   2. BEGIN with `SET LOCAL synchronous_commit TO off`, the cart touched (its row locked), the occurrence read;
 *   3. the places taken on the one occurrence every connection adds to, the item inserted, COMMIT, and the
 *      basket read back as JSON behind the COMMIT;
 * then answers that JSON. No validation, no pricing, no presentation: a floor, not a rival implementation.
 * Tables of its own in a scratch database (created and dropped here); 2,000 customers, 50 connections, 10 s.
 * BENCH_SECONDS, BENCH_CONNECTIONS and BENCH_WARMUP as for bench:api; FLOOR_WORKERS (default 2) the number of workers.
 * FLOOR_GROUP=1 measures the structure that could bring the add under 50 ms: the adds a worker receives while
 * its previous group is in flight go together, one session statement for all their tokens and one
 * transaction whose statements each carry every add of the group (the carts touched, the places taken and
 * the items inserted, the baskets read back), so the round trips, statements and COMMIT are shared.
 * Prints one row in bench:api's columns.
 */
import cluster from 'node:cluster';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { localSocketUrl } from '../src/db/localSocket.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const warmup = Number(process.env.BENCH_WARMUP ?? 0);
const CUSTOMERS = 2000;
const workerCount = Number(process.env.FLOOR_WORKERS ?? 2);
const HOST = '127.0.0.1';
const grouped = process.env.FLOOR_GROUP === '1';

const SCHEMA = `
CREATE TABLE users (id serial PRIMARY KEY, email text NOT NULL, first_name text, last_name text, created_at timestamptz DEFAULT now());
CREATE TABLE sessions (token text PRIMARY KEY, user_id int NOT NULL REFERENCES users, expires_at timestamptz NOT NULL);
CREATE TABLE occurrences (id int PRIMARY KEY, name text, starts_at timestamptz, capacity int, consumed int NOT NULL DEFAULT 0,
  price int NOT NULL CHECK (price >= 0), CHECK (consumed <= capacity));
CREATE TABLE carts (id serial PRIMARY KEY, user_id int NOT NULL REFERENCES users, status text NOT NULL, updated_at timestamptz);
CREATE INDEX ON carts (user_id) WHERE status = 'open';
CREATE TABLE cart_items (id serial PRIMARY KEY, cart_id int NOT NULL REFERENCES carts, occurrence_id int NOT NULL REFERENCES occurrences,
  quantity int NOT NULL CHECK (quantity > 0), price int NOT NULL, created_at timestamptz NOT NULL);
CREATE INDEX ON cart_items (cart_id);
INSERT INTO occurrences VALUES (1, 'Yoga', now() + interval '1 day', 100000000, 0, 1200);
INSERT INTO users (email, first_name, last_name) SELECT 'c' || i || '@example.com', 'First', 'Last' FROM generate_series(1, ${CUSTOMERS}) i;
INSERT INTO sessions SELECT md5(id::text), id, now() + interval '1 day' FROM users;
INSERT INTO carts (user_id, status, updated_at) SELECT id, 'open', now() FROM users;`;

const named = (name: string, text: string, values: unknown[]): pg.QueryConfig => ({ name, text, values });

async function worker(url: string): Promise<void> {
  const pool = new pg.Pool({ connectionString: url, max: 4, pipeline: true } as pg.PoolConfig);
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c));
    req.on('end', () => {
      (grouped ? addGrouped : add)(
        pool,
        String(req.headers.authorization).slice(7),
        JSON.parse(body) as { occurrence_id: number },
      ).then(
        (json) => {
          res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(json) });
          res.end(json);
        },
        (e: Error) => {
          res.writeHead(500).end(e.message);
        },
      );
    });
  });
  server.listen(Number(process.env.FLOOR_PORT), HOST, () => process.send?.('listening'));
}

async function add(pool: pg.Pool, token: string, body: { occurrence_id: number }): Promise<string> {
  const now = new Date();
  const user = (
    await pool.query(
      named(
        'session',
        'SELECT u.* FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token = $1 AND s.expires_at > $2',
        [token, now],
      ),
    )
  ).rows[0] as { id: number } | undefined;
  if (!user) throw new Error('no session');
  const client = await pool.connect();
  try {
    client.connection.stream.cork();
    const begun = client.query('BEGIN; SET LOCAL synchronous_commit TO off');
    const touched = client.query(
      named('touch', "UPDATE carts SET updated_at = $2 WHERE user_id = $1 AND status = 'open' RETURNING id", [
        user.id,
        now,
      ]),
    );
    const occurrence = client.query(named('occ', 'SELECT * FROM occurrences WHERE id = $1', [body.occurrence_id]));
    process.nextTick(() => client.connection.stream.uncork());
    await begun;
    const cartId = ((await touched).rows[0] as { id: number }).id;
    const occ = (await occurrence).rows[0] as { id: number; price: number };
    client.connection.stream.cork();
    const write = client.query(
      named(
        'write',
        `WITH places AS (UPDATE occurrences SET consumed = consumed + 1 WHERE id = $2 AND consumed + 1 <= capacity RETURNING id)
         INSERT INTO cart_items (cart_id, occurrence_id, quantity, price, created_at) SELECT $1, id, 1, $3, $4 FROM places`,
        [cartId, occ.id, occ.price, now],
      ),
    );
    const commit = client.query('COMMIT');
    const basket = client.query(
      named(
        'basket',
        `SELECT json_build_object('id', c.id, 'items', (SELECT coalesce(json_agg(i ORDER BY i.id), '[]') FROM
           (SELECT ci.*, o.name, o.starts_at FROM cart_items ci JOIN occurrences o ON o.id = ci.occurrence_id WHERE ci.cart_id = c.id) i)) AS cart
           FROM carts c WHERE c.id = $1`,
        [cartId],
      ),
    );
    process.nextTick(() => client.connection.stream.uncork());
    await write;
    await commit;
    return JSON.stringify({ data: (await basket).rows[0].cart });
  } finally {
    client.release();
  }
}

interface Waiting {
  token: string;
  resolve: (json: string) => void;
  reject: (e: Error) => void;
}
let queue: Waiting[] = [];
let inFlight = false;
const groupSizes: number[] = [];

/** The same round trips, each carrying every add that waited: sessions, then one transaction for the group. */
function addGrouped(pool: pg.Pool, token: string, _body: { occurrence_id: number }): Promise<string> {
  return new Promise((resolve, reject) => {
    queue.push({ token, resolve, reject });
    if (!inFlight) {
      inFlight = true;
      setImmediate(() => void flush(pool));
    }
  });
}

async function flush(pool: pg.Pool): Promise<void> {
  const group = queue;
  queue = [];
  groupSizes.push(group.length);
  try {
    const now = new Date();
    const users = (
      await pool.query(
        named(
          'sessions',
          'SELECT s.token, u.* FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token = ANY($1) AND s.expires_at > $2',
          [group.map((g) => g.token), now],
        ),
      )
    ).rows as { token: string; id: number }[];
    const userOf = new Map(users.map((u) => [u.token, u.id]));
    const ids = group.map((g) => userOf.get(g.token)!);
    const client = await pool.connect();
    try {
      client.connection.stream.cork();
      const begun = client.query('BEGIN; SET LOCAL synchronous_commit TO off');
      const touched = client.query(
        named(
          'touchMany',
          "UPDATE carts SET updated_at = $2 WHERE user_id = ANY($1) AND status = 'open' RETURNING id, user_id",
          [ids, now],
        ),
      );
      const occurrence = client.query(named('occ', 'SELECT * FROM occurrences WHERE id = $1', [1]));
      process.nextTick(() => client.connection.stream.uncork());
      await begun;
      const cartOf = new Map(((await touched).rows as { id: number; user_id: number }[]).map((r) => [r.user_id, r.id]));
      const carts = ids.map((id) => cartOf.get(id)!);
      const occ = (await occurrence).rows[0] as { id: number; price: number };
      client.connection.stream.cork();
      const write = client.query(
        named(
          'writeMany',
          `WITH places AS (UPDATE occurrences SET consumed = consumed + cardinality($1::int[]) WHERE id = $2 AND consumed + cardinality($1::int[]) <= capacity RETURNING id)
           INSERT INTO cart_items (cart_id, occurrence_id, quantity, price, created_at) SELECT c, id, 1, $3, $4 FROM places, unnest($1::int[]) c`,
          [carts, occ.id, occ.price, now],
        ),
      );
      const commit = client.query('COMMIT');
      const baskets = client.query(
        named(
          'baskets',
          `SELECT c.id, json_build_object('id', c.id, 'items', (SELECT coalesce(json_agg(i ORDER BY i.id), '[]') FROM
             (SELECT ci.*, o.name, o.starts_at FROM cart_items ci JOIN occurrences o ON o.id = ci.occurrence_id WHERE ci.cart_id = c.id) i)) AS cart
             FROM carts c WHERE c.id = ANY($1)`,
          [carts],
        ),
      );
      process.nextTick(() => client.connection.stream.uncork());
      await write;
      await commit;
      const byCart = new Map(((await baskets).rows as { id: number; cart: unknown }[]).map((r) => [r.id, r.cart]));
      group.forEach((g, i) => g.resolve(JSON.stringify({ data: byCart.get(carts[i]!) })));
    } finally {
      client.release();
    }
  } catch (e) {
    for (const g of group) g.reject(e as Error);
  } finally {
    if (queue.length) setImmediate(() => void flush(pool));
    else inFlight = false;
  }
}

async function primary(): Promise<void> {
  const admin = new pg.Client({ host: HOST, port: 5432, user: process.env.PGUSER ?? 'postgres', database: 'test' });
  await admin.connect();
  const name = `venue_floor_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const tcp = `postgres://${admin.user}@${HOST}:5432/${name}`;
  const url = (await localSocketUrl(tcp)) ?? tcp;
  try {
    const setup = new pg.Client({ connectionString: url });
    await setup.connect();
    await setup.query(SCHEMA);
    const tokens = (await setup.query<{ token: string }>('SELECT token FROM sessions')).rows.map((r) => r.token);
    await setup.end();
    const port = 20000 + Math.floor(Math.random() * 20000);
    const workers = Array.from({ length: workerCount }, () =>
      cluster.fork({ FLOOR_URL: url, FLOOR_PORT: String(port) }),
    );
    await Promise.all(workers.map((w) => new Promise((r) => w.once('message', r))));
    const cpu = async () => {
      const pids = [
        ...workers.map((w) => w.process.pid!),
        ...(await admin.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = $1', [name])).rows.map(
          (r) => r.pid,
        ),
      ];
      return pids.map(processCpu);
    };
    let next = 0;
    const adds = (duration: number) =>
      autocannon({
        url: `http://${HOST}:${port}/add`,
        method: 'POST',
        connections,
        duration,
        body: JSON.stringify({ occurrence_id: 1 }),
        requests: [
          {
            setupRequest: (req: autocannon.Request) => ({
              ...req,
              headers: {
                'Content-Type': 'application/json',
                Authorization: `Bearer ${tokens[next++ % tokens.length]!}`,
              },
            }),
          },
        ],
      });
    if (warmup > 0) await adds(warmup);
    const times: number[] = [];
    let errors = 0;
    const before = await cpu();
    const loadBefore = process.cpuUsage();
    const instance = adds(seconds);
    instance.on('response', (_c: unknown, status: number, _b: number, ms: number) => {
      times.push(ms);
      if (status !== 200) errors++;
    });
    const result = (await instance) as autocannon.Result & { errors?: number };
    const load = process.cpuUsage(loadBefore);
    const after = await cpu();
    const sum = (cpus: number[]) => cpus.reduce((s, v) => s + v, 0);
    const backends = sum(after.slice(workerCount)) - sum(before.slice(workerCount));
    const nodeCpu = sum(after.slice(0, workerCount)) - sum(before.slice(0, workerCount));
    times.sort((a, b) => a - b);
    const p = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)]!.toFixed(1);
    console.log(
      `\nAPI floor: ${connections} connections, ${seconds} s, loopback, ${os.cpus().length} CPUs (${new Date().toISOString()})\n`,
    );
    console.log(
      '| scenario | req/s | p50 ms | p95 ms | p99 ms | errors | CPU ms/req: server | PostgreSQL | autocannon |',
    );
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
    console.log(
      `| add floor (bare node:http + pg, ${workerCount} workers, same round trips${grouped ? ', grouped' : ''}) | ${(times.length / (result.duration || seconds)).toFixed(1)} | ` +
        `${p(0.5)} | ${p(0.95)} | ${p(0.99)} | ${errors + (result.errors ?? 0)} | ` +
        `${((nodeCpu * 1000) / times.length).toFixed(2)} | ${((backends * 1000) / times.length).toFixed(2)} | ` +
        `${((load.user + load.system) / 1000 / times.length).toFixed(2)} |`,
    );
    console.log(
      `\n(load average at the end: ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')})`,
    );
    for (const w of workers) w.process.kill('SIGTERM');
  } finally {
    await new Promise((r) => setTimeout(r, 300));
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
  }
}

/** CPU seconds (user + system) of one process so far, from /proc (Linux). */
function processCpu(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(f[11]) + Number(f[12])) / 100;
  } catch {
    return 0;
  }
}

if (cluster.isPrimary) {
  primary().then(
    () => process.exit(0),
    (e) => {
      console.error(e);
      process.exit(1);
    },
  );
} else {
  void worker(process.env.FLOOR_URL!);
}
