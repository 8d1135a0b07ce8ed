/**
 * Test support for the scheduling suites: customers with sessions made straight in the database
 * (200 scrypt logins would take seconds) and occurrences set up with a known number of places left.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/db.ts';
import { newToken } from '../auth/tokens.ts';

export interface TestCustomer {
  id: number;
  token: string;
}

export async function createCustomers(db: Db, count: number, prefix = 'sched'): Promise<TestCustomer[]> {
  const client = (await db.one<{ id: number }>(`SELECT id FROM clients WHERE domain = 'riverside-leisure'`))!;
  const tag = randomBytes(4).toString('hex');
  const users = await db.query<{ id: number }>(
    `INSERT INTO users (client_id, reference, role, email, first_name, last_name)
     SELECT $1, $2 || '-' || n, 'customer', $2 || '-' || n || '@example.test', 'Test', 'Customer ' || n FROM generate_series(1, $3) AS n
     RETURNING id`,
    [client.id, `${prefix}-${tag}`, count],
  );
  const tokens = users.map(() => newToken());
  await db.query(
    `INSERT INTO sessions (user_id, token_hash, expires_at) SELECT unnest($1::int[]), unnest($2::text[]), now() + interval '1 day'`,
    [users.map((u) => u.id), tokens.map((t) => t.hash)],
  );
  return users.map((u, i) => ({ id: u.id, token: tokens[i]!.token }));
}

/** A live future occurrence of an activity at a venue, the nth one (to keep suites apart). */
export async function futureOccurrence(
  db: Db,
  activitySlug: string,
  venueSlug = 'riverside',
  nth = 0,
): Promise<{ id: string; legacy_id: number }> {
  const row = await db.one<{ id: string; legacy_id: number }>(
    `SELECT o.id, o.legacy_id FROM occurrences o JOIN activities a ON a.id = o.activity_id JOIN venues v ON v.id = o.venue_id
      WHERE a.slug = $1 AND v.slug = $2 AND o.starts_at > now() + interval '2 days' AND o.status = 'bookable' AND o.deleted_at IS NULL
        AND o.consumed = 0 ORDER BY o.starts_at OFFSET $3 LIMIT 1`,
    [activitySlug, venueSlug, nth],
  );
  if (!row) throw new Error(`no future ${activitySlug} occurrence`);
  return row;
}

/** Leaves exactly `left` places (shared capacity) and `waitlistLeft` waitlist places. */
export async function setPlacesLeft(
  db: Db,
  occurrenceId: string,
  left: number,
  waitlistLeft: number | null = null,
): Promise<void> {
  await db.query(
    `UPDATE occurrences SET capacity_strategy = 'shared', capacity_maximum = consumed + $2,
            waitlist_maximum = CASE WHEN $3::int IS NULL THEN waitlist_maximum ELSE waitlist_consumed + $3::int END WHERE id = $1`,
    [occurrenceId, left, waitlistLeft],
  );
}
