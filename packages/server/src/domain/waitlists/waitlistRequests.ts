import type { Db } from '../../db/db.ts';
import type { UserRow } from '../../auth/session.ts';
import { forbiddenError, notFoundError } from '../errors.ts';
import { findOccurrence } from '../occurrences/occurrenceRepository.ts';
import { sweepOccurrences } from '../carts/basketHolds.ts';
import { leaveCourseWaitlist } from './courseWaitlist.ts';
import { ENTRY_SELECT, joinWaitlist, leaveWaitlist, WAITLIST_MESSAGES, type WaitlistEntryRow } from './waitlist.ts';

/**
 * The client the request is for, resolved only when an occurrence must be looked up (so a request that
 * names an entry never depends on it).
 */
export type ClientScope = () => Promise<number>;

/** Expired basket holds on these occurrences go to their waitlists first (promotion.ts), in their own transaction. */
export interface HoldClock {
  now: Date;
  holdCutoff: Date;
}

function notOn(): never {
  throw notFoundError(WAITLIST_MESSAGES.notOn);
}

async function occurrenceOrNotFound(db: Db, clientId: ClientScope, id: string) {
  const occ = await findOccurrence(db, id, await clientId());
  if (!occ) throw notFoundError();
  return occ;
}

/** Puts the user on an occurrence's waitlist, after its expired holds were offered to those already waiting. */
export async function joinOccurrenceWaitlist(
  db: Db,
  clientId: ClientScope,
  occurrenceId: string,
  userId: number,
  clock: HoldClock,
): Promise<WaitlistEntryRow> {
  const occ = await occurrenceOrNotFound(db, clientId, occurrenceId);
  await sweepOccurrences(db, [occ.id], clock.holdCutoff, clock.now);
  const id = await joinWaitlist(db, occ.id, userId);
  return (await db.one<WaitlistEntryRow>(`${ENTRY_SELECT} WHERE w.id = $1`, [id]))!;
}

/**
 * Leaves a waitlist named by entry uuid (the entry's own user, or staff), by occurrence id (the acting
 * user's entry there) or by course id (the acting user's entries on its sessions: courseWaitlist.ts).
 */
export async function leaveByEntryOrOccurrence(
  db: Db,
  clientId: ClientScope,
  waitlistId: string,
  user: UserRow,
  viewer: UserRow,
): Promise<WaitlistEntryRow> {
  const byEntry = await db.one<{ user_id: number }>('SELECT user_id FROM waitlist_entries WHERE uuid::text = $1', [
    waitlistId,
  ]);
  if (byEntry && byEntry.user_id !== user.id && viewer.role !== 'staff') throw forbiddenError();
  if (byEntry) return (await leaveWaitlist(db, { entryUuid: waitlistId })) ?? notOn();
  const occ = await findOccurrence(db, waitlistId, await clientId());
  if (occ) return (await leaveWaitlist(db, { occurrenceId: occ.id, userId: user.id })) ?? notOn();
  const course = await leaveCourseWaitlist(db, clientId, waitlistId, user.id);
  if (!course) throw notFoundError();
  return course;
}

/** Takes the user off an occurrence's waitlist. */
export async function leaveOccurrenceWaitlist(
  db: Db,
  clientId: ClientScope,
  occurrenceId: string,
  userId: number,
): Promise<WaitlistEntryRow> {
  const occ = await occurrenceOrNotFound(db, clientId, occurrenceId);
  const entry = await leaveWaitlist(db, { occurrenceId: occ.id, userId });
  if (!entry) throw notFoundError(WAITLIST_MESSAGES.notOn);
  return entry;
}

/** The user's entries for occurrences still to come, soonest first, after their expired holds went to the waitlists. */
export async function customerWaitlist(db: Db, userId: number, clock: HoldClock): Promise<WaitlistEntryRow[]> {
  const waiting = await db.query<{ occurrence_id: string }>(
    'SELECT occurrence_id FROM waitlist_entries WHERE user_id = $1',
    [userId],
  );
  await sweepOccurrences(
    db,
    waiting.map((w) => w.occurrence_id),
    clock.holdCutoff,
    clock.now,
  );
  return db.query<WaitlistEntryRow>(`${ENTRY_SELECT} WHERE w.user_id = $1 AND o.starts_at > $2 ORDER BY o.starts_at`, [
    userId,
    clock.now,
  ]);
}

/** An occurrence's waitlist in joining order. */
export async function occurrenceWaitlist(
  db: Db,
  clientId: ClientScope,
  occurrenceId: string,
): Promise<WaitlistEntryRow[]> {
  const occ = await occurrenceOrNotFound(db, clientId, occurrenceId);
  return db.query<WaitlistEntryRow>(`${ENTRY_SELECT} WHERE w.occurrence_id = $1 ORDER BY w.created_at, w.id`, [occ.id]);
}
