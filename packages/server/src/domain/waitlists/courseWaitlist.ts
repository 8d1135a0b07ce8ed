import type { Db } from '../../db/db.ts';
import type { Channel } from '../capacity/capacity.ts';
import { freeExpiredHolds } from '../carts/basketHolds.ts';
import { RESERVED } from '../courses/bookableAction.ts';
import { customerScheduleState, loadSchedules, type ScheduleBundle } from '../courses/courseRepository.ts';
import { firstUpcomingSession, scheduleBookableVerdict } from '../courses/presentCourse.ts';
import { conflictError, notFoundError } from '../errors.ts';
import {
  COURSE_WAITLIST_MESSAGES as M,
  ENTRY_SELECT,
  joinWaitlist,
  leaveWaitlist,
  type WaitlistEntryRow,
} from './waitlist.ts';
import type { ClientScope, HoldClock } from './waitlistRequests.ts';

/**
 * A course's waitlist is the waitlist of its first live session still to come (the rule presentCourse
 * shows as the course's bookable action). Course sessions are bought with their schedule, so nobody is
 * promoted from it (promotion.ts): it tells the venue who wants the next freed place.
 */

async function findCourse(db: Db, clientId: number, courseId: string): Promise<ScheduleBundle | undefined> {
  const [b] = await loadSchedules(db, { clientId, kind: 'course', idOrSlug: courseId });
  return b;
}

async function verdictFor(db: Db, b: ScheduleBundle, userId: number, now: Date, source: Channel) {
  const customer = (await customerScheduleState(db, userId, [b.schedule.id])).get(b.schedule.id)!;
  return scheduleBookableVerdict(b, { now, currency: '', source, customer });
}

/**
 * Puts the user on a course's waitlist when the course shows them join_waitlist; otherwise refuses with
 * what they see instead (places left, already booked or waiting, started, no waitlist or a full one).
 */
export async function joinCourseWaitlist(
  db: Db,
  clientId: ClientScope,
  courseId: string,
  userId: number,
  channel: Channel,
  clock: HoldClock,
): Promise<WaitlistEntryRow> {
  const client = await clientId();
  let b = await findCourse(db, client, courseId);
  if (!b) throw notFoundError();
  let { action, full } = await verdictFor(db, b, userId, clock.now, channel);
  // Full of abandoned baskets only: their places go back, and the customer is told to book (as addItems does).
  if (action.action === 'join_waitlist') {
    const id = b.schedule.id;
    const freed = await db.transaction((tx) => freeExpiredHolds(tx, id, clock.holdCutoff, 'schedule', null, clock.now));
    if (freed > 0) {
      b = (await findCourse(db, client, courseId))!;
      ({ action, full } = await verdictFor(db, b, userId, clock.now, channel));
    }
  }
  switch (action.action) {
    case 'join_waitlist':
      break;
    case 'leave_waitlist':
      throw conflictError(M.already);
    case 'book':
      throw conflictError(M.placesLeft);
    case 'cancel_booking':
      throw conflictError(M.booked);
    case 'cancel_reservation':
      throw conflictError(RESERVED);
    case 'none':
      if (full) throw conflictError(b.schedule.waitlist_maximum === null ? M.none : M.full);
      throw conflictError(action.message ?? M.none);
  }
  // A started course still open to late joiners whose last session is under way has nothing left to wait for.
  const session = firstUpcomingSession(b, clock.now);
  if (!session) throw conflictError(M.none);
  const entryId = await joinWaitlist(db, session.id, userId, { messages: M, fullJudged: true });
  return (await db.one<WaitlistEntryRow>(`${ENTRY_SELECT} WHERE w.id = $1`, [entryId]))!;
}

/**
 * Takes the user off a course's waitlist: every entry they have on its sessions (customerScheduleState
 * counts any of them as waiting). Null when `courseId` names no course of the client.
 */
export async function leaveCourseWaitlist(
  db: Db,
  clientId: ClientScope,
  courseId: string,
  userId: number,
): Promise<WaitlistEntryRow | null> {
  const b = await findCourse(db, await clientId(), courseId);
  if (!b) return null;
  const waiting = await db.query<{ id: number }>(
    `SELECT w.id FROM waitlist_entries w JOIN occurrences o ON o.id = w.occurrence_id
      WHERE o.schedule_id = $1::uuid AND w.user_id = $2 ORDER BY o.starts_at, w.id`,
    [b.schedule.id, userId],
  );
  let first: WaitlistEntryRow | null = null;
  for (const { id } of waiting) {
    const left = await leaveWaitlist(db, { entryId: id });
    first ??= left;
  }
  if (!first) throw notFoundError(M.notOn);
  return first;
}
