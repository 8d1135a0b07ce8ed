import type { Db } from '../../db/db.ts';
import { conflictError, notFoundError } from '../errors.ts';

export const WAITLIST_MESSAGES = {
  joined: 'Successfully joined the waitlist.',
  left: 'Successfully removed from the waitlist.',
  full: 'Sorry, the waitlist for this activity is full.',
  none: 'This activity has no waitlist.',
  placesLeft: 'Places are still available: book this activity instead.',
  already: 'You are already on the waitlist for this activity.',
  booked: 'You have already booked this activity.',
  notOn: 'You are not on the waitlist for this activity.',
} as const;

export interface WaitlistEntryRow {
  id: number;
  uuid: string;
  user_id: number;
  first_name: string;
  last_name: string;
  email: string | null;
  occurrence_id: string;
  name: string;
  starts_at: Date;
  timezone: string;
  created_at: Date;
  /** Place in its occurrence's queue, joining order (created_at, id), 1 = next. */
  position: number;
}

export const ENTRY_SELECT = `
  SELECT w.id, w.uuid::text AS uuid, w.user_id, u.first_name, u.last_name, u.email, w.occurrence_id, o.template_name AS name,
         o.starts_at, v.timezone, w.created_at,
         (SELECT count(*) FROM waitlist_entries x
           WHERE x.occurrence_id = w.occurrence_id AND (x.created_at, x.id) <= (w.created_at, w.id))::int AS position
    FROM waitlist_entries w JOIN users u ON u.id = w.user_id JOIN occurrences o ON o.id = w.occurrence_id JOIN venues v ON v.id = o.venue_id`;

/** The refusals a join or leave can give, worded for what the customer is waiting for. */
export type WaitlistMessages = Record<Exclude<keyof typeof WAITLIST_MESSAGES, 'joined' | 'left'>, string>;

export const COURSE_WAITLIST_MESSAGES: WaitlistMessages = {
  full: 'Sorry, the waitlist for this course is full.',
  none: 'This course has no waitlist.',
  placesLeft: 'Places are still available: book this course instead.',
  already: 'You are already on the waitlist for this course.',
  booked: 'You have already booked this course.',
  notOn: 'You are not on the waitlist for this course.',
};

export interface JoinOptions {
  messages?: WaitlistMessages;
  /**
   * The caller has judged the occurrence full on wider grounds (a course is full when its fullest
   * session to come is, and waits on its first one), so the occurrence's own places are not asked.
   */
  fullJudged?: boolean;
}

/**
 * Joins a waitlist: one conditional UPDATE takes a waitlist place (so 200 racing joins cannot
 * overfill it), then the entry is inserted; a duplicate rolls the place back (WAIT-003, WAIT-007).
 */
export async function joinWaitlist(
  db: Db,
  occurrenceId: string,
  userId: number,
  { messages = WAITLIST_MESSAGES, fullJudged = false }: JoinOptions = {},
): Promise<number> {
  return db.transaction(async (tx) => {
    const occ = await tx.one<{
      waitlist_maximum: number | null;
      full: boolean;
      deleted_at: Date | null;
      status: string;
    }>(
      `SELECT waitlist_maximum, deleted_at, status,
              CASE WHEN capacity_strategy = 'shared' THEN consumed >= capacity_maximum ELSE consumed_online >= capacity_online END AS full
         FROM occurrences WHERE id = $1`,
      [occurrenceId],
    );
    if (!occ || occ.deleted_at) throw notFoundError();
    if (occ.waitlist_maximum === null || occ.status === 'cancelled') throw conflictError(messages.none);
    if (!occ.full && !fullJudged) throw conflictError(messages.placesLeft);
    const took = await tx.query(
      `UPDATE occurrences SET waitlist_consumed = waitlist_consumed + 1
        WHERE id = $1 AND waitlist_maximum IS NOT NULL AND waitlist_consumed < waitlist_maximum RETURNING id`,
      [occurrenceId],
    );
    if (took.length === 0) throw conflictError(messages.full);
    const booked = await tx.one(
      `SELECT 1 FROM bookings WHERE occurrence_id = $1 AND user_id = $2 AND status <> 'cancelled'`,
      [occurrenceId, userId],
    );
    if (booked) throw conflictError(messages.booked);
    const row = await tx.one<{ id: number }>(
      'INSERT INTO waitlist_entries (occurrence_id, user_id) VALUES ($1, $2) ON CONFLICT (occurrence_id, user_id) DO NOTHING RETURNING id',
      [occurrenceId, userId],
    );
    if (!row) throw conflictError(messages.already);
    return row.id;
  });
}

/**
 * Whoever an order books leaves the waitlists of what it booked: each attendee's entry on a booked occurrence,
 * and on a booked course or camp any of its sessions' (a course's waitlist sits on a session). Called where the
 * order settles its bookings; a place only held in a basket keeps the waitlist place, since the hold may lapse.
 */
export async function leaveWaitlistsOfOrder(tx: Db, orderId: number): Promise<void> {
  await tx.query(
    `WITH booked AS (
       SELECT DISTINCT b.user_id, o.id AS occurrence_id, o.schedule_id
         FROM bookings b JOIN occurrences o ON o.id = b.occurrence_id
        WHERE b.order_id = $1 AND b.status = 'settled'),
     gone AS (
       DELETE FROM waitlist_entries w USING occurrences wo, booked
        WHERE wo.id = w.occurrence_id AND w.user_id = booked.user_id
          AND (w.occurrence_id = booked.occurrence_id OR wo.schedule_id = booked.schedule_id)
       RETURNING w.occurrence_id)
     UPDATE occurrences o SET waitlist_consumed = GREATEST(0, o.waitlist_consumed - g.n)
       FROM (SELECT occurrence_id, count(*)::int AS n FROM gone GROUP BY occurrence_id) g
      WHERE o.id = g.occurrence_id`,
    [orderId],
  );
}

/** Leaves a waitlist by entry id (numeric or uuid), or by occurrence and user. */
export async function leaveWaitlist(
  db: Db,
  where: { entryId: number } | { entryUuid: string } | { occurrenceId: string; userId: number },
): Promise<WaitlistEntryRow | null> {
  return db.transaction(async (tx) => {
    const [cond, params] =
      'entryId' in where
        ? ['w.id = $1', [where.entryId]]
        : 'entryUuid' in where
          ? ['w.uuid::text = $1', [where.entryUuid]]
          : ['w.occurrence_id = $1 AND w.user_id = $2', [where.occurrenceId, where.userId]];
    const entry = await tx.one<WaitlistEntryRow>(`${ENTRY_SELECT} WHERE ${cond}`, params);
    if (!entry) return null;
    const gone = await tx.query('DELETE FROM waitlist_entries WHERE id = $1 RETURNING id', [entry.id]);
    if (gone.length > 0)
      await tx.query('UPDATE occurrences SET waitlist_consumed = GREATEST(0, waitlist_consumed - 1) WHERE id = $1', [
        entry.occurrence_id,
      ]);
    return entry;
  });
}
