import { mkdirSync } from 'node:fs';
import { PGlite, types } from '@electric-sql/pglite';
import type { Db, Statement } from './db.ts';
import { TYPE_PARSERS } from './db.ts';
import { namedStatements, type NamedStatements } from './pgliteStatements.ts';

type Queryable = Pick<PGlite, 'query' | 'exec'>;

/**
 * Transactions take turns, and each starts on a fresh turn of the event loop (setImmediate), not straight
 * from the one before it. PGlite runs in this thread and its promises chain in microtasks, which Node runs
 * after every I/O callback: a queue of transactions ran to its end after each connection accepted, so
 * under load new connections were accepted one every 100-200 ms and their first requests waited seconds
 * (issue 12: a p99 of 2.8 s on the add to basket with 50 connections; the listen queue held 28).
 */
function inTurn(): <T>(job: () => Promise<T>) => Promise<T> {
  let last: Promise<unknown> = Promise.resolve();
  return (job) => {
    const run = last.then(() => new Promise<void>((resolve) => setImmediate(resolve))).then(job);
    last = run.catch(() => undefined);
    return run;
  };
}

/**
 * One statement; one with parameters through its named statement once it has one (pgliteStatements.ts).
 * Either way it is queued before this returns, so a transaction's statements run in the order asked.
 */
function run<T>(q: Queryable, named: NamedStatements, inTx: boolean, sql: string, params: unknown[]): Promise<T[]> {
  if (params.length > 0 && named.has(sql)) return named.run<T>(sql, params, inTx);
  return q.query<T>(sql, params).then((r) => {
    if (params.length > 0) named.ranUnnamed(sql);
    return r.rows;
  });
}

function wrap(
  q: Queryable,
  inTx: boolean,
  root: PGlite,
  named: NamedStatements,
  ended = { committed: false },
  turn: ReturnType<typeof inTurn> = inTurn(),
): Db {
  // After commit() the transaction takes no more statements, as on PostgreSQL (db/pg.ts).
  const open = () => {
    if (ended.committed) throw new Error('This transaction has been committed: no statement may follow commit().');
  };
  const db: Db = {
    kind: 'pglite',
    async query<T>(sql: string, params: unknown[] = []) {
      open();
      return run<T>(q, named, inTx, sql, params);
    },
    async one<T>(sql: string, params: unknown[] = []) {
      open();
      return (await run<T>(q, named, inTx, sql, params))[0];
    },
    async exec(sql: string) {
      open();
      await q.exec(sql);
    },
    async transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
      if (inTx) return fn({ ...db, commit: nestedCommit });
      return turn(() =>
        root.transaction(async (tx) =>
          fn(wrap(tx as unknown as Queryable, true, root, named, { committed: false }, turn)),
        ),
      );
    },
    async commit<T>(after?: Statement) {
      if (!inTx) throw new Error('commit() ends a transaction: call it on the handle transaction() gives.');
      open();
      ended.committed = true;
      return after ? run<T>(q, named, inTx, after.sql, after.params) : [];
    },
    async close() {
      if (!inTx) await root.close();
    },
  };
  return db;
}

async function nestedCommit(): Promise<never> {
  throw new Error('commit() belongs to the code that opened the transaction, not to a nested one.');
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
  return Object.assign(wrap(pg, false, pg, namedStatements(pg)), { pglite: pg });
}
