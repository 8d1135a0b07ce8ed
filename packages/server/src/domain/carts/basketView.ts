import type { Db } from '../../db/db.ts';
import type { UserRow } from '../../auth/session.ts';
import { expireOwnBasket, releasedMessage } from './basketHolds.ts';
import { findOpenCart, presentCart } from './cartStore.ts';

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
  const removed = await db.transaction((tx) =>
    expireOwnBasket(tx, input.customer.id, input.cutoff, { now: input.now }),
  );
  const data = await presentCart(
    db,
    await findOpenCart(db, input.customer.id),
    input.customer,
    input.currency,
    input.actor,
  );
  if (removed.length === 0) return { data };
  return { data, meta: { removed_items: removed, message: releasedMessage(removed, input.holdMinutes) } };
}
