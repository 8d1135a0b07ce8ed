import type { Db } from '../../db/db.ts';
import { releaseOccurrencePlaces, type Channel } from '../capacity/capacity.ts';
import { offerFreedPlaces } from '../waitlists/promotion.ts';

/**
 * Basket holds: a basket item holds its places for `basketHoldMinutes` from when it was added
 * (`cart_items.created_at`). Expired holds are released lazily, never by a timer, because several
 * server processes share one database and none of them owns the clock:
 * - when taking places fails for lack of capacity (see `freeExpiredHolds`), and
 * - when the owner's basket is read or changed, or checked out (see `expireOwnBasket`).
 *
 * Every release claims the carts with `FOR UPDATE ... SKIP LOCKED` (an item is changed only by whoever
 * holds its cart), so two releasers never release one hold twice, and a releaser never waits on a cart
 * that its owner has locked (checkout in progress, a basket change): that owner's own transaction deals
 * with it.
 * Places go back with the relative `releaseOccurrencePlaces` UPDATE for exactly the reserved
 * bookings this transaction deleted (DELETE ... RETURNING), never a count read and written back.
 */

/** Items added at or before this instant have lost their hold. */
export function holdCutoff(now: Date, holdMinutes: number): Date {
  return new Date(now.getTime() - holdMinutes * 60_000);
}

export function releasedMessage(names: string[], holdMinutes: number): string {
  return `Places held in your basket for more than ${holdMinutes} minutes were released: ${names.join(', ')}.`;
}

export function releasedAtCheckoutMessage(names: string[], holdMinutes: number): string {
  return `${releasedMessage(names, holdMinutes)} Please check your basket and try again.`;
}

interface ClaimedItem {
  id: number;
  cart_id: number;
  name: string;
  booking_id: number | null;
  bundle_id: number | null;
}

/**
 * Releases the given (already claimed) items: deletes them, their reserved bookings and bundles, gives
 * the places back and offers them to the waitlists (promotion.ts).
 */
async function releaseClaimed(tx: Db, claimed: ClaimedItem[], now: Date): Promise<void> {
  if (claimed.length === 0) return;
  await tx.query('DELETE FROM cart_items WHERE id = ANY($1::int[])', [claimed.map((i) => i.id)]);
  const bookingIds = claimed.map((i) => i.booking_id).filter((x): x is number => x !== null);
  const bundleIds = claimed.map((i) => i.bundle_id).filter((x): x is number => x !== null);
  const freed = await tx.query<{ occurrence_id: string; channel: Channel; capacity_consumed: number }>(
    `DELETE FROM bookings WHERE status = 'reserved' AND (id = ANY($1::int[]) OR bundle_id = ANY($2::int[]))
     RETURNING occurrence_id, channel, capacity_consumed`,
    [bookingIds, bundleIds],
  );
  for (const b of freed) await releaseOccurrencePlaces(tx, b.occurrence_id, b.channel, b.capacity_consumed);
  if (bundleIds.length)
    await tx.query(`DELETE FROM booking_bundles WHERE id = ANY($1::int[]) AND status = 'reserved'`, [bundleIds]);
  await offerFreedPlaces(
    tx,
    freed.map((b) => b.occurrence_id),
    now,
  );
}

/**
 * Frees the expired holds of other customers' open baskets on one occurrence (or every session of a
 * schedule) (for a course, a hold
 * on any of its sessions frees the whole course place). Returns how many basket items went; their
 * names are remembered on the owners' carts. Run it inside the transaction that failed to take places.
 */
export async function freeExpiredHolds(
  tx: Db,
  occurrenceId: string,
  cutoff: Date,
  scope: 'occurrence' | 'schedule' = 'occurrence',
  keepItemId: number | null = null,
  now: Date = new Date(),
): Promise<number> {
  const expired = `FROM cart_items i JOIN carts c ON c.id = i.cart_id
      WHERE c.status = 'open' AND i.parent_item_id IS NULL AND i.created_at <= $2
        AND EXISTS (SELECT 1 FROM bookings b WHERE b.status = 'reserved'
                     AND ${scope === 'occurrence' ? 'b.occurrence_id = $1' : 'b.occurrence_id IN (SELECT id FROM occurrences WHERE schedule_id = $1::uuid)'}
                     AND (b.id = i.booking_id OR (i.bundle_id IS NOT NULL AND b.bundle_id = i.bundle_id)))
        AND ($3::int IS NULL OR i.id <> $3)`;
  // Only the carts are claimed: whoever changes an item locks its cart first. Locking items and carts in one
  // SKIP LOCKED statement kept an item's lock when its cart was busy, so its owner, who had the cart, passed
  // over its own expired item and the place stayed held.
  const carts = await tx.query<{ id: number }>(`SELECT c.id ${expired} ORDER BY c.id FOR UPDATE OF c SKIP LOCKED`, [
    occurrenceId,
    cutoff,
    keepItemId,
  ]);
  if (carts.length === 0) return 0;
  // Read again now the carts are ours: an item its owner released before we had the cart is gone.
  const claimed = await tx.query<ClaimedItem>(
    `SELECT i.id, i.cart_id, i.name, i.booking_id, i.bundle_id ${expired} AND c.id = ANY($4::int[]) ORDER BY i.id`,
    [occurrenceId, cutoff, keepItemId, carts.map((c) => c.id)],
  );
  await releaseClaimed(tx, claimed, now);
  const byCart = new Map<number, string[]>();
  for (const i of claimed) byCart.set(i.cart_id, [...(byCart.get(i.cart_id) ?? []), i.name]);
  for (const [cartId, names] of byCart) {
    await tx.query(`UPDATE carts SET released_items = released_items || $2::jsonb WHERE id = $1`, [
      cartId,
      JSON.stringify(names),
    ]);
  }
  return claimed.length;
}

/** A `freeUp` hook for the capacity helpers: when an occurrence is full, free its expired holds. */
export function expiredHoldsFreer(
  tx: Db,
  cutoff: Date,
  keepItemId: number | null = null,
  now: Date = new Date(),
): (occurrenceId: string) => Promise<number> {
  return (occurrenceId) => freeExpiredHolds(tx, occurrenceId, cutoff, 'occurrence', keepItemId, now);
}

/**
 * Its own transaction, after a request found these occurrences full and rolled back: frees their
 * expired holds and offers every free place to their waitlists, so a place that the queue is owed
 * goes to the queue even though the request that found it failed. Only occurrences with a waitlist.
 */
export async function sweepOccurrences(db: Db, occurrenceIds: string[], cutoff: Date, now: Date): Promise<void> {
  if (occurrenceIds.length === 0) return;
  const waiting = await db.query<{ id: string }>(
    `SELECT DISTINCT occurrence_id AS id FROM waitlist_entries WHERE occurrence_id = ANY($1::text[]) ORDER BY 1`,
    [occurrenceIds],
  );
  if (waiting.length === 0) return;
  await db.transaction(async (tx) => {
    for (const { id } of waiting) {
      await freeExpiredHolds(tx, id, cutoff, 'occurrence', null, now);
      await offerFreedPlaces(tx, [id], now);
    }
  });
}

/**
 * The owner's side: releases the expired items of this customer's open basket and hands back (and
 * forgets) every item name released since the owner last heard, including those other customers'
 * requests released. Must run in a transaction; locks the open cart first.
 */
export async function expireOwnBasket(
  tx: Db,
  userId: number,
  cutoff: Date,
  options: { releaseOwn?: boolean; now?: Date } = {},
): Promise<string[]> {
  const cart = await tx.one<{ id: number }>(
    `SELECT id FROM carts WHERE user_id = $1 AND status = 'open' ORDER BY id LIMIT 1 FOR UPDATE`,
    [userId],
  );
  if (!cart) return [];
  const own =
    options.releaseOwn === false
      ? []
      : await tx.query<ClaimedItem>(
          `SELECT id, cart_id, name, booking_id, bundle_id FROM cart_items
      WHERE cart_id = $1 AND parent_item_id IS NULL AND created_at <= $2 AND (booking_id IS NOT NULL OR bundle_id IS NOT NULL)
      ORDER BY id FOR UPDATE SKIP LOCKED`,
          [cart.id, cutoff],
        );
  await releaseClaimed(tx, own, options.now ?? new Date());
  const earlier = await tx.one<{ released_items: string[] }>(
    `UPDATE carts c SET released_items = '[]'::jsonb FROM (SELECT id, released_items FROM carts WHERE id = $1) old
      WHERE c.id = old.id AND old.released_items <> '[]'::jsonb RETURNING old.released_items`,
    [cart.id],
  );
  return [...(earlier?.released_items ?? []), ...own.map((i) => i.name)];
}
