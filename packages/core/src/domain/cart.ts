import { parseMoney, zeroMoney } from '../money/money.ts';
import type { CartWire } from '../contract/carts.ts';
import type { Camelized } from './contract-views.ts';
import {
  CARTABLE_TYPES,
  type CartableType,
  type CartCredit,
  type CartCredits,
  type CartData,
  type CartItem,
  type CreditType,
} from './types.ts';

/** A cart response body's `data`, after the API client camelCased it (CONVENTIONS: the cart). */
export type CartResponse = Camelized<CartWire>;
/** A top-level basket line as the server sends it. */
export type CartItemResponse = CartResponse['items'][number];
/** A line inside a bundle (a course's sessions): the same shape without children of its own. */
export type CartChildItemResponse = CartItemResponse['childItems'][number];

// Contract kinds to the client's cartableType when the server sends none (gap G26).
const KIND_TO_CARTABLE: Record<string, CartableType> = {
  membership_renewal: 'membershipRenewal',
  av2_booking_bundle: 'av2BookingBundle',
  av2_booking: 'av2Booking',
  pricing_option: 'activity',
};

function cartableTypeOf(item: CartChildItemResponse): CartableType {
  const given: string | undefined = item.cartableType;
  if (given && (CARTABLE_TYPES as readonly string[]).includes(given)) return given as CartableType;
  return KIND_TO_CARTABLE[item.type ?? ''] ?? 'other';
}

const KNOWN_ITEM_KEYS = new Set([
  'id',
  'type',
  'name',
  'quantity',
  'maxQuantity',
  'price',
  'sortKey',
  'membershipUserId',
  'cartableType',
  'cartableResource',
  'childItems',
  'when',
  'benefitApplied',
  'packageApplied',
  'enablePrintReceipt',
]);

export function toCartItem(item: CartItemResponse | CartChildItemResponse): CartItem {
  // Tolerant of a server that leaves fields out (the contract's partial resource, gap G26).
  const resource: CartChildItemResponse['cartableResource'] = item.cartableResource ?? {};
  const children: CartChildItemResponse[] = Array.isArray(item.childItems) ? item.childItems : [];
  const details: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(item)) if (!KNOWN_ITEM_KEYS.has(key)) details[key] = value;
  return {
    id: item.id,
    type: item.type ?? 'other',
    name: item.name ?? '',
    price: parseMoney(item.price),
    quantity: item.quantity ?? 1,
    maxQuantity: item.maxQuantity ?? null,
    sortKey: item.sortKey ?? 0,
    membershipUserId: item.membershipUserId ?? null,
    cartableType: cartableTypeOf(item),
    cartableResource: {
      venueName: resource.venueName ?? null,
      name: resource.name ?? null,
      date: resource.date ?? null,
      startsAt: resource.startsAt ?? null,
      endsAt: resource.endsAt ?? null,
      duration: resource.duration ?? null,
      location: resource.location ?? null,
      newMembership: resource.newMembership ?? false,
    },
    childItems: sortBySortKey(children.map(toCartItem)),
    when: item.when ?? '',
    benefitApplied: item.benefitApplied ?? false,
    packageApplied: item.packageApplied ?? false,
    enablePrintReceipt: item.enablePrintReceipt ?? false,
    details,
  };
}

/** Items are kept in sort-key order (CART-002); numbers compare as numbers, text as text, ties keep order. */
export function sortBySortKey(items: CartItem[]): CartItem[] {
  return [...items].sort((a, b) => {
    if (typeof a.sortKey === 'number' && typeof b.sortKey === 'number') return a.sortKey - b.sortKey;
    return String(a.sortKey).localeCompare(String(b.sortKey), 'en', { numeric: true });
  });
}

function toCredit(
  type: CreditType,
  wire: CartResponse['availableCredit'] | null | undefined,
  currency: string,
): CartCredit {
  const entry = wire?.[type];
  return {
    type,
    totalAvailable: entry?.totalAvailable ? parseMoney(entry.totalAvailable) : zeroMoney(currency),
    maxApplicable: entry?.maxApplicable ? parseMoney(entry.maxApplicable) : zeroMoney(currency),
  };
}

export function emptyCredits(currency = 'GBP'): CartCredits {
  return { membership: toCredit('membership', null, currency), general: toCredit('general', null, currency) };
}

export function emptyCartData(): CartData {
  const zero = zeroMoney();
  return {
    id: null,
    uuid: null,
    cartId: null,
    source: null,
    items: [],
    selectedUserId: null,
    completeOrderId: null,
    attendeeWaiversRequired: 0,
    totals: {
      total: zero,
      taxTotal: zero,
      subTotal: zero,
      balance: zero,
      itemCount: 0,
      formattedTotal: zero.formatted,
      formattedBalance: zero.formatted,
    },
    credits: emptyCredits(),
    discount: null,
  };
}

/** A cart response replaces items, totals and credits wholesale (CART-023). */
export function toCartData(response: CartResponse): CartData {
  const currency = response.total?.currency ?? 'GBP';
  const items = sortBySortKey((response.items ?? []).map(toCartItem));
  const total = parseMoney(response.total);
  const balance = response.balance ? parseMoney(response.balance) : total;
  const itemCount = response.itemCount ?? items.reduce((sum, item) => sum + item.quantity, 0);
  const waivers = response.attendeeWaiversRequired;
  return {
    id: response.id ?? null,
    uuid: response.uuid ?? null,
    cartId: response.id ?? null,
    source: response.source ?? null,
    items,
    selectedUserId: response.selectedUserId ?? null,
    completeOrderId: response.completeOrderId ?? null,
    attendeeWaiversRequired: typeof waivers === 'boolean' ? Number(waivers) : (waivers ?? 0),
    totals: {
      total,
      taxTotal: response.taxTotal ? parseMoney(response.taxTotal) : zeroMoney(currency),
      subTotal: response.subTotal ? parseMoney(response.subTotal) : total,
      balance,
      itemCount,
      formattedTotal: total.formatted,
      formattedBalance: balance.formatted,
    },
    credits: {
      membership: toCredit('membership', response.availableCredit, currency),
      general: toCredit('general', response.availableCredit, currency),
    },
    discount: response.discount ? { ...response.discount, amount: parseMoney(response.discount.amount) } : null,
  };
}
