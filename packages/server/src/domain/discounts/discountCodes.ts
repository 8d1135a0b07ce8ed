/**
 * Discount codes on a basket (flows §5, PAY-030): a percentage or a fixed amount off the basket's
 * total. A code is checked when it is applied (known, not expired, not used up), its amount is worked
 * out again whenever the basket's totals are (cartStore.ts `summarise`), and one use is counted when
 * the order is settled, with a conditional UPDATE so the last use cannot be taken twice.
 */
import type { Db } from '../../db/db.ts';
import type { UserRow } from '../../auth/session.ts';
import { rejectedError } from '../errors.ts';

/** The server's refusals; the client shows these in its failure toast (status 400, decision G20). */
export const DISCOUNT_MESSAGES = {
  unknown: 'This discount code is not recognised.',
  expired: 'This discount code has expired.',
  usedUp: 'This discount code has already been used the maximum number of times.',
  emptyBasket: 'Add something to your basket before entering a discount code.',
} as const;

/** `discount_codes`. */
export interface DiscountCodeRow {
  id: number;
  client_id: number;
  code: string;
  description: string;
  kind: 'percentage' | 'fixed';
  /** Percentage: 1 to 100; fixed: minor units. */
  amount: number;
  expires_at: Date | null;
  max_uses: number | null;
  uses: number;
}

/** What the code takes off a basket of `subTotal` minor units: never more than the basket costs. */
export function discountAmount(code: Pick<DiscountCodeRow, 'kind' | 'amount'>, subTotal: number): number {
  if (subTotal <= 0) return 0;
  const off = code.kind === 'percentage' ? Math.round((subTotal * code.amount) / 100) : code.amount;
  return Math.min(off, subTotal);
}

export async function findDiscountCode(db: Db, id: number): Promise<DiscountCodeRow | undefined> {
  return db.one<DiscountCodeRow>('SELECT * FROM discount_codes WHERE id = $1', [id]);
}

/** Why a code cannot be used now, or null when it can. */
export function discountRefusal(code: DiscountCodeRow | undefined, now: Date): string | null {
  if (!code) return DISCOUNT_MESSAGES.unknown;
  if (code.expires_at && code.expires_at.getTime() <= now.getTime()) return DISCOUNT_MESSAGES.expired;
  if (code.max_uses !== null && code.uses >= code.max_uses) return DISCOUNT_MESSAGES.usedUp;
  return null;
}

/** Applies `code` to the customer's open basket (replacing any code applied before); 400 when refused. */
export async function applyDiscountCode(db: Db, customer: UserRow, code: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const cart = await tx.one<{ id: number }>(
      `SELECT id FROM carts WHERE user_id = $1 AND status = 'open' ORDER BY id LIMIT 1 FOR UPDATE`,
      [customer.id],
    );
    const hasItems = cart ? await tx.one('SELECT 1 FROM cart_items WHERE cart_id = $1 LIMIT 1', [cart.id]) : undefined;
    if (!cart || !hasItems) throw rejectedError(DISCOUNT_MESSAGES.emptyBasket);
    const row = await tx.one<DiscountCodeRow>(
      'SELECT * FROM discount_codes WHERE client_id = $1 AND upper(code) = upper($2)',
      [customer.client_id, code.trim()],
    );
    const refusal = discountRefusal(row, now);
    if (refusal) throw rejectedError(refusal);
    await tx.query('UPDATE carts SET discount_code_id = $2, updated_at = $3 WHERE id = $1', [cart.id, row!.id, now]);
  });
}

/** Takes the code off the customer's open basket (nothing to do when none is applied). */
export async function removeDiscountCode(db: Db, customerId: number, now: Date): Promise<void> {
  await db.query(
    `UPDATE carts SET discount_code_id = NULL, updated_at = $2 WHERE user_id = $1 AND status = 'open' AND discount_code_id IS NOT NULL`,
    [customerId, now],
  );
}

/** Counts one use as the order settles; refused (400) when the last use went meanwhile. */
export async function redeemDiscountCode(tx: Db, id: number): Promise<void> {
  const taken = await tx.query(
    'UPDATE discount_codes SET uses = uses + 1 WHERE id = $1 AND (max_uses IS NULL OR uses < max_uses) RETURNING id',
    [id],
  );
  if (taken.length === 0) throw rejectedError(DISCOUNT_MESSAGES.usedUp);
}
