import type { Db } from '../../db/db.ts';
import { DomainError } from '../errors.ts';
import { CapacityError, takeOccurrencePlaces } from '../capacity/capacity.ts';
import { isScheduleSession, isTicketed, occurrenceTerms } from '../bookings/bookingRule.ts';
import { insertReservation, OCCURRENCE_ROW_SELECT, type OccurrenceRow } from '../carts/addItems.ts';
import type { CartRow } from '../carts/cartStore.ts';

/**
 * Waitlist promotion. The rule:
 * - A place freed on an occurrence (a cancelled booking, a basket item removed, a basket hold that
 *   ran out and was released) is offered to its waitlist before anyone else, in queue order
 *   (`waitlist_entries.created_at`, then id).
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
 */

const CART_LOCK = 7310; // the advisory lock namespace openCart uses per customer

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
    return 'passed';
  }
  const cart = await claimBasket(tx, entry.user_id, o.client_id);
  if (!cart) return 'passed';
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
 * Offers the free places of these occurrences to their waitlists (the rule above), inside the
 * caller's transaction. Returns how many members were promoted.
 */
export async function offerFreedPlaces(tx: Db, occurrenceIds: string[], now: Date): Promise<number> {
  let promoted = 0;
  for (const id of [...new Set(occurrenceIds)]) {
    const waiting = await tx.one(`SELECT 1 FROM waitlist_entries WHERE occurrence_id = $1 LIMIT 1`, [id]);
    if (!waiting) continue;
    // Locking the occurrence makes its promoters take turns: a transaction in flight may hold the first
    // member's entry and still roll back, and a promoter that skipped past it would serve the second first.
    const o = await tx.one<OccurrenceRow>(
      `${OCCURRENCE_ROW_SELECT} WHERE o.id = $1 AND o.deleted_at IS NULL AND o.status <> 'cancelled' FOR UPDATE OF o`,
      [id],
    );
    if (!o || isScheduleSession(o) || (await isTicketed(tx, o))) continue;
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
