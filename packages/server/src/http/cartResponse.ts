import { requireUser, type UserRow } from '../auth/session.ts';
import type { Db } from '../db/db.ts';
import { holdCutoff } from '../domain/carts/basketHolds.ts';
import { loadBasket, type BasketRead } from '../domain/carts/basketView.ts';
import type { Ctx } from './app-env.ts';
import { ok } from './envelope.ts';
import { currentClient } from './tenant.ts';

/** Items added at or before this have lost their basket hold (BASKET_HOLD_MINUTES). */
export function cutoffOf(c: Ctx): Date {
  return holdCutoff(c.get('deps').now(), c.get('deps').config.basketHoldMinutes);
}

/**
 * The basket as it stands, after dropping items whose hold ran out; `meta.removed_items` and
 * `meta.message` tell the customer what went (also items another customer's request released).
 * `first`: the basket as an add read it already, behind its COMMIT.
 */
export async function cartResponse(c: Ctx, db: Db, customer: UserRow, first?: BasketRead) {
  const client = await currentClient(c);
  const actor = await requireUser(c);
  const basket = await loadBasket(
    db,
    {
      customer,
      actor,
      currency: client.currency,
      now: c.get('deps').now(),
      cutoff: cutoffOf(c),
      holdMinutes: c.get('deps').config.basketHoldMinutes,
    },
    first,
  );
  if (!basket.meta) return ok(c, basket.data);
  return ok(c, basket.data, { meta: basket.meta });
}
