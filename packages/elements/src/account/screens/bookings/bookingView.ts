import {
  bookingEvent,
  bookingFileName,
  buildCalendar,
  formatTimeValue,
  instantMs,
  type Booking,
  type PageMeta,
} from '@venue/core';

/** What the account area offers for one booking's cancellation (contracts §3 cancellation, BOOK-005). */
export type CancelState =
  | { kind: 'cancelled' }
  | { kind: 'past' }
  /** Cancellable now; the cut-off and credit messages explain what happens. */
  | { kind: 'can'; cutOffMessage: string | null; awardsCreditMessage: string | null }
  /** Not cancellable online; the server's reason is shown as text. */
  | { kind: 'cannot'; reason: string };

export const CANNOT_CANCEL_FALLBACK = 'This booking cannot be cancelled online. Please contact the venue.';

export function cancelState(booking: Booking, now: Date): CancelState {
  if (booking.status === 'cancelled') return { kind: 'cancelled' };
  if (instantMs(booking.startsAt) <= now.getTime()) return { kind: 'past' };
  const c = booking.cancellation;
  if (c.canCancel)
    return { kind: 'can', cutOffMessage: c.cutOffMessage ?? null, awardsCreditMessage: c.awardsCreditMessage ?? null };
  return { kind: 'cannot', reason: c.cannotCancelReason || CANNOT_CANCEL_FALLBACK };
}

/** The status a customer reads: Booked, Reserved, Cancelled, or for a past place Attended/Absent/Completed. */
export function statusLabel(booking: Booking, now: Date): string {
  if (booking.status === 'cancelled') return 'Cancelled';
  if (booking.status === 'reserved') return 'Reserved, awaiting payment';
  if (instantMs(booking.startsAt) > now.getTime()) return 'Booked';
  if (booking.attended === true) return 'Attended';
  if (booking.attended === false) return 'Absent';
  return 'Completed';
}

/** 'Tue 1 Dec 2026, 18:00 to 18:45' in the venue's clock. */
export function whenText(booking: Pick<Booking, 'startsAt' | 'endsAt'>): string {
  return `${formatTimeValue(booking.startsAt, 'ddd D MMM YYYY, HH:mm')} to ${formatTimeValue(booking.endsAt, 'HH:mm')}`;
}

/** 'Main Pool, Riverside Leisure Centre' (without repeating a name). */
export function whereText(booking: Pick<Booking, 'locationName' | 'venue'>): string {
  return [...new Set([booking.locationName, booking.venue.name].filter(Boolean))].join(', ');
}

export const attendeeName = (booking: Pick<Booking, 'firstName' | 'lastName'>) =>
  `${booking.firstName} ${booking.lastName}`.trim();

/** One booking as an RFC 5545 file (the core builder the server's feed uses too). */
export function bookingIcs(booking: Booking, clientDomain: string, now = new Date()): string {
  return buildCalendar(
    [
      bookingEvent(
        {
          id: booking.id,
          name: booking.name,
          venueName: booking.venue.name,
          locationName: booking.locationName,
          startsAt: booking.startsAt.utc,
          endsAt: booking.endsAt.utc,
          attendee: attendeeName(booking),
          cancelled: booking.status === 'cancelled',
        },
        clientDomain,
      ),
    ],
    { now },
  );
}

/** A download link's target and file name for one booking. */
export function icsDownload(booking: Booking, clientDomain: string): { href: string; fileName: string } {
  return {
    href: `data:text/calendar;charset=utf-8,${encodeURIComponent(bookingIcs(booking, clientDomain))}`,
    fileName: bookingFileName(booking.id),
  };
}

/** Paging as the pager shows it, from the list's meta.pagination (contracts §7). */
export interface PageInfo {
  page: number;
  totalPages: number;
  totalRecords: number;
  first: number | null;
  last: number | null;
  hasPrevious: boolean;
  hasNext: boolean;
}

export function pageInfo(meta: PageMeta | null, page: number, onPage: number): PageInfo {
  const p = meta?.pagination;
  if (!p) {
    return {
      page,
      totalPages: 1,
      totalRecords: onPage,
      first: onPage ? 1 : null,
      last: onPage || null,
      hasPrevious: false,
      hasNext: false,
    };
  }
  return {
    page: p.currentPage,
    totalPages: Math.max(p.totalPages, 1),
    totalRecords: p.totalRecords,
    first: p.firstRecordOnPage,
    last: p.lastRecordOnPage,
    hasPrevious: p.previousPage !== null && p.currentPage > 1,
    hasNext: p.nextPage !== null && p.currentPage < p.totalPages,
  };
}

/** The account area's page size (BOOK-017: 20 by default). */
export const PAGE_SIZE = 20;
