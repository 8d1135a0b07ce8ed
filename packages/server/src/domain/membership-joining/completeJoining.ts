/**
 * A paid online-joining basket starts its membership: active from today, billed next a month or a
 * year on, at the price per period of the option bought, from the chosen home venue, tied to the order.
 */
import type { Db } from '../../db/db.ts';
import type { CartItemRow } from '../carts/cartStore.ts';
import { dateWords, localDate } from '../../time/londonTime.ts';
import { nextBillingDate } from './terms.ts';

export async function startMemberships(
  tx: Db,
  a: { items: CartItemRow[]; userId: number; orderId: number; now: Date },
): Promise<number[]> {
  const started: number[] = [];
  const today = localDate(a.now);
  for (const item of a.items.filter((i) => i.kind === 'membership' && i.parent_item_id === null)) {
    const extra = item.extra as { home_venue?: { id?: number }; billing_period?: 'monthly' | 'annual' };
    const period = extra.billing_period === 'annual' ? 'annual' : 'monthly';
    const row = await tx.one<{ id: number }>(
      `INSERT INTO membership_users (user_id, membership_id, home_venue_id, status, starts_at, pricing_option_id,
                                     billing_period, price, billing_date, order_id, created_at)
       VALUES ($1, $2, $3, 'active', $4, $5, $6, $7, $8, $9, $4) RETURNING id`,
      [
        a.userId,
        item.membership_id,
        extra.home_venue?.id ?? null,
        a.now,
        item.pricing_option_id,
        period,
        item.price,
        nextBillingDate(today, period),
        a.orderId,
      ],
    );
    // The member now has a billing date; one without a home venue takes the membership's.
    await tx.query(
      'UPDATE users SET has_billing_date = true, home_venue_id = coalesce(home_venue_id, $2) WHERE id = $1',
      [a.userId, extra.home_venue?.id ?? null],
    );
    started.push(row!.id);
  }
  return started;
}

/** The order line's words for a membership: 'Monthly membership from Tue 24 Nov 2026, home venue Riverside'. */
export function membershipLineSummary(item: CartItemRow, now: Date): string {
  const extra = item.extra as { home_venue?: { name?: string }; billing_period?: string };
  const period = extra.billing_period === 'annual' ? 'Annual' : 'Monthly';
  const venue = extra.home_venue?.name ? `, home venue ${extra.home_venue.name}` : '';
  return `${period} membership from ${dateWords(localDate(now))}${venue}`;
}
