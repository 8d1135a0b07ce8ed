import type { Slot } from './contract-views.ts';

/* Resource hire: the court grid of ResourcesView (a module of its own, so that view's chunk holds it). */

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
