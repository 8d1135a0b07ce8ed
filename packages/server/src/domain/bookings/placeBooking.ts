import type { Db } from '../../db/db.ts';
import type { UserRow } from '../../auth/session.ts';
import { conflictError, invalidError, notFoundError } from '../errors.ts';
import { CapacityError, takeOccurrencePlaces, type Channel } from '../capacity/capacity.ts';
import { insertReservation, OCCURRENCE_ROW_SELECT, type OccurrenceRow } from '../carts/addItems.ts';
import { expiredHoldsFreer } from '../carts/basketHolds.ts';
import { defaultSource, openCart } from '../carts/cartStore.ts';
import { occurrenceTerms } from './bookingRule.ts';
import { allocateResource } from './resourceAllocation.ts';

export const BOOKING_MESSAGES = {
  full: 'Sorry, this activity is fully booked.',
  alreadyBooked: 'You have already booked this activity.',
  notBookable: 'This activity is no longer bookable.',
  cancelled: 'This activity has been cancelled.',
  suspended: 'Online booking is suspended on your account.',
  /** A block booking asking for more places than are free (the field is `data.places`). */
  tooManyPlaces: (left: number) =>
    left <= 0 ? 'There are no places left.' : `Only ${left} ${left === 1 ? 'place is' : 'places are'} left.`,
} as const;

export interface PlaceBookingInput {
  occurrenceId: string;
  customer: UserRow;
  actor: UserRow;
  channel: Channel;
  /** Places taken (a block booking takes several). */
  places?: number;
  now: Date;
  /** Basket items added at or before this have lost their hold (basketHolds.ts). */
  holdCutoff: Date;
  /** Filled with the occurrence when it is full, so the caller can offer expired holds to its waitlist after the
   * rollback. */
  fullOccurrences?: string[];
}

export interface PlacedBooking {
  id: number;
  status: 'settled' | 'reserved';
}

/**
 * The direct booking path (`POST occurrences/{id}/bookings`). What the place costs and needs is the
 * booking rule's (bookingRule.ts): sessions of courses and camps and ticketed sessions are refused
 * here (they are bought in the basket with their schedule or a ticket choice); a free place settles
 * at once; a priced place is reserved as an item of the customer's basket, so it is held for
 * BASKET_HOLD_MINUTES like any basket item and only a paid order settles it (BOOK-004).
 * Places are taken with the capacity rule's conditional UPDATE (capacity.ts); a full occurrence
 * first frees its expired basket holds, which are offered to its waitlist before this customer.
 */
export async function placeBooking(db: Db, input: PlaceBookingInput): Promise<PlacedBooking> {
  const places = input.places ?? 1;
  const customer = input.customer;
  return db.transaction(async (tx) => {
    const occ = await tx.one<OccurrenceRow & { deleted_at: Date | null }>(
      `${OCCURRENCE_ROW_SELECT.replace('SELECT o.id,', 'SELECT o.deleted_at, o.id,')} WHERE o.id = $1`,
      [input.occurrenceId],
    );
    if (!occ || occ.deleted_at) throw notFoundError();
    if (occ.status === 'cancelled') throw conflictError(BOOKING_MESSAGES.cancelled);
    const closesAt = new Date(occ.last_bookable_at ?? occ.starts_at);
    if (input.now.getTime() >= closesAt.getTime()) throw conflictError(BOOKING_MESSAGES.notBookable);
    const terms = await occurrenceTerms(tx, occ, {
      idField: 'id',
      ticketField: 'id',
      restrictionsField: 'data.activity_restriction_ids',
      attendeeId: customer.id,
      channel: input.channel,
      now: input.now,
    });
    // One request per customer at a time (the basket's advisory lock), so a double submit cannot book twice.
    const cart = terms.free ? null : await openCart(tx, customer, input.actor, defaultSource(input.actor, customer));
    if (terms.free) await tx.query('SELECT pg_advisory_xact_lock(7310, $1)', [customer.id]);
    const dup = await tx.one(
      `SELECT 1 FROM bookings WHERE occurrence_id = $1 AND user_id = $2 AND status <> 'cancelled' AND bundle_id IS NULL`,
      [occ.id, customer.id],
    );
    if (dup) throw conflictError(BOOKING_MESSAGES.alreadyBooked);
    try {
      await takeOccurrencePlaces(
        tx,
        occ.id,
        input.channel,
        places,
        expiredHoldsFreer(tx, input.holdCutoff, null, input.now),
      );
    } catch (e) {
      if (!(e instanceof CapacityError)) throw e;
      input.fullOccurrences?.push(occ.id);
      // A block booking names how many places it wants: the answer says how many it may have, at the field.
      if (places > 1)
        throw invalidError({
          'data.places': [BOOKING_MESSAGES.tooManyPlaces(await placesLeft(tx, occ.id, input.channel))],
        });
      throw conflictError(BOOKING_MESSAGES.full);
    }
    let placed: PlacedBooking;
    if (cart) {
      // Resource hire: the system allocates the first free court (the basket add lets the customer choose).
      const resource = await allocateResource(tx, occ, {
        quantity: places,
        locationField: 'location_id',
        quantityField: 'capacity_consumed',
      });
      const r = await insertReservation(tx, {
        resource,
        cartId: cart.id,
        occurrence: occ,
        attendee: customer.id,
        bookedBy: input.actor.id,
        channel: input.channel,
        quantity: places,
        purchasedForUserId: null,
        terms,
        restrictionIds: [],
        now: input.now,
      });
      await tx.query('UPDATE carts SET updated_at = $2 WHERE id = $1', [cart.id, input.now]);
      placed = { id: r.bookingId, status: 'reserved' };
    } else {
      const row = await tx.one<{ id: number }>(
        `INSERT INTO bookings (user_id, booked_by_user_id, occurrence_id, status, booking_type, channel, capacity_consumed, price, created_at)
         VALUES ($1, $2, $3, 'settled', $4, $5, $6, 0, $7) RETURNING id`,
        [customer.id, input.actor.id, occ.id, occ.booking_type, input.channel, places, input.now],
      );
      placed = { id: row!.id, status: 'settled' };
    }
    // Someone who books leaves the waitlist they were on.
    const left = await tx.query('DELETE FROM waitlist_entries WHERE occurrence_id = $1 AND user_id = $2 RETURNING id', [
      occ.id,
      customer.id,
    ]);
    if (left.length > 0)
      await tx.query('UPDATE occurrences SET waitlist_consumed = GREATEST(0, waitlist_consumed - 1) WHERE id = $1', [
        occ.id,
      ]);
    return placed;
  });
}

/** Places still free on an occurrence for a channel (split capacity counts front of house apart). */
async function placesLeft(db: Db, occurrenceId: string, channel: Channel): Promise<number> {
  const row = await db.one<{ places_left: number }>(
    `SELECT CASE WHEN capacity_strategy = 'split'
                 THEN CASE WHEN $2::text = 'foh' THEN capacity_foh - consumed_foh ELSE capacity_online - consumed_online END
                 ELSE capacity_maximum - consumed END AS places_left
       FROM occurrences WHERE id = $1`,
    [occurrenceId, channel],
  );
  return Math.max(0, Number(row?.places_left ?? 0));
}
