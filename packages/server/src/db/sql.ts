import type { Db } from './db.ts';

/**
 * Multi-row INSERT in chunks (one statement per chunk). Columns come from the first row; every row must
 * have the same keys. Returns the `returning` columns of every row, in order.
 */
export async function insertMany<T = Record<string, unknown>>(
  db: Db,
  table: string,
  rows: Record<string, unknown>[],
  returning?: string,
  chunk = 400,
): Promise<T[]> {
  if (rows.length === 0) return [];
  const cols = Object.keys(rows[0]!);
  const out: T[] = [];
  for (let i = 0; i < rows.length; i += chunk) {
    const part = rows.slice(i, i + chunk);
    const params: unknown[] = [];
    const values = part.map((r) => {
      const ph = cols.map((c) => {
        const v = r[c];
        params.push(v !== null && typeof v === 'object' && !(v instanceof Date) ? JSON.stringify(v) : v);
        return `$${params.length}`;
      });
      return `(${ph.join(', ')})`;
    });
    const sql = `INSERT INTO ${table} (${cols.join(', ')}) VALUES ${values.join(', ')}${returning ? ` RETURNING ${returning}` : ''}`;
    out.push(...(await db.query<T>(sql, params)));
  }
  return out;
}

/** Insert one row and return it (or the `returning` columns). */
export async function insertOne<T = Record<string, unknown>>(
  db: Db,
  table: string,
  row: Record<string, unknown>,
  returning = '*',
): Promise<T> {
  const [r] = await insertMany<T>(db, table, [row], returning);
  return r!;
}
