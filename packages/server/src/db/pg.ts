import pg from 'pg';
import type { Db } from './db.ts';
import { TYPE_PARSERS } from './db.ts';

for (const [oid, parse] of Object.entries(TYPE_PARSERS)) pg.types.setTypeParser(Number(oid), parse);

type Queryable = { query: pg.Pool['query'] };

function wrap(q: Queryable, pool: pg.Pool, inTx: boolean): Db {
  const db: Db = {
    kind: 'pg',
    async query<T>(sql: string, params: unknown[] = []) {
      const r = await q.query(sql, params);
      return r.rows as T[];
    },
    async one<T>(sql: string, params: unknown[] = []) {
      const r = await q.query(sql, params);
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
        const result = await fn(wrap(client, pool, true));
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
