import { toCamel, type Booking, type PageMeta } from '@venue/core';
import {
  ACCOUNT_NOW,
  PAST_BOOKINGS,
  UPCOMING_BOOKINGS,
  pageMeta,
  wireBooking,
} from '../../../../../../test/fixtures/accountBookings.ts';
import {
  bookingIcs,
  cancelState,
  CANNOT_CANCEL_FALLBACK,
  pageInfo,
  statusLabel,
  whenText,
  whereText,
} from './bookingView.ts';

const view = (wire: unknown) => toCamel<Booking>(wire);

describe('bookings: cancel states, labels and paging', () => {
  it('a future settled booking whose cancellation allows it is cancellable, with its cut-off and credit messages', () => {
    expect(cancelState(view(UPCOMING_BOOKINGS[0]), ACCOUNT_NOW)).toEqual({
      kind: 'can',
      cutOffMessage: 'You can cancel free of charge until Mon 30 Nov, 18:00.',
      awardsCreditMessage: 'Cancelling awards £6.50 credit to your account.',
    });
  });

  it('a booking past its cut-off is not cancellable and says why, in the server’s words or a fallback', () => {
    expect(cancelState(view(UPCOMING_BOOKINGS[1]), ACCOUNT_NOW)).toEqual({
      kind: 'cannot',
      reason: 'The cancellation cut-off for this booking has passed.',
    });
    const silent = view(
      wireBooking({ cancellation: { ...UPCOMING_BOOKINGS[1]!.cancellation, cannot_cancel_reason: null } }),
    );
    expect(cancelState(silent, ACCOUNT_NOW)).toEqual({ kind: 'cannot', reason: CANNOT_CANCEL_FALLBACK });
  });

  it('past and cancelled bookings offer no cancel, whatever the flag says; the status reads as the customer expects', () => {
    const past = view(PAST_BOOKINGS[0]);
    const cancelled = view(PAST_BOOKINGS[1]);
    expect(
      cancelState(view({ ...PAST_BOOKINGS[0], cancellation: UPCOMING_BOOKINGS[0]!.cancellation }), ACCOUNT_NOW),
    ).toEqual({
      kind: 'past',
    });
    expect(cancelState(cancelled, ACCOUNT_NOW)).toEqual({ kind: 'cancelled' });
    expect(statusLabel(past, ACCOUNT_NOW)).toBe('Attended');
    expect(statusLabel(cancelled, ACCOUNT_NOW)).toBe('Cancelled');
    expect(statusLabel(view(UPCOMING_BOOKINGS[0]), ACCOUNT_NOW)).toBe('Booked');
    expect(statusLabel(view(wireBooking({ status: 'reserved' })), ACCOUNT_NOW)).toBe('Reserved, awaiting payment');
  });

  it('when and where are written in the venue’s clock, without repeating the venue', () => {
    const b = view(UPCOMING_BOOKINGS[0]);
    expect(whenText(b)).toBe('Tue 1 Dec 2026, 18:00 to 18:45');
    expect(whereText(b)).toBe('Studio 1, Riverside Leisure Centre');
    expect(whereText({ ...b, locationName: b.venue.name })).toBe('Riverside Leisure Centre');
  });

  it('paging reads meta.pagination: previous and next only where a page exists', () => {
    const first = pageInfo(toCamel<PageMeta>(pageMeta(1, 20, 45, 20)), 1, 20);
    expect(first).toMatchObject({ page: 1, totalPages: 3, hasPrevious: false, hasNext: true, first: 1, last: 20 });
    const last = pageInfo(toCamel<PageMeta>(pageMeta(3, 20, 45, 5)), 3, 5);
    expect(last).toMatchObject({ page: 3, hasPrevious: true, hasNext: false, first: 41, last: 45, totalRecords: 45 });
    expect(pageInfo(null, 1, 3)).toMatchObject({ totalPages: 1, hasNext: false, hasPrevious: false });
  });

  it('the download is the booking as an RFC 5545 event, with the attendee and a UID per client', () => {
    const text = bookingIcs(view(UPCOMING_BOOKINGS[2]), 'riverside-leisure', ACCOUNT_NOW);
    expect(text).toContain('UID:booking-503@riverside-leisure\r\n');
    expect(text).toContain('DTSTART:20261205T100000Z\r\n');
    expect(text).toContain('SUMMARY:Family Swim\r\n');
    expect(text).toContain('LOCATION:Main Pool\\, Riverside Leisure Centre\r\n');
    expect(text).toContain('DESCRIPTION:For Sam Morgan\r\n');
  });
});
