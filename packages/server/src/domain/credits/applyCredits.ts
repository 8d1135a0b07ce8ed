import type { Db } from '../../db/db.ts';
import { invalidError, notFoundError } from '../errors.ts';
import { cartItems, lockOpenCart, summarise } from '../carts/cartStore.ts';
import { validateCreditTenders, type CreditTender } from './maxApplicable.ts';

export const CREDIT_NOT_APPLIED = 'Credit amount could not be applied.';

/** Reserves credit tenders on the open basket (flows §7), within the balances and the basket total. */
export async function applyCredits(db: Db, customerId: number, credits: CreditTender[], now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const cart = await lockOpenCart(tx, customerId);
    if (!cart) throw notFoundError();
    const items = await cartItems(tx, cart.id);
    const summary = await summarise(tx, cart, items);
    const checked = validateCreditTenders(credits, summary.balances, summary.total);
    if (!checked.ok) throw invalidError(checked.errors, CREDIT_NOT_APPLIED);
    await tx.query('UPDATE carts SET applied_credits = $2, updated_at = $3 WHERE id = $1', [
      cart.id,
      JSON.stringify(checked.tenders),
      now,
    ]);
  });
}
