import type { ActivityClass, Booking, Occurrence } from '@venue/core';

// Block bookings at front of house (BOOK-025): a booking that takes several places of one class for a
// customer (a club hiring a session). The server sends block_booking_information on occurrences to staff
// only; this module matches it to the day's timetable entries and words it for the card. Framework-free.

type BlockInfo = NonNullable<Occurrence['blockBookingInformation']>;

/** A class's block booking as a card shows it. */
export interface BlockBookingView {
  bookingId: number;
  /** The holder's name, or "Customer #id" until their booking is read. */
  holder: string;
  /** Places it takes; null until its booking is read. */
  places: number | null;
  status: BlockInfo['bookingStatus'];
  paid: boolean;
  tenderTypes: string[];
  paymentReference: string | null;
}

export type BlockMap = ReadonlyMap<ActivityClass['id'], BlockBookingView>;

/** The fewest places a block booking takes: one place is an ordinary booking. */
export const MIN_BLOCK_PLACES = 2;

export const BLOCK_TEXT = {
  tooFew: `A block booking takes at least ${MIN_BLOCK_PLACES} places.`,
  booked: (places: number, holder: string, reserved: boolean) =>
    `Block booking made: ${places} places for ${holder}.${reserved ? ' It waits in their basket until paid.' : ''}`,
  cancelled: 'The block booking has been cancelled.',
  chooseCustomer: 'Choose the customer to make a block booking for them.',
} as const;

/** A contract date-time ('YYYY-MM-DD HH:MM:SS', UTC) as an ISO instant. */
const isoOf = (utc: string) => `${utc.replace(' ', 'T')}Z`;

/**
 * The occurrence list window covering a day's entries (their own UTC times, so the venue's timezone never
 * matters): a minute either side of the first start and the last. Null when there is nothing to cover.
 */
export function blockWindow(classes: readonly ActivityClass[]): { startsAfter: string; startsBefore: string } | null {
  if (classes.length === 0) return null;
  const times = classes.map((c) => Date.parse(isoOf(c.startsAt.utc))).filter(Number.isFinite);
  if (times.length === 0) return null;
  return {
    startsAfter: new Date(Math.min(...times) - 60_000).toISOString(),
    startsBefore: new Date(Math.max(...times) + 60_000).toISOString(),
  };
}

/**
 * The day's entries that hold a block booking, by entry id, with the occurrence's block information. A v2
 * entry's id is its occurrence's id; a v1 entry's is the occurrence's numeric legacy id.
 */
export function blocksOfDay(
  classes: readonly ActivityClass[],
  occurrences: readonly Occurrence[],
): Map<ActivityClass['id'], BlockInfo> {
  const byId = new Map<string, BlockInfo>();
  for (const o of occurrences) {
    if (!o.blockBookingInformation) continue;
    byId.set(o.id, o.blockBookingInformation);
    byId.set(String(o.legacyId), o.blockBookingInformation);
  }
  const out = new Map<ActivityClass['id'], BlockInfo>();
  for (const c of classes) {
    const info = byId.get(String(c.id));
    if (info) out.set(c.id, info);
  }
  return out;
}

/** The card's view of a block: the information, plus the holder and places from its booking when read. */
export function blockView(
  info: BlockInfo,
  booking: Pick<Booking, 'firstName' | 'lastName' | 'capacityConsumed'> | null,
): BlockBookingView {
  const name = booking ? `${booking.firstName ?? ''} ${booking.lastName ?? ''}`.trim() : '';
  return {
    bookingId: info.bookingId,
    holder: name || `Customer #${info.userId}`,
    places: booking ? booking.capacityConsumed : null,
    status: info.bookingStatus,
    paid: info.isPaid,
    tenderTypes: info.tenderTypes,
    paymentReference: info.paymentReference,
  };
}

const STATUS_TEXT: Record<BlockInfo['bookingStatus'], string> = {
  settled: 'Booked',
  reserved: 'Reserved, awaiting payment',
  cancelled: 'Cancelled',
};

/** "card" -> "Card", "general_credit" -> "General credit". */
const tenderName = (t: string) => {
  const words = t.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The block's details as label and value pairs (a description list on the card). */
export function blockRows(view: BlockBookingView): Array<[label: string, value: string]> {
  return [
    ['Held by', view.holder],
    ['Places', view.places === null ? '…' : String(view.places)],
    ['Status', STATUS_TEXT[view.status]],
    ['Paid', view.paid ? 'Yes' : 'No'],
    ['Tender types', view.tenderTypes.length ? view.tenderTypes.map(tenderName).join(', ') : 'None yet'],
    ['Payment reference', view.paymentReference ?? 'None yet'],
  ];
}

/**
 * Whether staff may start a block booking on this entry: a customer is chosen, the class runs, it has room
 * for a block, and holds none yet (one block per class; cancel it to make another).
 */
export function canBlockBook(
  entry: Pick<ActivityClass, 'id' | 'status' | 'capacity'>,
  blocks: BlockMap,
  customerChosen: boolean,
): boolean {
  return (
    customerChosen &&
    entry.status !== 'cancelled' &&
    entry.capacity.available >= MIN_BLOCK_PLACES &&
    !blocks.has(entry.id)
  );
}

/** The places field before the call: a whole number of at least two (the server judges the upper limit). */
export function placesError(raw: string): string | null {
  const n = Number(raw);
  if (raw.trim() === '' || !Number.isInteger(n) || n < MIN_BLOCK_PLACES) return BLOCK_TEXT.tooFew;
  return null;
}
