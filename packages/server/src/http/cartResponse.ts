import { requireUser, type UserRow } from '../auth/session.ts';
import type { Db } from '../db/db.ts';
import { holdCutoff } from '../domain/carts/basketHolds.ts';
import { loadBasket } from '../domain/carts/basketView.ts';
import type { Ctx } from './app-env.ts';
import { ok } from './envelope.ts';
import { currentClient } from './tenant.ts';

/** Items added at or before this have lost their basket hold (BASKET_HOLD_MINUTES). */
export function cutoffOf(c: Ctx): Date {
  return holdCutoff(c.var.deps.now(), c.var.deps.config.basketHoldMinutes);
}

/**
 * The basket as it stands, after dropping items whose hold ran out; `meta.removed_items` and
 * `meta.message` tell the customer what went (also items another customer's request released).
 */
export async function cartResponse(c: Ctx, db: Db, customer: UserRow) {
  const client = await currentClient(c);
  const actor = await requireUser(c);
  const basket = await loadBasket(db, {
    customer,
    actor,
    currency: client.currency,
    now: c.var.deps.now(),
    cutoff: cutoffOf(c),
    holdMinutes: c.var.deps.config.basketHoldMinutes,
  });
  if (!basket.meta) return ok(c, basket.data);
  return ok(c, basket.data, { meta: basket.meta });
}
