import type { Db } from './db.ts';

/**
 * A debounce shared by all processes: true for the first caller per `key` within `ms`, false for the rest.
 * One atomic upsert, so concurrent callers on any process cannot both win.
 */
export async function claimDebounce(db: Db, key: string, ms: number, now = new Date()): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO kv (namespace, key, value, expires_at, updated_at) VALUES ('debounce', $1, 'true'::jsonb, $2, $3)
     ON CONFLICT (namespace, key) DO UPDATE SET expires_at = EXCLUDED.expires_at, updated_at = EXCLUDED.updated_at
       WHERE kv.expires_at IS NULL OR kv.expires_at <= $3
     RETURNING key`,
    [key, new Date(now.getTime() + ms), now],
  );
  return rows.length === 1;
}
