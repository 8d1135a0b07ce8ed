import type { FastTicket, Slot, TicketPriceAnswer } from './contract-views.ts';

/* Resource hire ------------------------------------------------------------------------------------ */

/** Who picks the court (TT-012): allocationStrategy 'customer' means the customer does, anything else the system. */
export type Allocation = 'customer' | 'system';

export function allocationOf(category: { allocationStrategy?: string | null } | null | undefined): Allocation {
  return category?.allocationStrategy === 'customer' ? 'customer' : 'system';
}

/**
 * A time slot's composite key (flows §3, TT-006): the session, its start and the court, so two courts at one
 * time, or one court at two times, are never the same slot. The system-allocated slot of a session (no court
 * chosen yet) has the court part `any`.
 */
export function slotKey(slot: {
  sessionId: string | number;
  time: string;
  locationId: string | number | null;
}): string {
  return [String(slot.sessionId), slot.time, slot.locationId === null ? 'any' : String(slot.locationId)]
    .map(encodeURIComponent)
    .join('|');
}

/** One cell of the court grid: a court at a time, free or taken. */
export interface CourtSlot {
  key: string;
  sessionId: string | number;
  time: string;
  endTime: string;
  locationId: string;
  court: string;
  free: boolean;
  price: Slot['price'];
}

/** The row of one start time: the session and every court of it. */
export interface SlotRow {
  sessionId: string | number;
  time: string;
  endTime: string;
  price: Slot['price'];
  /** Courts still free at this time (0 when all are taken or the session cannot be booked). */
  freeCount: number;
  /** The key of the system-allocated slot (any free court). */
  anyKey: string;
  cells: CourtSlot[];
  /**
   * Why no court of this time can be booked by anyone (it has started, is closed online or cancelled): the
   * server's message. Null otherwise, and then a court that is not free is taken.
   */
  closedReason: string | null;
}

/** The courts of a day (columns, in name order) and one row per start time; taken courts stay as taken cells. */
export function courtGrid(slots: readonly Slot[]): { courts: Array<{ id: string; name: string }>; rows: SlotRow[] } {
  const courts = new Map<string, string>();
  for (const s of slots) for (const l of s.locations) courts.set(l.id, l.names);
  const columns = [...courts.entries()]
    .map(([id, name]) => ({ id, name }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true }));
  const rows = [...slots]
    .sort((a, b) => a.startsAt.time24h.localeCompare(b.startsAt.time24h))
    .map((s) => {
      const bookable = s.status !== 'cancelled' && s.bookableAction.action === 'book';
      const free = new Set(bookable ? s.availableLocations.map((l) => l.id) : []);
      const cells = columns
        .filter((c) => s.locations.some((l) => l.id === c.id))
        .map((c) => ({
          key: slotKey({ sessionId: s.id, time: s.startsAt.time24h, locationId: c.id }),
          sessionId: s.id,
          time: s.startsAt.time24h,
          endTime: s.endsAt.time24h,
          locationId: c.id,
          court: c.name,
          free: free.has(c.id),
          price: s.price,
        }));
      return {
        sessionId: s.id,
        time: s.startsAt.time24h,
        endTime: s.endsAt.time24h,
        price: s.price,
        freeCount: cells.filter((c) => c.free).length,
        anyKey: slotKey({ sessionId: s.id, time: s.startsAt.time24h, locationId: null }),
        cells,
        // Closed for everyone (started, closed online, cancelled); a reservation of the customer's own
        // (cancel_reservation, cancel_booking) leaves the courts shown as they are.
        closedReason:
          s.status === 'cancelled'
            ? 'Cancelled'
            : s.bookableAction.action === 'none'
              ? (s.bookableAction.message ?? 'Not bookable')
              : null,
      };
    });
  return { courts: columns, rows };
}

/* Ticketed sessions -------------------------------------------------------------------------------- */

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
