import { mkdirSync } from 'node:fs';
import { PGlite, types } from '@electric-sql/pglite';
import type { Db } from './db.ts';
import { TYPE_PARSERS } from './db.ts';

type Queryable = Pick<PGlite, 'query' | 'exec'>;

function wrap(q: Queryable, inTx: boolean, root: PGlite): Db {
  const db: Db = {
    kind: 'pglite',
    async query<T>(sql: string, params: unknown[] = []) {
      const r = await q.query<T>(sql, params);
      return r.rows;
    },
    async one<T>(sql: string, params: unknown[] = []) {
      const r = await q.query<T>(sql, params);
      return r.rows[0];
    },
    async exec(sql: string) {
      await q.exec(sql);
    },
    async transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
      if (inTx) return fn(db);
      return root.transaction(async (tx) => fn(wrap(tx as unknown as Queryable, true, root)));
    },
    async close() {
      if (!inTx) await root.close();
    },
  };
  return db;
}

const parsers = Object.fromEntries(Object.entries(TYPE_PARSERS).map(([k, f]) => [Number(k), (v: string) => f(v)]));
void types;

/** PGlite in memory (no dataDir), in a folder, or restored from a dumped data directory (tests). */
export async function openPglite(
  opts: { dataDir?: string; loadDataDir?: Blob } = {},
): Promise<Db & { pglite: PGlite }> {
  // A fresh clone has no .data/ yet, and PGlite creates only the last folder of the path.
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  const pg = await PGlite.create({
    ...(opts.dataDir ? { dataDir: opts.dataDir } : {}),
    ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
    parsers,
  });
  return Object.assign(wrap(pg, false, pg), { pglite: pg });
}
