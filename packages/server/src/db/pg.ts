import { createHash } from 'node:crypto';
import pg from 'pg';
import type { Db, Statement, TransactionOptions } from './db.ts';
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
 * A transaction on one pooled connection in pipeline mode (issue 12): every statement goes out as soon as
 * it is asked for, behind the ones before it, and PostgreSQL answers them in order. BEGIN goes out with
 * the first statement, and `commit()` sends COMMIT behind the last one without waiting for its answer, so
 * an add to basket holds the occurrence row it has just locked for PostgreSQL's own work only, not for a
 * round trip to this process and back (which, with the CPU busy, was most of the time adds to one session
 * waited for each other). Queries started together (a `Promise.all`) are simply pipelined.
 */
function txDb(client: pg.PoolClient, batch: () => void, ended: { commit: Promise<pg.QueryResult> | null }): Db {
  const open = () => {
    if (ended.commit) throw new Error('This transaction has been committed: no statement may follow commit().');
    batch();
  };
  const db: Db = {
    kind: 'pg',
    async query<T>(sql: string, params: unknown[] = []) {
      open();
      return (await run(client, sql, params)).rows as T[];
    },
    async one<T>(sql: string, params: unknown[] = []) {
      open();
      return (await run(client, sql, params)).rows[0] as T | undefined;
    },
    async exec(sql: string) {
      open();
      await client.query(sql);
    },
    // Nested: the same transaction, which only its opener may commit.
    transaction: (fn) => fn({ ...db, commit: nestedCommit }),
    async commit<T>(after?: Statement) {
      open();
      ended.commit = client.query('COMMIT');
      const read = after ? run(client, after.sql, after.params) : null;
      read?.catch(() => undefined);
      committedOrThrow(await ended.commit);
      return read ? ((await read).rows as T[]) : [];
    },
    close: async () => undefined,
  };
  return db;
}

/**
 * Statements sent in one tick leave in one write (the socket is corked until the next tick): each write
 * is a system call on both sides, about 0.03 ms of this process's CPU apiece here.
 */
function batcher(client: pg.PoolClient): () => void {
  let corked = false;
  return () => {
    if (corked) return;
    const stream = client.connection.stream;
    stream.cork();
    corked = true;
    process.nextTick(() => {
      corked = false;
      stream.uncork();
    });
  };
}

async function nestedCommit(): Promise<never> {
  throw new Error('commit() belongs to the code that opened the transaction, not to a nested one.');
}

/** COMMIT of a transaction in which a statement failed answers ROLLBACK, not an error. */
function committedOrThrow(r: pg.QueryResult): void {
  if (r.command === 'ROLLBACK') throw new Error('The transaction was rolled back: a statement in it failed.');
}

function wrap(pool: pg.Pool): Db {
  return {
    kind: 'pg',
    async query<T>(sql: string, params: unknown[] = []) {
      return (await run(pool, sql, params)).rows as T[];
    },
    async one<T>(sql: string, params: unknown[] = []) {
      return (await run(pool, sql, params)).rows[0] as T | undefined;
    },
    async exec(sql: string) {
      await pool.query(sql);
    },
    async transaction<T>(fn: (tx: Db) => Promise<T>, options: TransactionOptions = {}): Promise<T> {
      const client = await pool.connect();
      const ended: { commit: Promise<pg.QueryResult> | null } = { commit: null };
      const batch = batcher(client);
      // Not awaited: it travels with the first statement, and a failure shows in that statement's answer.
      batch();
      // The setting rides in BEGIN's own message: one statement fewer to answer and to read back.
      const begun = client.query(options.unflushedCommit ? 'BEGIN; SET LOCAL synchronous_commit TO off' : 'BEGIN');
      begun.catch(() => undefined);
      try {
        const result = await fn(txDb(client, batch, ended));
        await begun;
        if (!ended.commit) batch();
        committedOrThrow(await (ended.commit ?? client.query('COMMIT')));
        return result;
      } catch (e) {
        if (ended.commit) await ended.commit.catch(() => undefined);
        else await client.query('ROLLBACK').catch(() => undefined);
        throw e;
      } finally {
        client.release();
      }
    },
    commit: async () => {
      throw new Error('commit() ends a transaction: call it on the handle transaction() gives.');
    },
    async close() {
      await pool.end();
    },
  };
}

/** PostgreSQL server; `searchPath` puts every unqualified table in one schema (tests isolate per schema). */
export function openPg(url: string, opts: { searchPath?: string; max?: number } = {}): Db {
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.max ?? 10,
    pipeline: true,
    ...(opts.searchPath ? { options: `-c search_path=${opts.searchPath}` } : {}),
  });
  pool.on('error', () => undefined); // idle client errors must not kill the process
  return wrap(pool);
}
