import type { Db } from '../../db/db.ts';

/**
 * Places are taken with one conditional UPDATE per occurrence (`consumed < maximum` in the WHERE),
 * never a count followed by an insert, so two requests can never both take the last place: on
 * PostgreSQL the second UPDATE waits for the first's row lock and re-checks the condition. Split
 * capacity (online / front of house) counts each channel against its own maximum and keeps
 * `consumed` as their sum.
 */
export type Channel = 'online' | 'foh';

export class CapacityError extends Error {
  constructor(readonly reason: 'full' | 'not_bookable') {
    super(reason === 'full' ? 'There are no places left.' : 'This is not bookable.');
  }
}

/**
 * The shared-capacity take with its occurrence id and place count as the given parameters, so a caller
 * can put it in a CTE ahead of the rows the places are for (addItems.ts: one statement for the places,
 * the booking and its basket item) and still use this one rule.
 */
export function takeSharedSql(id: string, places: string): string {
  return `UPDATE occurrences SET consumed = consumed + ${places}
   WHERE id = ${id} AND capacity_strategy = 'shared' AND status <> 'cancelled' AND deleted_at IS NULL
     AND consumed + ${places} <= capacity_maximum
   RETURNING id`;
}

const TAKE_SHARED = takeSharedSql('$1', '$2');
const TAKE_SPLIT: Record<Channel, string> = {
  online: `UPDATE occurrences SET consumed_online = consumed_online + $2, consumed = consumed + $2
   WHERE id = $1 AND capacity_strategy = 'split' AND status <> 'cancelled' AND deleted_at IS NULL
     AND consumed_online + $2 <= capacity_online
   RETURNING id`,
  foh: `UPDATE occurrences SET consumed_foh = consumed_foh + $2, consumed = consumed + $2
   WHERE id = $1 AND capacity_strategy = 'split' AND status <> 'cancelled' AND deleted_at IS NULL
     AND consumed_foh + $2 <= capacity_foh
   RETURNING id`,
};

/**
 * When an occurrence is full: frees what can be freed on it (expired basket holds) in the same
 * transaction and answers how many holds went; places are then tried once more.
 */
export type FreeUp = (occurrenceId: string) => Promise<number>;

async function tryTake(db: Db, occurrenceId: string, channel: Channel, places: number): Promise<boolean> {
  const shared = await db.query(TAKE_SHARED, [occurrenceId, places]);
  if (shared.length === 1) return true;
  const split = await db.query(TAKE_SPLIT[channel], [occurrenceId, places]);
  return split.length === 1;
}

/** Takes `places` on one occurrence for a channel, or throws CapacityError('full'). */
export async function takeOccurrencePlaces(
  db: Db,
  occurrenceId: string,
  channel: Channel,
  places = 1,
  freeUp?: FreeUp,
): Promise<void> {
  if (await tryTake(db, occurrenceId, channel, places)) return;
  if (freeUp && (await freeUp(occurrenceId)) > 0 && (await tryTake(db, occurrenceId, channel, places))) return;
  throw new CapacityError('full');
}

/** Gives places back (a removed basket item, a cancelled booking). Never goes below zero. */
export async function releaseOccurrencePlaces(
  db: Db,
  occurrenceId: string,
  channel: Channel,
  places = 1,
): Promise<void> {
  await db.query(
    `UPDATE occurrences SET
       consumed = GREATEST(consumed - $2, 0),
       consumed_online = CASE WHEN capacity_strategy = 'split' AND $3 = 'online' THEN GREATEST(consumed_online - $2, 0) ELSE consumed_online END,
       consumed_foh = CASE WHEN capacity_strategy = 'split' AND $3 = 'foh' THEN GREATEST(consumed_foh - $2, 0) ELSE consumed_foh END
     WHERE id = $1`,
    [occurrenceId, places, channel],
  );
}

/**
 * A course or camp place is a place on every session still to come. Must run inside a transaction:
 * the schedule row is locked first so concurrent bookings of one course queue up (and cannot
 * deadlock by locking sessions in different orders); then every remaining session is taken, and
 * any full session aborts the whole transaction.
 */
export async function takeSchedulePlaces(
  tx: Db,
  scheduleId: string,
  now: Date,
  channel: Channel,
  freeUp?: FreeUp,
  onlySessionIds?: string[],
): Promise<string[]> {
  await tx.query('SELECT id FROM schedules WHERE id = $1 FOR UPDATE', [scheduleId]);
  const all = await tx.query<{ id: string }>(
    `SELECT id FROM occurrences WHERE schedule_id = $1 AND status <> 'cancelled' AND deleted_at IS NULL AND starts_at > $2 ORDER BY starts_at, id`,
    [scheduleId, now],
  );
  // Camps booked by the day take places on the chosen days only.
  const sessions = onlySessionIds ? all.filter((s) => onlySessionIds.includes(s.id)) : all;
  if (sessions.length === 0) throw new CapacityError('not_bookable');
  for (const s of sessions) await takeOccurrencePlaces(tx, s.id, channel, 1, freeUp);
  return sessions.map((s) => s.id);
}
