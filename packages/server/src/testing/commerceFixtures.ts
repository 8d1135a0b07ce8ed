import { newToken } from '../auth/tokens.ts';
import type { Db } from '../db/db.ts';
import { insertMany } from '../db/sql.ts';

/** Creates `n` customers with live sessions (no password hashing: tests need speed, not logins). */
export async function createCustomers(db: Db, n: number, tag: string): Promise<{ id: number; token: string }[]> {
  const client = await db.one<{ id: number }>("SELECT id FROM clients WHERE domain = 'riverside-leisure'");
  const rows = await insertMany<{ id: number }>(
    db,
    'users',
    Array.from({ length: n }, (_, i) => ({
      client_id: client!.id,
      reference: `${tag.toUpperCase()}${String(i).padStart(5, '0')}`,
      role: 'customer',
      email: `${tag}-${i}@example.test`,
      first_name: 'Racer',
      last_name: `${tag} ${i}`,
    })),
    'id',
  );
  // Sessions as the login creates them (only the token's hash is stored), in one statement.
  const tokens = rows.map((r) => ({ id: r.id, ...newToken() }));
  const expires = new Date(Date.now() + 86_400_000);
  await insertMany(
    db,
    'sessions',
    tokens.map((t) => ({ user_id: t.id, token_hash: t.hash, expires_at: expires })),
  );
  return tokens.map((t) => ({ id: t.id, token: t.token }));
}

/** An upcoming, bookable occurrence of a shared-capacity activity with exactly `places` left. */
export async function occurrenceWithPlaces(db: Db, places: number, notBookedBy: number | null = null): Promise<string> {
  const o = await db.one<{ id: string }>(
    `SELECT o.id FROM occurrences o JOIN activities a ON a.id = o.activity_id
      WHERE a.slug = 'yoga' AND o.status = 'bookable' AND o.capacity_strategy = 'shared' AND o.starts_at > now() + interval '3 days'
        AND o.consumed < o.capacity_maximum AND o.deleted_at IS NULL
        AND NOT EXISTS (SELECT 1 FROM bookings b WHERE b.occurrence_id = o.id AND b.user_id = $1)
      ORDER BY o.starts_at LIMIT 1`,
    [notBookedBy],
  );
  await db.query('UPDATE occurrences SET capacity_maximum = consumed + $2 WHERE id = $1', [o!.id, places]);
  return o!.id;
}
