import type { Db } from '../../db/db.ts';
import type { UserRow } from '../../auth/session.ts';
import type { CheckoutClient } from './checkoutService.ts';
import { invalidError } from '../errors.ts';
import { cartTotal, type CartItemRow, type CartRow } from '../carts/cartStore.ts';
import type { Tenders } from './tenders.ts';
import { dateWords } from '../../time/londonTime.ts';
import { redeemDiscountCode } from '../discounts/discountCodes.ts';
import { membershipLineSummary, startMemberships } from '../membership-joining/completeJoining.ts';
import { leaveWaitlistsOfOrder } from '../waitlists/waitlist.ts';

export const CREDIT_NOT_APPLIED = 'Credit amount could not be applied.';

export interface SettleArgs {
  client: CheckoutClient;
  cart: CartRow;
  items: CartItemRow[];
  customer: UserRow;
  actor: UserRow;
  tenders: Tenders;
  transaction: { id: string; amount: number } | null;
  completedWaivers: number[];
  total: number;
  now: Date;
  frontOfHouse: boolean;
}

/** Splits a price over n sessions in whole pence; the first sessions carry the remainder. */
export function splitPrice(total: number, n: number): number[] {
  const base = Math.floor(total / n);
  return Array.from({ length: n }, (_, i) => base + (i < total - base * n ? 1 : 0));
}

/** Everything that makes a paid basket an order, inside the caller's transaction. */
export async function settleCart(tx: Db, a: SettleArgs): Promise<number> {
  // `total` is what the basket owes after its discount code; the lines' cost less that is the discount.
  const discount = a.cart.discount_code_id != null ? cartTotal(a.items) - a.total : 0;
  if (a.cart.discount_code_id != null && discount > 0) await redeemDiscountCode(tx, a.cart.discount_code_id);
  const order = await tx.one<{ id: number }>(
    `INSERT INTO orders (client_id, user_id, created_by_user_id, cart_id, cart_source, source, status, total, balance, created_at,
                         discount_code_id, discount)
     VALUES ($1, $2, $3, $4, $5, $6, 'success', $7, 0, $8, $9, $10) RETURNING id`,
    [
      a.client.id,
      a.customer.id,
      a.actor.id === a.customer.id ? null : a.actor.id,
      a.cart.id,
      a.cart.source,
      a.frontOfHouse ? 'front-of-house' : 'online',
      a.total,
      a.now,
      discount > 0 ? a.cart.discount_code_id : null,
      discount,
    ],
  );
  const orderId = order!.id;

  // Credit is taken with a conditional UPDATE so a balance spent elsewhere meanwhile cannot go negative.
  for (const c of a.tenders.credits) {
    const taken = await tx.query(
      'UPDATE credits SET balance = balance - $3 WHERE user_id = $1 AND credit_type = $2 AND balance >= $3 RETURNING balance',
      [a.customer.id, c.type, c.amount],
    );
    if (taken.length === 0) throw invalidError({ [`payments.${c.type}`]: [CREDIT_NOT_APPLIED] }, CREDIT_NOT_APPLIED);
    await tx.query(
      'INSERT INTO credit_transactions (user_id, credit_type, amount, order_id, reason, created_at) VALUES ($1, $2, $3, $4, $5, $6)',
      [a.customer.id, c.type, -c.amount, orderId, `Order ${orderId}`, a.now],
    );
    await tx.query(
      `INSERT INTO payments (order_id, tender_type, credit_type, amount, created_at) VALUES ($1, 'credit', $2, $3, $4)`,
      [orderId, c.type, c.amount, a.now],
    );
  }
  for (const o of a.tenders.offline) {
    await tx.query('INSERT INTO payments (order_id, tender_type, amount, created_at) VALUES ($1, $2, $3, $4)', [
      orderId,
      o.tender_type,
      o.amount,
      a.now,
    ]);
  }
  if (a.transaction) {
    await tx.query(
      `INSERT INTO payments (order_id, tender_type, amount, transaction_id, created_at) VALUES ($1, 'online', $2, $3, $4)`,
      [orderId, a.transaction.amount, a.transaction.id, a.now],
    );
    await tx.query(
      `UPDATE payment_transactions SET status = 'captured', order_id = $2, updated_at = $3 WHERE id = $1`,
      [a.transaction.id, orderId, a.now],
    );
  }

  const top = a.items.filter((i) => i.parent_item_id === null);
  for (const item of top) {
    const resource = item.resource as Parameters<typeof lineSummary>[0];
    await tx.query(
      `INSERT INTO order_line_items (order_id, name, summary, purchasable_type, purchasable_id, quantity, price, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        orderId,
        item.name,
        item.kind === 'membership' ? membershipLineSummary(item, a.now) : lineSummary(resource),
        item.purchasable_type,
        item.purchasable_id,
        item.quantity,
        item.price * item.quantity,
        a.now,
      ],
    );
    const lineTotal = item.price * item.quantity;
    if (item.bundle_id) {
      const bookings = await tx.query<{ id: number }>(
        `SELECT b.id FROM bookings b JOIN occurrences o ON o.id = b.occurrence_id WHERE b.bundle_id = $1 AND b.status = 'reserved' ORDER BY o.starts_at, b.id`,
        [item.bundle_id],
      );
      const prices = splitPrice(lineTotal, Math.max(bookings.length, 1));
      for (const [i, b] of bookings.entries()) {
        await tx.query(`UPDATE bookings SET status = 'settled', price = $2, order_id = $3 WHERE id = $1`, [
          b.id,
          prices[i],
          orderId,
        ]);
      }
      await tx.query(`UPDATE booking_bundles SET status = 'settled', total_price = $2, order_id = $3 WHERE id = $1`, [
        item.bundle_id,
        lineTotal,
        orderId,
      ]);
    } else if (item.booking_id) {
      await tx.query(
        `UPDATE bookings SET status = 'settled', price = $2, order_id = $3 WHERE id = $1 AND status = 'reserved'`,
        [item.booking_id, lineTotal, orderId],
      );
    }
    // Lines inside this one with a charge of their own (a membership's joining fee) are order lines too.
    for (const child of a.items.filter((c) => c.parent_item_id === item.id && c.price > 0)) {
      await tx.query(
        `INSERT INTO order_line_items (order_id, name, summary, purchasable_type, purchasable_id, quantity, price, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          orderId,
          child.name,
          `${item.name} joining fee`,
          child.purchasable_type,
          child.purchasable_id,
          child.quantity,
          child.price * child.quantity,
          a.now,
        ],
      );
    }
    // Agreed waivers are now signed for the attendee.
    const attendee = item.purchased_for_user_id ?? a.customer.id;
    for (const rid of item.activity_restriction_ids ?? []) {
      await tx.query(
        'INSERT INTO user_restrictions (user_id, restriction_id, signed_by_user_id, satisfied_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING',
        [attendee, rid, a.actor.id, a.now],
      );
    }
  }
  if (discount > 0) {
    const code = await tx.one<{ code: string; description: string }>(
      'SELECT code, description FROM discount_codes WHERE id = $1',
      [a.cart.discount_code_id],
    );
    await tx.query(
      `INSERT INTO order_line_items (order_id, name, summary, purchasable_type, purchasable_id, quantity, price, created_at) VALUES ($1, $2, $3, 'discountCode', $4, 1, $5, $6)`,
      [orderId, `Discount code ${code!.code}`, code!.description, String(a.cart.discount_code_id), -discount, a.now],
    );
  }
  await startMemberships(tx, { items: a.items, userId: a.customer.id, orderId, now: a.now });
  await leaveWaitlistsOfOrder(tx, orderId);
  for (const rid of a.completedWaivers) {
    await tx.query(
      'INSERT INTO user_restrictions (user_id, restriction_id, signed_by_user_id, satisfied_at) SELECT $1, id, $3, $4 FROM restrictions WHERE id = $2 AND client_id = $5 ON CONFLICT DO NOTHING',
      [a.customer.id, rid, a.actor.id, a.now, a.client.id],
    );
  }
  await tx.query(
    `UPDATE carts SET status = 'complete', complete_order_id = $2, applied_credits = '[]'::jsonb, updated_at = $3 WHERE id = $1`,
    [a.cart.id, orderId, a.now],
  );
  return orderId;
}

/**
 * The words a customer reads on the order (the confirmation, the account's orders, the e-mail): 'Fri 27 Nov
 * 2026, 09:30 at Riverside Leisure Centre'. The start is the venue's wall clock, as the basket and the account's
 * bookings show it; a day without a start time keeps the day alone.
 */
export function lineSummary(resource: {
  venue_name?: string;
  date?: string;
  starts_at?: { local?: string } | null;
}): string | null {
  const date = resource.date && /^\d{4}-\d{2}-\d{2}$/.test(resource.date) ? dateWords(resource.date) : resource.date;
  const local = resource.starts_at?.local ?? '';
  const time = resource.date && local.startsWith(resource.date) ? /\d{2}:\d{2}/.exec(local.slice(10))?.[0] : undefined;
  return [time ? `${date}, ${time}` : date, resource.venue_name].filter(Boolean).join(' at ') || null;
}
