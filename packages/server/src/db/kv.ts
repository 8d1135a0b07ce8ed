import type { Db } from './db.ts';

/** Small shared state in the `kv` table, so every server process sees the same value. */
export async function kvGet<T>(db: Db, namespace: string, key: string, now = new Date()): Promise<T | undefined> {
  const row = await db.one<{ value: T }>(
    'SELECT value FROM kv WHERE namespace = $1 AND key = $2 AND (expires_at IS NULL OR expires_at > $3)',
    [namespace, key, now],
  );
  return row?.value;
}

export async function kvSet(db: Db, namespace: string, key: string, value: unknown, expiresAt: Date | null = null): Promise<void> {
  await db.query(
    `INSERT INTO kv (namespace, key, value, expires_at, updated_at) VALUES ($1, $2, $3, $4, now())
     ON CONFLICT (namespace, key) DO UPDATE SET value = EXCLUDED.value, expires_at = EXCLUDED.expires_at, updated_at = now()`,
    [namespace, key, JSON.stringify(value), expiresAt],
  );
}

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
