import type { Db } from '../../db/db.ts';
import type { UserRow } from '../../auth/session.ts';
import { expireOwnBasket, releasedMessage } from './basketHolds.ts';
import { CREDIT_BALANCES_SQL, creditBalancesOf, findOpenCart, presentCart } from './cartStore.ts';
import type { CreditType } from '../credits/maxApplicable.ts';
import type { CartRow } from '../../db/rows.ts';

export interface BasketViewInput {
  customer: UserRow;
  actor: UserRow;
  currency: string;
  now: Date;
  /** Items added at or before this have lost their hold. */
  cutoff: Date;
  holdMinutes: number;
}

/**
 * The customer's basket after dropping items whose hold ran out; `meta` (when anything went) names them
 * and says why, including items another customer's request released.
 */
export async function loadBasket(db: Db, input: BasketViewInput) {
  // Most reads find nothing to release: one read says so and supplies the cart, and the locking pass
  // (a transaction of five statements) runs only when there is something to do (issue 12). Anything
  // released by another request after this read stays in released_items for the next answer.
  const found = await db.one<CartRow & { has_expired: boolean; credit_balances: Partial<Record<CreditType, number>> }>(
    `SELECT c.*, EXISTS (SELECT 1 FROM cart_items i WHERE i.cart_id = c.id AND i.parent_item_id IS NULL AND i.created_at <= $2
                                 AND (i.booking_id IS NOT NULL OR i.bundle_id IS NOT NULL)) AS has_expired,
            ${CREDIT_BALANCES_SQL}
       FROM carts c WHERE c.user_id = $1 AND c.status = 'open' ORDER BY c.id LIMIT 1`,
    [input.customer.id, input.cutoff],
  );
  const quiet = !found || (!found.has_expired && found.released_items.length === 0);
  const removed = quiet
    ? []
    : await db.transaction((tx) => expireOwnBasket(tx, input.customer.id, input.cutoff, { now: input.now }));
  let cart: CartRow | undefined;
  let balances: Record<CreditType, number> | undefined;
  if (quiet && found) {
    const { has_expired: _, credit_balances, ...row } = found;
    cart = row;
    balances = creditBalancesOf(credit_balances);
  } else cart = quiet ? undefined : await findOpenCart(db, input.customer.id);
  const data = await presentCart(db, cart, input.customer, input.currency, input.actor, balances);
  if (removed.length === 0) return { data };
  return { data, meta: { removed_items: removed, message: releasedMessage(removed, input.holdMinutes) } };
}
