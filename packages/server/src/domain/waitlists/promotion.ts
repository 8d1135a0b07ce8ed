import type { Db } from '../../db/db.ts';
import { DomainError } from '../errors.ts';
import { CapacityError, takeOccurrencePlaces } from '../capacity/capacity.ts';
import { isScheduleSession, isTicketed, occurrenceTerms } from '../bookings/bookingRule.ts';
import { insertReservation, OCCURRENCE_ROW_SELECT, type OccurrenceRow } from '../carts/addItems.ts';
import type { CartRow } from '../carts/cartStore.ts';
import { queueMail } from '../../mail/mailQueue.ts';
import { loadSchedules, type ScheduleBundle } from '../courses/courseRepository.ts';
import { firstUpcomingSession, scheduleCapacity } from '../courses/presentCourse.ts';
import { repeat } from '../../time/repeat.ts';

/**
 * Waitlist promotion. The rule:
 * - A place freed on an occurrence (a cancelled booking, a basket item removed, a basket hold that
 *   ran out and was released, staff raising its capacity: changeOccurrence.ts) is offered to its
 *   waitlist before anyone else, in queue order (`waitlist_entries.created_at`, then id).
 * - The first member gets the place as a reserved booking in their basket, priced by the booking
 *   rule (bookingRule.ts), and leaves the waitlist. The basket item is new, so it holds the place
 *   for BASKET_HOLD_MINUTES like any other; paying settles it as usual.
 * - If that hold runs out, its release frees the place again and the next member is offered it;
 *   the member who let it lapse has left the queue and is not offered it again.
 * - Members go on being promoted while places are free. A member who cannot take the place now
 *   (an unsigned waiver, online booking suspended, their basket busy in a checkout at this very
 *   moment) keeps their position and is passed over this once. A member already holding a place
 *   on the occurrence simply leaves the waitlist.
 * - Only occurrences booked as one item are promoted: sessions of a course or camp are bought with
 *   their schedule, and a ticketed occurrence needs a ticket choice only the customer can make.
 *
 * Safety: every place is taken with the capacity rule's single conditional UPDATE (capacity.ts),
 * so a promotion can never overbook, whatever runs beside it. A promoter first locks the occurrence
 * row (every transaction that frees a place there already holds it), so promoters of one occurrence
 * take turns and serve the queue in order. Entries are claimed with `FOR UPDATE SKIP LOCKED`: the
 * only other holder of an entry is the member leaving the queue, who then waits on the occurrence row
 * (a plain wait there would deadlock). A member's basket
 * is claimed without waiting (`pg_try_advisory_xact_lock`, `SKIP LOCKED`), so a promotion never
 * waits on a customer's checkout that may itself be waiting on this occurrence (no deadlock).
 * Like basket holds, nothing runs on a timer: promotion happens in the transaction that frees the
 * place, or in `sweepOccurrences` when someone needs the place or a member looks at their waitlist.
 *
 * The promoted member is e-mailed (the place is theirs only while the hold lasts): the mail is queued in
 * the promoting transaction (mail/mailQueue.ts), so a promotion rolled back mails nobody, and a timer
 * sends it after the commit. A course is not promoted, but when a course place frees, as many of its
 * waitlist members as there are places (in queue order, each told once: `notified_at`) are e-mailed
 * to book it on the course page. A told member has COURSE_OFFER_HOURS to book it or leave; after that
 * the offer lapses and, if the place is still free, the next member is told too (a timer in each process,
 * `startLapsedOfferSweep`, since nothing else happens when an offer lapses). An offer that lapses while the
 * course is full was lost to someone else, not let go: that member keeps their place in the queue and is told
 * again, before anyone behind them, when a place next frees.
 */

const CART_LOCK = 7310; // the advisory lock namespace openCart uses per customer
const COURSE_LOCK = 7311; // per course (schedule id): who tells its waitlist takes turns

/** SQL: the waitlist entry `w`'s member holds no place on the course `$1` (a told member who booked is done). */
const NOT_BOOKED_ON_COURSE = `NOT EXISTS (SELECT 1 FROM bookings b JOIN occurrences bo ON bo.id = b.occurrence_id
  WHERE b.user_id = w.user_id AND bo.schedule_id = $1::uuid AND b.status <> 'cancelled')`;

/** How long a member told of a free course place counts against it before the next member is told too. */
export const COURSE_OFFER_HOURS = 24;

type Outcome = 'promoted' | 'passed' | 'left' | 'full';

async function claimBasket(tx: Db, userId: number, clientId: number): Promise<CartRow | null> {
  const lock = await tx.one<{ ok: boolean }>('SELECT pg_try_advisory_xact_lock($1, $2) AS ok', [CART_LOCK, userId]);
  if (!lock?.ok) return null;
  const cart = await tx.one<CartRow>(
    `SELECT * FROM carts WHERE user_id = $1 AND status = 'open' ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED`,
    [userId],
  );
  if (cart) return cart;
  if (await tx.one(`SELECT 1 FROM carts WHERE user_id = $1 AND status = 'open'`, [userId])) return null; // locked by a checkout
  const created = await tx.one<CartRow>(
    `INSERT INTO carts (client_id, user_id, source) VALUES ($1, $2, 'activity-booking') RETURNING *`,
    [clientId, userId],
  );
  return created ?? null;
}

async function leave(tx: Db, entryId: number, occurrenceId: string): Promise<void> {
  const gone = await tx.query('DELETE FROM waitlist_entries WHERE id = $1 RETURNING id', [entryId]);
  if (gone.length)
    await tx.query('UPDATE occurrences SET waitlist_consumed = GREATEST(0, waitlist_consumed - 1) WHERE id = $1', [
      occurrenceId,
    ]);
}

/**
 * A member served out of turn is worth a line in the log: the queue's order is the promise the waitlist makes,
 * and a pass is rare (the basket busy in a checkout at this very moment, a waiver not signed).
 */
function passedOver(entry: { user_id: number }, o: OccurrenceRow, why: string): Outcome {
  console.warn(`[waitlist] member ${entry.user_id} passed over on occurrence ${o.id}: ${why}`);
  return 'passed';
}

async function promote(tx: Db, o: OccurrenceRow, entry: { id: number; user_id: number }, now: Date): Promise<Outcome> {
  const holding = await tx.one(
    `SELECT 1 FROM bookings WHERE occurrence_id = $1 AND user_id = $2 AND status <> 'cancelled' AND bundle_id IS NULL`,
    [o.id, entry.user_id],
  );
  if (holding) {
    await leave(tx, entry.id, o.id);
    return 'left';
  }
  let terms;
  try {
    terms = await occurrenceTerms(tx, o, {
      idField: 'occurrence_id',
      ticketField: 'ticket',
      restrictionsField: 'activity_restriction_ids',
      attendeeId: entry.user_id,
      channel: 'online',
      now,
    });
  } catch (e) {
    if (!(e instanceof DomainError)) throw e;
    return passedOver(entry, o, e.message);
  }
  const cart = await claimBasket(tx, entry.user_id, o.client_id);
  if (!cart) return passedOver(entry, o, 'their basket is busy');
  try {
    await takeOccurrencePlaces(tx, o.id, 'online', 1);
  } catch (e) {
    if (e instanceof CapacityError) return 'full';
    throw e;
  }
  await insertReservation(tx, {
    cartId: cart.id,
    occurrence: o,
    attendee: entry.user_id,
    bookedBy: entry.user_id,
    channel: 'online',
    quantity: 1,
    purchasedForUserId: null,
    terms,
    restrictionIds: [],
    now,
  });
  await tx.query('UPDATE carts SET updated_at = $2 WHERE id = $1', [cart.id, now]);
  await leave(tx, entry.id, o.id);
  const member = await tx.one<{ email: string | null; first_name: string }>(
    'SELECT email, first_name FROM users WHERE id = $1',
    [entry.user_id],
  );
  if (member?.email)
    await queueMail(
      tx,
      {
        kind: 'waitlist_place',
        to: member.email,
        data: {
          firstName: member.first_name,
          className: o.template_name,
          startsAt: new Date(o.starts_at).toISOString(),
          timeZone: o.timezone,
          heldFrom: now.toISOString(),
        },
      },
      now,
    );
  return 'promoted';
}

async function hasOnlinePlace(tx: Db, occurrenceId: string): Promise<boolean> {
  const row = await tx.one<{ free: boolean }>(
    `SELECT CASE WHEN capacity_strategy = 'shared' THEN consumed < capacity_maximum ELSE consumed_online < capacity_online END AS free FROM occurrences WHERE id = $1`,
    [occurrenceId],
  );
  return row?.free === true;
}

/**
 * Takes the course's lock (whoever tells a course, or judges its lapsed offers, takes turns) and loads it;
 * null when it is gone or its last session has begun, when it has nothing left to offer.
 */
async function lockCourse(tx: Db, clientId: number, scheduleId: string, now: Date): Promise<ScheduleBundle | null> {
  await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [COURSE_LOCK, scheduleId]);
  const [course] = await loadSchedules(tx, { clientId, kind: 'course', idOrSlug: scheduleId });
  return course && firstUpcomingSession(course, now) ? course : null;
}

/**
 * Tells a course's waitlist members not told before that a place is free, at most one member per free
 * place. The course's places are those of its fullest session still to come (presentCourse's
 * scheduleCapacity, online). A member told in the last COURSE_OFFER_HOURS who has neither booked nor left
 * still counts against the free places: a sweep finding the same free place again must not tell the next
 * member too; once the offer lapses it no longer counts, and the next member is told. The caller holds the
 * course's lock (lockCourse: a place freed and a lapsed offer swept at once would each see one place free);
 * the entries are claimed with SKIP LOCKED: one held elsewhere is leaving.
 */
async function tellCourseWaitlist(tx: Db, course: ScheduleBundle, now: Date): Promise<void> {
  const s = course.schedule;
  const scheduleId = s.id;
  const path = `/courses/location/${s.venue_slug}/${s.cat_slug}/${s.slug ?? s.id}/book`;
  const pending = await tx.one<{ n: number }>(
    `SELECT count(*)::int AS n FROM waitlist_entries w JOIN occurrences o ON o.id = w.occurrence_id
      WHERE o.schedule_id = $1::uuid AND w.notified_at > $2
        AND ${NOT_BOOKED_ON_COURSE}`,
    [scheduleId, new Date(now.getTime() - COURSE_OFFER_HOURS * 3_600_000)],
  );
  const places = scheduleCapacity(course, now, 'online').available - (pending?.n ?? 0);
  if (places <= 0) return;
  const told = await tx.query<{ email: string | null; first_name: string }>(
    `UPDATE waitlist_entries w SET notified_at = $3 FROM users u
      WHERE u.id = w.user_id AND w.id IN (
        SELECT w2.id FROM waitlist_entries w2 JOIN occurrences o ON o.id = w2.occurrence_id
         WHERE o.schedule_id = $1::uuid AND w2.notified_at IS NULL
         ORDER BY w2.created_at, w2.id LIMIT $2 FOR UPDATE OF w2 SKIP LOCKED)
      RETURNING u.email, u.first_name`,
    [scheduleId, places, now],
  );
  for (const m of told) {
    if (!m.email) continue;
    const data = { firstName: m.first_name, courseName: s.name, coursePath: encodeURI(path) };
    await queueMail(tx, { kind: 'course_waitlist_place', to: m.email, data }, now);
  }
}

/**
 * Offers the free places of these occurrences to their waitlists (the rule above), inside the
 * caller's transaction. Returns how many members were promoted.
 */
export async function offerFreedPlaces(tx: Db, occurrenceIds: string[], now: Date): Promise<number> {
  let promoted = 0;
  const toldCourses = new Set<string>();
  for (const id of [...new Set(occurrenceIds)]) {
    // A course's waitlist may sit on another of its sessions (its first upcoming one when members joined).
    const waiting = await tx.one(
      `SELECT 1 FROM waitlist_entries WHERE occurrence_id = $1
       UNION ALL
       SELECT 1 FROM occurrences f JOIN occurrences s ON s.schedule_id = f.schedule_id JOIN waitlist_entries w ON w.occurrence_id = s.id
        WHERE f.id = $1 AND w.notified_at IS NULL
       LIMIT 1`,
      [id],
    );
    if (!waiting) continue;
    // Locking the occurrence makes its promoters take turns: a transaction in flight may hold the first
    // member's entry and still roll back, and a promoter that skipped past it would serve the second first.
    const o = await tx.one<OccurrenceRow>(
      `${OCCURRENCE_ROW_SELECT} WHERE o.id = $1 AND o.deleted_at IS NULL AND o.status <> 'cancelled' FOR UPDATE OF o`,
      [id],
    );
    if (!o) continue;
    if (isScheduleSession(o)) {
      if (o.schedule_id && !toldCourses.has(o.schedule_id)) {
        toldCourses.add(o.schedule_id);
        const course = await lockCourse(tx, o.client_id, o.schedule_id, now);
        if (course) await tellCourseWaitlist(tx, course, now);
      }
      continue;
    }
    if (await isTicketed(tx, o)) continue;
    if (now.getTime() >= new Date(o.last_bookable_at ?? o.starts_at).getTime()) continue;
    if (!(await hasOnlinePlace(tx, id))) continue;
    const passed: number[] = [];
    for (;;) {
      const entry = await tx.one<{ id: number; user_id: number }>(
        `SELECT id, user_id FROM waitlist_entries WHERE occurrence_id = $1 AND NOT (user_id = ANY($2::int[]))
          ORDER BY created_at, id LIMIT 1 FOR UPDATE SKIP LOCKED`,
        [id, passed],
      );
      if (!entry) break;
      const outcome = await promote(tx, o, entry, now);
      if (outcome === 'promoted') promoted += 1;
      else if (outcome === 'passed') passed.push(entry.user_id);
      else if (outcome === 'full') break;
    }
  }
  return promoted;
}

/**
 * Tells the next members of every course where a told member's offer has lapsed since the last sweep
 * (COURSE_OFFER_HOURS without booking or leaving), if its place is still free. Each lapse is looked at
 * once (`offer_lapse_swept`, set in the course's transaction, so a sweep that fails leaves it for the
 * next): a lapse frees nothing later on, and a place freed afterwards tells the waitlist itself
 * (offerFreedPlaces), counting lapsed offers as free. A course with no free place when the offer lapses
 * had its place taken by someone else while the member was told: the member is made untold again
 * (`notified_at` cleared), so the next freed place tells them first, in their queue position. Each course in
 * a transaction of its own. Returns how many courses were looked at.
 */
export async function tellAfterLapsedOffers(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - COURSE_OFFER_HOURS * 3_600_000);
  const courses = await db.query<{ schedule_id: string; client_id: number }>(
    `SELECT DISTINCT o.schedule_id::text AS schedule_id, o.client_id
       FROM waitlist_entries w JOIN occurrences o ON o.id = w.occurrence_id
      WHERE o.schedule_id IS NOT NULL AND w.notified_at <= $1 AND NOT w.offer_lapse_swept`,
    [cutoff],
  );
  for (const c of courses) {
    await db.transaction(async (tx) => {
      const course = await lockCourse(tx, c.client_id, c.schedule_id, now);
      if (course && scheduleCapacity(course, now, 'online').available <= 0) {
        await tx.query(
          `UPDATE waitlist_entries w SET notified_at = NULL FROM occurrences o
            WHERE o.id = w.occurrence_id AND o.schedule_id = $1::uuid AND w.notified_at <= $2 AND NOT w.offer_lapse_swept
              AND ${NOT_BOOKED_ON_COURSE}`,
          [c.schedule_id, cutoff],
        );
      }
      const untold = await tx.one(
        `SELECT 1 FROM waitlist_entries w JOIN occurrences o ON o.id = w.occurrence_id
          WHERE o.schedule_id = $1::uuid AND w.notified_at IS NULL LIMIT 1`,
        [c.schedule_id],
      );
      if (untold && course) await tellCourseWaitlist(tx, course, now);
      await tx.query(
        `UPDATE waitlist_entries w SET offer_lapse_swept = true FROM occurrences o
          WHERE o.id = w.occurrence_id AND o.schedule_id = $1::uuid AND w.notified_at <= $2 AND NOT w.offer_lapse_swept`,
        [c.schedule_id, cutoff],
      );
    });
  }
  return courses.length;
}

/** Runs tellAfterLapsedOffers every `intervalMs` in this process until the answer is called (time/repeat.ts). */
export function startLapsedOfferSweep(db: Db, now: () => Date, intervalMs = 60_000): () => Promise<void> {
  return repeat(() => tellAfterLapsedOffers(db, now()), intervalMs, '[waitlist] lapsed course offers not swept');
}
