import { attendeeWaiverState, type AttendeeFact } from './attendeeWaivers.ts';
import type { Db } from '../../db/db.ts';
import type { UserRow } from '../../auth/session.ts';
import { money } from '../../presentation/wire.ts';
import type { CartItemRow, CartRow } from '../../db/rows.ts';
import { CREDIT_TYPES, maxApplicable, type CreditTender, type CreditType } from '../credits/maxApplicable.ts';
import { discountAmount, findDiscountCode, type DiscountCodeRow } from '../discounts/discountCodes.ts';

import { CART_SOURCES, type CartSource } from '@venue/core/contract';
import { cartItemWhen, type ItemTimes } from '@venue/core/item-when';

export { CART_SOURCES, type CartSource };

export type { CartItemRow, CartRow };

/**
 * The columns of a basket line the basket's answer reads (presentCart, attendeeWaiverState, cartTotal):
 * the basket view (basketView.ts) selects these and no others (issue 12: every column of every item
 * was sent as JSON and parsed on each add).
 */
export const BASKET_LINE_COLUMNS = [
  'id',
  'parent_item_id',
  'kind',
  'cartable_type',
  'purchasable_type',
  'purchasable_id',
  'name',
  'quantity',
  'max_quantity',
  'price',
  'sort_key',
  'membership_user_id',
  'purchased_for_user_id',
  'bundle_id',
  'occurrence_id',
  'membership_id',
  'pricing_option_id',
  'benefit_applied',
  'package_applied',
  'enable_print_receipt',
  'activity_restriction_ids',
  'resource',
  'extra',
] as const satisfies readonly (keyof CartItemRow)[];
export type BasketLine = Pick<CartItemRow, (typeof BASKET_LINE_COLUMNS)[number]>;

/** The columns of the open cart the basket's answer reads (loadBasket, presentCart, summarise). */
export const BASKET_CART_COLUMNS = [
  'id',
  'uuid',
  'user_id',
  'source',
  'status',
  'venue_id',
  'complete_order_id',
  'applied_credits',
  'released_items',
  'discount_code_id',
] as const satisfies readonly (keyof CartRow)[];
export type BasketCart = Pick<CartRow, (typeof BASKET_CART_COLUMNS)[number]>;

/**
 * What an add reads of the open cart: its id, and its source to decide whether an empty basket changes
 * hands. Only these come back (issue 12): the driver sets up and parses every column it is sent, and
 * the whole row was about 0.05 ms of the server's CPU an add.
 */
export type OpenCart = Pick<CartRow, 'id' | 'source'> & {
  /**
   * The row's version (`xmin`) as the statement that wrote it left it: the add's basket read compares it
   * with the version it sees, to know whether anyone else changed the basket in between (basketView.ts).
   */
  version?: string;
};
const OPEN_CART_COLUMNS = 'id, source, xmin::text AS version';

/**
 * The source a cart call works on when the caller names none: front of house when staff act for a
 * customer, the default activity booking source otherwise (G27).
 */
export function defaultSource(actor: UserRow, customer: UserRow): CartSource {
  return actor.role === 'staff' && actor.id !== customer.id ? 'front-of-house' : 'activity-booking';
}

/**
 * The customer's open cart, created when missing. Must run in a transaction: the advisory lock on
 * the customer makes two first adds in parallel share one cart instead of opening two, and the row
 * lock on the open cart makes an add wait for a checkout of that cart (which locks it too): once the
 * checkout has committed the cart is no longer open, so the add opens a new one instead of putting a
 * place into a basket that is already paid for.
 * With `touchAt` (an add), the cart's `updated_at` is set to it. A customer who has an open cart gets it
 * in one statement (issue 12): the UPDATE takes the same row lock `FOR UPDATE` would, re-checks
 * `status = 'open'` after waiting for a checkout, and finds nothing once that checkout has committed;
 * only then (or with no cart at all) the advisory lock and the create-when-missing path run.
 */
export async function openCart(
  tx: Db,
  customer: UserRow,
  actor: UserRow,
  source: CartSource,
  touchAt?: Date,
): Promise<OpenCart> {
  return (await openCartReporting(tx, customer, actor, source, touchAt)).cart;
}

/**
 * openCart, also saying whether the cart was locked by its first statement (`touched`): statements sent
 * behind that one then ran under the cart's lock. When false (no open cart yet, or the checkout paid it
 * meanwhile) the advisory lock came later, so what they read may be out of date.
 */
export async function openCartReporting(
  tx: Db,
  customer: UserRow,
  actor: UserRow,
  source: CartSource,
  touchAt?: Date,
): Promise<{ cart: OpenCart; touched: boolean }> {
  let existing: OpenCart | undefined = touchAt
    ? await tx.one<OpenCart>(
        `UPDATE carts SET updated_at = $2
          WHERE id = (SELECT id FROM carts WHERE user_id = $1 AND status = 'open' ORDER BY id LIMIT 1) AND status = 'open'
          RETURNING ${OPEN_CART_COLUMNS}`,
        [customer.id, touchAt],
      )
    : undefined;
  const touched = !!existing;
  if (!existing) {
    await tx.query('SELECT pg_advisory_xact_lock(7310, $1)', [customer.id]);
    existing = await lockOpenCart(tx, customer.id);
    if (existing && touchAt)
      existing = await tx.one<OpenCart>(
        `UPDATE carts SET updated_at = $2 WHERE id = $1 RETURNING ${OPEN_CART_COLUMNS}`,
        [existing.id, touchAt],
      );
  }
  if (existing) {
    // An empty basket takes the context of whoever fills it first (a customer online, staff at the desk).
    if (existing.source === source) return { cart: existing, touched };
    const empty = !(await tx.one('SELECT 1 FROM cart_items WHERE cart_id = $1 LIMIT 1', [existing.id]));
    if (!empty) return { cart: existing, touched };
    const moved = await tx.one<OpenCart>(
      `UPDATE carts SET source = $2, created_by_user_id = $3 WHERE id = $1 RETURNING ${OPEN_CART_COLUMNS}`,
      [existing.id, source, actor.id === customer.id ? null : actor.id],
    );
    return { cart: moved!, touched };
  }
  const created = await tx.one<OpenCart>(
    `INSERT INTO carts (client_id, user_id, created_by_user_id, source${touchAt ? ', updated_at' : ''})
     VALUES ($1, $2, $3, $4${touchAt ? ', $5' : ''}) RETURNING ${OPEN_CART_COLUMNS}`,
    [
      customer.client_id,
      customer.id,
      actor.id === customer.id ? null : actor.id,
      source,
      ...(touchAt ? [touchAt] : []),
    ],
  );
  return { cart: created!, touched: false };
}

/** Locks the open cart row for a write (checkout, credits) so concurrent writers queue. */
export async function lockOpenCart(tx: Db, userId: number): Promise<CartRow | undefined> {
  return tx.one<CartRow>(`SELECT * FROM carts WHERE user_id = $1 AND status = 'open' ORDER BY id LIMIT 1 FOR UPDATE`, [
    userId,
  ]);
}

export async function cartItems(db: Db, cartId: number): Promise<CartItemRow[]> {
  return db.query<CartItemRow>('SELECT * FROM cart_items WHERE cart_id = $1 ORDER BY sort_key, id', [cartId]);
}

/**
 * What the basket's lines cost before any discount. A child line counts when it carries a charge of its
 * own (a membership's joining fee); a course's sessions carry none (the course's line has the price).
 */
export function cartTotal(items: Pick<CartItemRow, 'price' | 'quantity'>[]): number {
  return items.reduce((sum, i) => sum + i.price * i.quantity, 0);
}

export async function creditBalances(db: Db, userId: number): Promise<Record<CreditType, number>> {
  const rows = await db.query<{ credit_type: CreditType; balance: number }>(
    'SELECT credit_type, balance FROM credits WHERE user_id = $1',
    [userId],
  );
  const out: Record<CreditType, number> = { membership: 0, general: 0 };
  for (const r of rows) out[r.credit_type] = r.balance;
  return out;
}

/** Applied credits still valid against the current total (a removed item can shrink what may be used). */
export function clampCredits(
  applied: CreditTender[],
  balances: Record<CreditType, number>,
  total: number,
): CreditTender[] {
  const out: CreditTender[] = [];
  let used = 0;
  for (const type of CREDIT_TYPES) {
    const t = applied.find((a) => a.type === type);
    if (!t) continue;
    const amount = Math.min(t.amount, maxApplicable(balances[type], total, used));
    if (amount > 0) out.push({ type, amount });
    used += amount;
  }
  return out;
}

export interface CartSummary {
  /** The lines' cost before the discount. */
  subTotal: number;
  /** The applied discount code and what it takes off `subTotal`. */
  discount: { code: DiscountCodeRow; amount: number } | null;
  /** What is owed: `subTotal` less the discount. */
  total: number;
  credits: CreditTender[];
  balance: number;
  balances: Record<CreditType, number>;
}

/** The credit balances column of the basket view's read (basketView.ts), as balances. */
export function creditBalancesOf(column: Partial<Record<CreditType, number>>): Record<CreditType, number> {
  return { membership: Number(column.membership ?? 0), general: Number(column.general ?? 0) };
}

/** `balances`: the owner's credit balances when the caller has read them already (CREDIT_BALANCES_SQL). */
export async function summarise(
  db: Db,
  cart: Pick<CartRow, 'user_id' | 'discount_code_id' | 'applied_credits'>,
  items: Pick<CartItemRow, 'price' | 'quantity'>[],
  knownBalances?: Record<CreditType, number>,
): Promise<CartSummary> {
  const subTotal = cartTotal(items);
  const code = cart.discount_code_id != null ? await findDiscountCode(db, cart.discount_code_id) : undefined;
  const discount = code ? { code, amount: discountAmount(code, subTotal) } : null;
  const total = subTotal - (discount?.amount ?? 0);
  const balances = knownBalances ?? (await creditBalances(db, cart.user_id));
  const credits = clampCredits(cart.applied_credits ?? [], balances, total);
  const balance = total - credits.reduce((s, c) => s + c.amount, 0);
  return { subTotal, discount, total, credits, balance, balances };
}

/** A line's times as core's cartItemWhen reads them. */
type WireTime = ItemTimes['cartableResource']['startsAt'];
const timesOf = (line: BasketLine) => ({
  startsAt: (line.resource?.starts_at as WireTime | undefined) ?? null,
  endsAt: (line.resource?.ends_at as WireTime | undefined) ?? null,
  duration: line.resource?.duration,
});

/**
 * When a line happens, worded as the basket and checkout show it: the wire's wall-clock times read here, so the
 * pages that show it need not load the wall clock's code to do it (issue 12).
 */
const whenOf = (item: BasketLine, children: BasketLine[]) =>
  cartItemWhen({
    type: item.kind,
    cartableResource: timesOf(item),
    childItems: children.map((child) => ({ cartableResource: timesOf(child) })),
  });

function presentItem(item: BasketLine, children: BasketLine[], currency: string): Record<string, unknown> {
  return {
    id: item.id,
    type: item.kind,
    name: item.name,
    quantity: item.quantity,
    max_quantity: item.max_quantity,
    price: money(item.price * item.quantity, currency),
    unit_price: money(item.price, currency),
    sort_key: item.sort_key,
    membership_user_id: item.membership_user_id,
    purchased_for_user_id: item.purchased_for_user_id,
    purchasable_type: item.purchasable_type,
    purchasable_id: item.purchasable_id,
    cartable_type: item.cartable_type,
    cartable_resource: item.resource,
    child_items: children.map((c) => presentItem(c, [], currency)),
    when: whenOf(item, children),
    benefit_applied: item.benefit_applied,
    package_applied: item.package_applied,
    enable_print_receipt: item.enable_print_receipt,
    activity_restriction_ids: item.activity_restriction_ids ?? [],
    // Kinds keyed by a column rather than `extra` still name it on the wire (CART-012, CART-016).
    ...(item.membership_id != null ? { membership_id: item.membership_id } : {}),
    ...(item.pricing_option_id != null ? { pricing_option_id: item.pricing_option_id } : {}),
    ...item.extra,
  };
}

/** What the basket view reads in one statement (basketView.ts): the cart's items and attendee facts. */
export interface BasketContents {
  items: BasketLine[];
  attendeeFacts: AttendeeFact[];
  balances: Record<CreditType, number>;
}

/** The cart on the wire (docs/CONVENTIONS.md "The cart"); an empty shell when there is none. */
export async function presentCart(
  db: Db,
  cart: BasketCart | undefined,
  contents: BasketContents,
  customer: UserRow,
  currency: string,
  actor: UserRow = customer,
) {
  const { items, balances } = contents;
  const summary = cart
    ? await summarise(db, cart, items, balances)
    : { subTotal: 0, discount: null, total: 0, credits: [], balance: 0, balances };
  const top = items.filter((i) => i.parent_item_id === null);
  const attendees = attendeeWaiverState(items, customer.id, contents.attendeeFacts);
  const applied = (type: CreditType) => summary.credits.find((c) => c.type === type)?.amount ?? 0;
  const credit = (type: CreditType) => {
    const other = summary.credits.filter((c) => c.type !== type).reduce((s, c) => s + c.amount, 0);
    return {
      type,
      total_available: money(summary.balances[type], currency),
      max_applicable: money(maxApplicable(summary.balances[type], summary.total, other), currency),
      applied: money(applied(type), currency),
    };
  };
  return {
    id: cart?.id ?? null,
    uuid: cart?.uuid ?? null,
    source: cart?.source ?? null,
    status: cart?.status ?? 'open',
    user_id: customer.id,
    selected_user_id: actor.id !== customer.id ? customer.id : null,
    complete_order_id: cart?.complete_order_id ?? null,
    // flows §3 attendee waiver state: computed from the basket, so it can never go stale.
    attendee_waivers_required: attendees.totalRequired,
    venue_id: cart?.venue_id ?? null,
    total: money(summary.total, currency),
    sub_total: money(summary.subTotal, currency),
    tax_total: money(0, currency),
    balance: money(summary.balance, currency),
    item_count: top.reduce((n, i) => n + i.quantity, 0),
    available_credit: { membership: credit('membership'), general: credit('general') },
    applied_credits: summary.credits,
    discount: summary.discount
      ? {
          code: summary.discount.code.code,
          description: summary.discount.code.description,
          kind: summary.discount.code.kind,
          rate: summary.discount.code.amount,
          amount: money(summary.discount.amount, currency),
        }
      : null,
    items: top.map((i) => {
      const attendee = attendees.items.get(i.id);
      return {
        ...presentItem(
          i,
          items.filter((c) => c.parent_item_id === i.id),
          currency,
        ),
        ...(attendee ? { attendee: attendee.attendee, attendee_waivers: attendee.waivers } : {}),
      };
    }),
  };
}

export type CartWire = Awaited<ReturnType<typeof presentCart>>;
