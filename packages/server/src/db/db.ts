/**
 * The one database seam. Both implementations speak PostgreSQL ($1 params, same SQL), so routes never
 * know whether they run on PGlite or a PostgreSQL server.
 */
export interface Db {
  /** Rows of one statement. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** First row or undefined. */
  one<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T | undefined>;
  /** Several statements, no params (migrations). */
  exec(sql: string): Promise<void>;
  /**
   * Runs fn inside BEGIN/COMMIT (ROLLBACK on throw). Calling transaction on the tx handle runs inline in
   * the same transaction. On PostgreSQL use `SELECT ... FOR UPDATE` for capacity checks; PGlite is a
   * single connection, so its transactions are serial anyway.
   */
  transaction<T>(fn: (tx: Db) => Promise<T>, options?: TransactionOptions): Promise<T>;
  /**
   * On the handle `transaction` gives: ends the transaction now, committing what has been sent so far,
   * and no statement may follow. On PostgreSQL COMMIT goes out right behind the last statement without
   * waiting for its answer (one round trip for both; a statement that failed turns it into a rollback,
   * and both the statement and commit() then reject). On PGlite the commit happens when `fn` returns.
   * `after`: a statement that reads what was committed, sent behind COMMIT (on PostgreSQL on the same
   * connection, in the same round trip, outside the transaction); its rows are commit()'s answer. On
   * PGlite it runs last in the transaction, which no other connection can come between.
   */
  commit<T = Record<string, unknown>>(after?: Statement): Promise<T[]>;
  close(): Promise<void>;
  readonly kind: 'pglite' | 'pg';
}

export interface TransactionOptions {
  /**
   * PostgreSQL: COMMIT returns before its record is flushed to disk (`synchronous_commit` off for this
   * transaction only). A crash of the database server within a fraction of a second can lose the
   * transaction, whole and alone: its rows never contradict each other or anything committed after it (a
   * later ordinary commit flushes everything before it). Ignored on PGlite.
   */
  unflushedCommit?: boolean;
}

/** One statement with its parameters. */
export interface Statement {
  sql: string;
  params: unknown[];
}

/** Type OIDs whose text we parse the same way on both drivers. */
export const TYPE_PARSERS: Record<number, (v: string) => unknown> = {
  20: (v) => Number(v), // int8 (count(*), sums): our values fit in a double
  1700: (v) => Number(v), // numeric
  1082: (v) => v, // date stays 'YYYY-MM-DD' (no timezone shift)
};
