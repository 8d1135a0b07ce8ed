import type { Db } from '../../db/db.ts';
import { conflictError } from '../errors.ts';
import { releaseOccurrencePlaces } from '../capacity/capacity.ts';
import { offerFreedPlaces } from '../waitlists/promotion.ts';
import {
  evaluateCancellation,
  type CancellationDecision,
  type CancellationPolicy,
  type CutOffAction,
} from './cancellationPolicy.ts';
import type { BookingRow, CategoryRow, OccurrenceRow } from '../../db/rows.ts';

/** A booking as `CANCELLABLE_SELECT` reads it: with its occurrence's start and its category's cut-off terms. */
export type CancellableRow = Pick<
  BookingRow,
  | 'id'
  | 'user_id'
  | 'occurrence_id'
  | 'bundle_id'
  | 'status'
  | 'channel'
  | 'capacity_consumed'
  | 'price'
  | 'cut_off_hours'
> &
  Pick<OccurrenceRow, 'starts_at'> &
  Pick<CategoryRow, 'cut_off_actions' | 'awards_credit' | 'late_cancellation_fee'>;

export const CANCELLABLE_SELECT = `
  SELECT b.id, b.user_id, b.occurrence_id, b.bundle_id, b.status, b.channel, b.capacity_consumed, b.price, b.cut_off_hours,
         o.starts_at, c.cut_off_actions, c.awards_credit, c.late_cancellation_fee
    FROM bookings b JOIN occurrences o ON o.id = b.occurrence_id JOIN categories c ON c.id = o.category_id`;

export function policyOf(
  row: Pick<CancellableRow, 'cut_off_hours' | 'cut_off_actions' | 'awards_credit' | 'late_cancellation_fee'>,
): CancellationPolicy {
  return {
    cutOffMinutes: row.cut_off_hours * 60,
    cutOffActions: row.cut_off_actions ?? [],
    awardsCredit: row.awards_credit,
    lateFeeMinor: row.late_cancellation_fee,
  };
}

export function decisionFor(row: CancellableRow, now: Date): CancellationDecision {
  return evaluateCancellation(
    { status: row.status, startsAt: new Date(row.starts_at), pricePaidMinor: row.price },
    policyOf(row),
    now,
  );
}

/** Gives the places of a booking back to its occurrence. */
export async function releasePlaces(
  tx: Db,
  occurrenceId: string,
  places: number,
  channel: 'online' | 'foh',
): Promise<void> {
  await releaseOccurrencePlaces(tx, occurrenceId, channel, places);
}

export async function awardCredit(tx: Db, userId: number, amount: number, reason: string): Promise<void> {
  if (amount <= 0) return;
  await tx.query(
    `INSERT INTO credits (user_id, credit_type, balance) VALUES ($1, 'general', $2)
     ON CONFLICT (user_id, credit_type) DO UPDATE SET balance = credits.balance + EXCLUDED.balance`,
    [userId, amount],
  );
  await tx.query(
    `INSERT INTO credit_transactions (user_id, credit_type, amount, reason) VALUES ($1, 'general', $2, $3)`,
    [userId, amount, reason],
  );
}

export const BASKET_BUSY = 'This booking is being paid for right now, please try again in a moment.';

/**
 * A reserved booking sits in a basket item: cancelling it takes the item out of the basket so
 * checkout can never charge for it. The item is the unit a customer bought, so a course or camp
 * item goes whole: its other reserved sessions are cancelled too (their places freed) and the
 * bundle with them. The basket is claimed without waiting: a checkout holding it gets a clear 409
 * instead of a deadlock. Returns the occurrences whose places this freed besides the booking's own.
 */
async function dropFromBasket(tx: Db, bookingId: number, source: string, now: Date): Promise<string[]> {
  const item = await tx.one<{ id: number; cart_id: number; bundle_id: number | null }>(
    `SELECT i.id, i.cart_id, i.bundle_id FROM cart_items i JOIN carts c ON c.id = i.cart_id
      WHERE c.status = 'open' AND i.parent_item_id IS NULL
        AND (i.booking_id = $1 OR i.bundle_id = (SELECT bundle_id FROM bookings WHERE id = $1))`,
    [bookingId],
  );
  if (!item) return [];
  const claimed = await tx.one('SELECT id FROM carts WHERE id = $1 FOR UPDATE SKIP LOCKED', [item.cart_id]);
  if (!claimed) throw conflictError(BASKET_BUSY);
  await tx.query('DELETE FROM cart_items WHERE id = $1', [item.id]);
  if (item.bundle_id === null) return [];
  const others = await tx.query<{ occurrence_id: string; channel: 'online' | 'foh'; capacity_consumed: number }>(
    `UPDATE bookings SET status = 'cancelled', cancelled_at = $3, cancellation_source = $4
      WHERE bundle_id = $1 AND id <> $2 AND status = 'reserved' RETURNING occurrence_id, channel, capacity_consumed`,
    [item.bundle_id, bookingId, now, source],
  );
  for (const b of others) await releasePlaces(tx, b.occurrence_id, b.capacity_consumed, b.channel);
  await tx.query(`UPDATE booking_bundles SET status = 'cancelled' WHERE id = $1 AND status = 'reserved'`, [
    item.bundle_id,
  ]);
  return others.map((b) => b.occurrence_id);
}

export interface CancelOutcome {
  bookingId: number;
  decision: CancellationDecision;
  creditAwarded: number;
  actionsApplied: CutOffAction[];
  /** Who paid for the booking (its order's customer), when it was paid for. */
  paidBy?: number;
}

export const SUSPENSION_DAYS = 7;

/**
 * Cancels one booking inside the caller's transaction: marks it cancelled, frees its places, gives
 * credit back before the cut-off and applies the cut-off actions after it (BOOK-010). `force` skips
 * the customer rules (an occurrence deleted by staff cancels every booking and always refunds).
 */
export async function cancelBooking(
  tx: Db,
  row: CancellableRow,
  source: 'customers' | 'foh' | 'my-account' | 'occurrence',
  now: Date,
  opts: { force?: boolean } = {},
): Promise<CancelOutcome> {
  const decision = decisionFor(row, now);
  const freed = [row.occurrence_id];
  if (row.status === 'reserved') freed.push(...(await dropFromBasket(tx, row.id, source, now)));
  // Conditional, so a booking already cancelled (by its basket item, or a parallel request) never frees its places
  // twice.
  const cancelled = await tx.query(
    `UPDATE bookings SET status = 'cancelled', cancelled_at = $2, cancellation_source = $3 WHERE id = $1 AND status <> 'cancelled' RETURNING id`,
    [row.id, now, source],
  );
  if (cancelled.length === 0) return { bookingId: row.id, decision, creditAwarded: 0, actionsApplied: [] };
  await releasePlaces(tx, row.occurrence_id, row.capacity_consumed, row.channel);
  // A forced cancellation comes from the occurrence being deleted: its places are offered to nobody.
  if (!opts.force) await offerFreedPlaces(tx, freed, now);
  // A forced cancellation refunds what was paid; otherwise the policy decides.
  const credit = (opts.force ? row.status === 'settled' : decision.awardsCredit) ? (row.price ?? 0) : 0;
  const applied = opts.force ? [] : decision.cutOffActions.filter((a) => a !== 'disable_cancelling');
  // The customer who booked and paid (the order's: a parent who booked for a child) gets the credit back and
  // carries a late cancellation's penalty; a booking with no order falls to its attendee.
  const paidBy =
    credit > 0 || applied.length > 0 || row.status === 'settled'
      ? (
          await tx.one<{ user_id: number }>(
            'SELECT o.user_id FROM bookings b JOIN orders o ON o.id = b.order_id WHERE b.id = $1',
            [row.id],
          )
        )?.user_id
      : undefined;
  const payer = paidBy ?? row.user_id;
  for (const action of applied) {
    await tx.query(
      `INSERT INTO cancellation_penalties (user_id, booking_id, action, amount, active_until) VALUES ($1, $2, $3, $4, $5)`,
      [
        payer,
        row.id,
        action,
        action === 'charge_fee' ? row.late_cancellation_fee : null,
        action === 'charge_fee' ? null : new Date(now.getTime() + SUSPENSION_DAYS * 86_400_000),
      ],
    );
  }
  await awardCredit(tx, payer, credit, `Cancelled booking ${row.id}`);
  return { bookingId: row.id, decision, creditAwarded: credit, actionsApplied: applied, paidBy };
}
