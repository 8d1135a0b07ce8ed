import { createHash } from 'node:crypto';
import pg from 'pg';
import type { Db } from './db.ts';
import { TYPE_PARSERS } from './db.ts';

for (const [oid, parse] of Object.entries(TYPE_PARSERS)) pg.types.setTypeParser(Number(oid), parse);

type Queryable = { query: pg.Pool['query'] };

const names = new Map<string, string>();

/**
 * A named (prepared) statement for every query with parameters (issue 12): each pooled connection
 * parses and plans a statement once and then only binds and executes it, which is most of the server's
 * share of a short query. The name is the text's hash, so one text always has one name; statements
 * without parameters (migrations, several statements in one string) go unnamed as before.
 */
function statement(sql: string, params: unknown[]): string | pg.QueryConfig {
  if (params.length === 0) return sql;
  let name = names.get(sql);
  if (!name) {
    name = `s${createHash('sha1').update(sql).digest('base64url').slice(0, 20)}`;
    if (names.size < 5000) names.set(sql, name);
  }
  return { name, text: sql, values: params };
}

function run(q: Queryable, sql: string, params: unknown[]): Promise<pg.QueryResult> {
  const s = statement(sql, params);
  return typeof s === 'string' ? q.query(s, params) : q.query(s);
}

/**
 * A transaction's connection answers one query at a time: queries started together (a `Promise.all`
 * inside a transaction) are sent one after the other here, as the driver's own queue did until pg 8.13
 * deprecated relying on it (pg 9 removes it).
 */
function oneAtATime(client: Queryable): Queryable {
  const send = client.query.bind(client) as (...args: unknown[]) => Promise<pg.QueryResult>;
  let last: Promise<unknown> = Promise.resolve();
  const query = (...args: unknown[]) => {
    const result = last.then(() => send(...args));
    last = result.catch(() => undefined);
    return result;
  };
  return { query: query as Queryable['query'] };
}

function wrap(q: Queryable, pool: pg.Pool, inTx: boolean): Db {
  const db: Db = {
    kind: 'pg',
    async query<T>(sql: string, params: unknown[] = []) {
      const r = await run(q, sql, params);
      return r.rows as T[];
    },
    async one<T>(sql: string, params: unknown[] = []) {
      const r = await run(q, sql, params);
      return r.rows[0] as T | undefined;
    },
    async exec(sql: string) {
      await q.query(sql);
    },
    async transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
      if (inTx) return fn(db);
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(oneAtATime(client), pool, true));
        await client.query('COMMIT');
        return result;
      } catch (e) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw e;
      } finally {
        client.release();
      }
    },
    async close() {
      if (!inTx) await pool.end();
    },
  };
  return db;
}

/** PostgreSQL server; `searchPath` puts every unqualified table in one schema (tests isolate per schema). */
export function openPg(url: string, opts: { searchPath?: string; max?: number } = {}): Db {
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.max ?? 10,
    ...(opts.searchPath ? { options: `-c search_path=${opts.searchPath}` } : {}),
  });
  pool.on('error', () => undefined); // idle client errors must not kill the process
  return wrap(pool, pool, false);
}
