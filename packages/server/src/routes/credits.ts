import { applyCreditsBody, cart as cartSchema } from '@venue/core/contract/carts.ts';
import type { App } from '../http/app-env.ts';
import { notFound, unprocessable } from '../http/errors.ts';
import { route } from '../http/route.ts';
import { cartItems, summarise, type CartRow } from '../domain/carts/cartStore.ts';
import { validateCreditTenders } from '../domain/credits/maxApplicable.ts';
import { actors } from '../auth/actors.ts';
import { cartResponse } from '../http/cartResponse.ts';

export const CREDIT_NOT_APPLIED = 'Credit amount could not be applied.';


/** POST /api/credits/apply: reserves credit tenders on the basket (flows §7); the balance drops by them. */
export default function register(app: App): void {
  route(app, { method: 'post', path: '/api/credits/apply', summary: 'Apply membership and general credit to the basket', tags: ['credits', 'carts'], auth: 'user', body: applyCreditsBody, response: cartSchema }, async (c, { body }) => {
    const a = await actors(c, body.selected_user_id ?? undefined);
    const db = c.var.deps.db;
    await db.transaction(async (tx) => {
      const cart = await tx.one<CartRow>(`SELECT * FROM carts WHERE user_id = $1 AND status = 'open' ORDER BY id LIMIT 1 FOR UPDATE`, [a.customer.id]);
      if (!cart) throw notFound();
      const items = await cartItems(tx, cart.id);
      const summary = await summarise(tx, cart, items);
      const checked = validateCreditTenders(body.credits, summary.balances, summary.total);
      if (!checked.ok) throw unprocessable(checked.errors, CREDIT_NOT_APPLIED);
      await tx.query('UPDATE carts SET applied_credits = $2, updated_at = $3 WHERE id = $1', [cart.id, JSON.stringify(checked.tenders), c.var.deps.now()]);
    });
    return cartResponse(c, db, a.customer);
  });
}
