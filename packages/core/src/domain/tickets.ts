import type { FastTicket, TicketPriceAnswer } from './contract-views.ts';

/* Ticketed sessions: the tickets of TicketedView (a module of its own, so that view's chunk holds it). */

/** A ticket type chosen for a session: how many, and the customer they are for (TT-008). */
export interface SelectedTicket {
  ticketTypeId: string;
  quantity: number;
  /** The customer reference the tickets are priced and bought for. */
  customerReference: string;
}

/** Ticket prices per customer id (TT-007): each customer's answer from the price call. */
export type TicketDiscounts = Readonly<Record<string, TicketPriceAnswer>>;

export function withDiscount(discounts: TicketDiscounts, customerId: number | string, answer: TicketPriceAnswer) {
  return { ...discounts, [String(customerId)]: answer };
}

/** What one ticket type costs a customer: their priced answer when there is one, else the session's full price. */
export function ticketUnitPrice(
  type: FastTicket['ticketTypes'][number],
  priced: TicketPriceAnswer | undefined,
): { value: number; fullValue: number; currency: string } {
  const own = priced?.ticketTypes.find((t) => t.id === type.id);
  return {
    value: own ? own.price.value : type.price.value,
    fullValue: type.price.value,
    currency: type.price.currency,
  };
}

export const MAX_TICKETS_PER_TYPE = 20;

/** Keeps a quantity a whole number from 0 to the most one order may take. */
export function clampQuantity(value: number, max: number = MAX_TICKETS_PER_TYPE): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(Math.max(0, Math.trunc(value)), Math.max(0, max));
}

/** The lines and total (minor units) of the tickets chosen for a session, at the customer's prices. */
export function ticketTotals(
  session: FastTicket,
  selected: readonly SelectedTicket[],
  priced: TicketPriceAnswer | undefined,
): {
  lines: Array<{ ticketTypeId: string; name: string; quantity: number; unit: number; amount: number }>;
  total: number;
  saving: number;
  count: number;
  currency: string;
} {
  let total = 0;
  let saving = 0;
  let count = 0;
  const lines = [];
  for (const type of session.ticketTypes) {
    const quantity = selected
      .filter((s) => s.ticketTypeId === type.id)
      .reduce((sum, s) => sum + clampQuantity(s.quantity), 0);
    if (quantity === 0) continue;
    const unit = ticketUnitPrice(type, priced);
    lines.push({ ticketTypeId: type.id, name: type.name, quantity, unit: unit.value, amount: unit.value * quantity });
    total += unit.value * quantity;
    saving += (unit.fullValue - unit.value) * quantity;
    count += quantity;
  }
  return { lines, total, saving, count, currency: session.ticketTypes[0]?.price.currency ?? 'GBP' };
}
