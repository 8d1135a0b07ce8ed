import type { Db } from '../../db/db.ts';
import type { UserRow } from '../../auth/session.ts';
import { userForActor } from '../../auth/access.ts';
import { CapacityError, releaseOccurrencePlaces, takeOccurrencePlaces, type Channel } from '../capacity/capacity.ts';
import { conflictError, invalidError, notFoundError } from '../errors.ts';
import { offerFreedPlaces } from '../waitlists/promotion.ts';
import { NO_PLACES_LEFT, removeItems } from './addItems.ts';
import { expiredHoldsFreer } from './basketHolds.ts';
import { cartItems, lockOpenCart } from './cartStore.ts';
import { updateErrors } from './quantityRules.ts';

/** API-040: the venue the basket is being used at (nullable, informational; another client's venue reads as none). */
export async function setBasketVenue(db: Db, customer: UserRow, venueId: number): Promise<void> {
  await db.query(
    `UPDATE carts SET venue_id = (SELECT id FROM venues WHERE id = $2 AND client_id = $3) WHERE user_id = $1 AND status = 'open'`,
    [customer.id, venueId, customer.client_id],
  );
}

/** Empties the open basket (its places go back) and drops the credits applied to it. */
export async function clearBasket(db: Db, customerId: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const cart = await lockOpenCart(tx, customerId);
    if (!cart) return;
    const items = await cartItems(tx, cart.id);
    await removeItems(
      tx,
      cart,
      items.filter((i) => i.parent_item_id === null).map((i) => i.id),
      now,
    );
    await tx.query(`UPDATE carts SET applied_credits = '[]'::jsonb, discount_code_id = NULL WHERE id = $1`, [cart.id]);
  });
}

/** Removes the named items from the open basket; not found when none of them was there. */
export async function removeBasketItems(db: Db, customerId: number, itemIds: number[], now: Date): Promise<void> {
  const removed = await db.transaction(async (tx) => {
    const cart = await lockOpenCart(tx, customerId);
    return cart ? removeItems(tx, cart, itemIds, now) : 0;
  });
  if (removed === 0) throw notFoundError();
}

/** Stops applying a membership benefit or a package to one basket item. */
export async function removeAppliedDiscount(
  db: Db,
  customerId: number,
  itemId: number,
  kind: 'benefit' | 'package',
): Promise<void> {
  const column = kind === 'benefit' ? 'benefit_applied' : 'package_applied';
  const changed = await db.query(
    `UPDATE cart_items i SET ${column} = false FROM carts c WHERE i.id = $1 AND c.id = i.cart_id AND c.user_id = $2 AND c.status = 'open' RETURNING i.id`,
    [itemId, customerId],
  );
  if (changed.length === 0) throw notFoundError();
}

export interface ItemUpdate {
  customer: UserRow;
  /** The channel of the request, for items whose booking records none. */
  channel: Channel;
  itemId: number;
  /** Undefined keeps what the item has. */
  quantity?: unknown;
  purchasedForUserId?: unknown;
  /** Where the fields sat in the body (`data.`, `options.` or none), for error keys. */
  fieldPrefix: string;
  now: Date;
  holdCutoff: Date;
}

interface UpdatableItem {
  id: number;
  quantity: number;
  booking_id: number | null;
  bundle_id: number | null;
  occurrence_id: string | null;
  purchased_for_user_id: number | null;
}

/**
 * Changes a top-level basket item's quantity or attendee. A bigger quantity takes the extra places
 * (freeing expired holds first if the occurrence is full); a smaller one gives them back and offers
 * them to the waitlist.
 */
export async function updateBasketItem(db: Db, u: ItemUpdate): Promise<void> {
  const prefix = u.fieldPrefix;
  await db.transaction(async (tx) => {
    // The cart row first (as add, remove and checkout do): a change never lands in a basket being paid for.
    await lockOpenCart(tx, u.customer.id);
    const item = await tx.one<UpdatableItem>(
      `SELECT i.* FROM cart_items i JOIN carts c ON c.id = i.cart_id WHERE i.id = $1 AND c.user_id = $2 AND c.status = 'open' AND i.parent_item_id IS NULL FOR UPDATE OF i`,
      [u.itemId, u.customer.id],
    );
    if (!item) throw notFoundError();
    const quantity = u.quantity === undefined ? item.quantity : Number(u.quantity);
    const forUser =
      u.purchasedForUserId === undefined ? item.purchased_for_user_id : (u.purchasedForUserId as number | null);
    const errors: Record<string, string[]> = {};
    const qErr = updateErrors(item.quantity, { quantity, purchasedForUserId: forUser });
    if (qErr.length) errors[`${prefix}quantity`] = qErr;
    if (forUser != null) {
      const exists = await tx.one('SELECT 1 FROM users WHERE id = $1 AND client_id = $2', [
        forUser,
        u.customer.client_id,
      ]);
      if (!exists) errors[`${prefix}purchased_for_user_id`] = ['The selected purchased for user id is invalid.'];
      else
        await userForActor(tx, u.customer, forUser).catch(() => {
          errors[`${prefix}purchased_for_user_id`] = ['The selected purchased for user id is invalid.'];
        });
    }
    if (item.bundle_id && quantity !== 1) errors[`${prefix}quantity`] = ['A course or camp is booked with quantity 1.'];
    if (Object.keys(errors).length) throw invalidError(errors);
    if (item.booking_id && item.occurrence_id && quantity !== item.quantity) {
      const b = await tx.one<{ channel: Channel }>('SELECT channel FROM bookings WHERE id = $1', [item.booking_id]);
      const channel = b?.channel ?? u.channel;
      if (quantity > item.quantity) {
        try {
          await takeOccurrencePlaces(
            tx,
            item.occurrence_id,
            channel,
            quantity - item.quantity,
            expiredHoldsFreer(tx, u.holdCutoff, item.id, u.now),
          );
        } catch (e) {
          if (e instanceof CapacityError) throw conflictError(NO_PLACES_LEFT);
          throw e;
        }
      } else {
        await releaseOccurrencePlaces(tx, item.occurrence_id, channel, item.quantity - quantity);
        await offerFreedPlaces(tx, [item.occurrence_id], u.now);
      }
      await tx.query('UPDATE bookings SET capacity_consumed = $2 WHERE id = $1', [item.booking_id, quantity]);
    }
    if (forUser !== item.purchased_for_user_id) {
      const attendee = forUser ?? u.customer.id;
      await tx.query('UPDATE bookings SET user_id = $2 WHERE (id = $1 OR bundle_id = $3) AND status = $4', [
        item.booking_id,
        attendee,
        item.bundle_id,
        'reserved',
      ]);
      if (item.bundle_id)
        await tx.query('UPDATE booking_bundles SET user_id = $2 WHERE id = $1', [item.bundle_id, attendee]);
    }
    await tx.query('UPDATE cart_items SET quantity = $2, purchased_for_user_id = $3 WHERE id = $1', [
      item.id,
      quantity,
      forUser,
    ]);
  });
}
