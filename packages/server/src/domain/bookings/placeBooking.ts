import type { Db } from '../../db/db.ts';
import { conflict, forbidden, notFound, HttpError } from '../../http/errors.ts';
import { bookingDisabledUntil } from '../occurrences/occurrenceContext.ts';

export const BOOKING_MESSAGES = {
  full: 'Sorry, this activity is fully booked.',
  alreadyBooked: 'You have already booked this activity.',
  notBookable: 'This activity is no longer bookable.',
  cancelled: 'This activity has been cancelled.',
  suspended: 'Online booking is suspended on your account.',
} as const;

/**
 * Takes `places` places for a channel with one conditional UPDATE: the row lock it takes serialises
 * concurrent attempts and the WHERE re-checks capacity on the latest row, so there is never a
 * read-then-write window (the 200-way race test proves it). Returns false when there is no room.
 */
export async function takePlaces(tx: Db, occurrenceId: string, places: number, channel: 'online' | 'foh'): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE occurrences SET consumed = consumed + $2,
            consumed_online = consumed_online + CASE WHEN $3 = 'online' THEN $2 ELSE 0 END,
            consumed_foh = consumed_foh + CASE WHEN $3 = 'foh' THEN $2 ELSE 0 END
      WHERE id = $1 AND deleted_at IS NULL AND status <> 'cancelled'
        AND CASE WHEN capacity_strategy = 'shared' THEN consumed + $2 <= capacity_maximum
                 WHEN $3 = 'online' THEN consumed_online + $2 <= capacity_online
                 ELSE consumed_foh + $2 <= capacity_foh END
      RETURNING id`,
    [occurrenceId, places, channel],
  );
  return rows.length === 1;
}

export interface PlaceBookingInput {
  occurrenceId: string;
  userId: number;
  bookedByUserId: number;
  channel: 'online' | 'foh';
  /** Places taken (a block booking takes several). */
  places?: number;
  now: Date;
}

export interface PlacedBooking {
  id: number;
  status: 'settled' | 'reserved';
}

/**
 * Books a place on an occurrence for a customer (inside its own transaction, or the caller's).
 * Free occurrences settle at once; priced ones stay reserved with no price until paid (BOOK-004).
 * Carts may call this to reserve the place behind an av2_booking item.
 */
export async function placeBooking(db: Db, input: PlaceBookingInput): Promise<PlacedBooking> {
  const places = input.places ?? 1;
  return db.transaction(async (tx) => {
    const occ = await tx.one<{ status: string; deleted_at: Date | null; starts_at: Date; last_bookable_at: Date | null; price: number | null; booking_type: string }>(
      'SELECT status, deleted_at, starts_at, last_bookable_at, price, booking_type FROM occurrences WHERE id = $1',
      [input.occurrenceId],
    );
    if (!occ || occ.deleted_at) throw notFound();
    if (occ.status === 'cancelled') throw conflict(BOOKING_MESSAGES.cancelled);
    const closesAt = new Date(occ.last_bookable_at ?? occ.starts_at);
    if (input.now.getTime() >= closesAt.getTime()) throw conflict(BOOKING_MESSAGES.notBookable);
    if (input.channel === 'online' && (await bookingDisabledUntil(tx, input.userId, input.now))) throw forbidden(BOOKING_MESSAGES.suspended);
    if (!(await takePlaces(tx, input.occurrenceId, places, input.channel))) throw conflict(BOOKING_MESSAGES.full);
    // Checked after the UPDATE: its row lock orders two attempts by the same customer, and this
    // statement's fresh snapshot sees the booking the first one committed.
    const dup = await tx.one('SELECT 1 FROM bookings WHERE occurrence_id = $1 AND user_id = $2 AND status <> $3 AND bundle_id IS NULL', [
      input.occurrenceId,
      input.userId,
      'cancelled',
    ]);
    if (dup) throw new HttpError(409, { message: BOOKING_MESSAGES.alreadyBooked });
    const free = occ.price === null || occ.price === 0;
    const status = free ? 'settled' : 'reserved';
    const row = await tx.one<{ id: number }>(
      `INSERT INTO bookings (user_id, booked_by_user_id, occurrence_id, status, booking_type, channel, capacity_consumed, price, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
      [input.userId, input.bookedByUserId, input.occurrenceId, status, occ.booking_type, input.channel, places, free ? 0 : null, input.now],
    );
    // Someone who books leaves the waitlist they were on.
    const left = await tx.query('DELETE FROM waitlist_entries WHERE occurrence_id = $1 AND user_id = $2 RETURNING id', [input.occurrenceId, input.userId]);
    if (left.length > 0) await tx.query('UPDATE occurrences SET waitlist_consumed = GREATEST(0, waitlist_consumed - 1) WHERE id = $1', [input.occurrenceId]);
    return { id: row!.id, status };
  });
}
