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
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  readonly kind: 'pglite' | 'pg';
}

/** Type OIDs whose text we parse the same way on both drivers. */
export const TYPE_PARSERS: Record<number, (v: string) => unknown> = {
  20: (v) => Number(v), // int8 (count(*), sums): our values fit in a double
  1700: (v) => Number(v), // numeric
  1082: (v) => v, // date stays 'YYYY-MM-DD' (no timezone shift)
};
