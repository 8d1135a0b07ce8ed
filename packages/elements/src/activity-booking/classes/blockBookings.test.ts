import type { ActivityClass, Occurrence } from '@venue/core';
import {
  BLOCK_TEXT,
  blockRows,
  blocksOfDay,
  blockView,
  blockWindow,
  canBlockBook,
  placesError,
  type BlockBookingView,
} from './blockBookings.ts';

const entry = (id: string | number, utc: string, available = 7) =>
  ({
    id,
    status: 'bookable',
    capacity: { available, consumed: 12 - available, maximum: 12 },
    startsAt: { utc, local: utc, timezone: 'Europe/London', time24h: utc.slice(11, 16) },
  }) as unknown as ActivityClass;

const info = {
  userId: 42,
  bookingId: 9001,
  bookingStatus: 'reserved' as const,
  isPaid: false,
  tenderTypes: [],
  paymentReference: null,
};

describe('block bookings (BOOK-025)', () => {
  it("covers the day's entries from their own UTC times, a minute either side", () => {
    expect(blockWindow([])).toBeNull();
    expect(blockWindow([entry('a', '2026-11-25 18:30:00'), entry('b', '2026-11-25 07:00:00')])).toEqual({
      startsAfter: '2026-11-25T06:59:00.000Z',
      startsBefore: '2026-11-25T18:31:00.000Z',
    });
  });

  it('matches block information to v2 entries by occurrence id and to v1 entries by legacy id', () => {
    const occurrences = [
      { id: 'oc-v2', legacyId: 11, blockBookingInformation: info },
      { id: 'oc-v1', legacyId: 4411, blockBookingInformation: { ...info, bookingId: 9002 } },
      { id: 'oc-none', legacyId: 12, blockBookingInformation: null },
    ] as unknown as Occurrence[];
    const blocks = blocksOfDay(
      [
        entry('oc-v2', '2026-11-25 09:30:00'),
        entry(4411, '2026-11-25 10:30:00'),
        entry('oc-none', '2026-11-25 11:00:00'),
      ],
      occurrences,
    );
    expect([...blocks.keys()]).toEqual(['oc-v2', 4411]);
    expect(blocks.get(4411)?.bookingId).toBe(9002);
  });

  it('words the holder, places, status, payment, tender types and reference', () => {
    const unread = blockView(info, null);
    expect(blockRows(unread)).toEqual([
      ['Held by', 'Customer #42'],
      ['Places', '…'],
      ['Status', 'Reserved, awaiting payment'],
      ['Paid', 'No'],
      ['Tender types', 'None yet'],
      ['Payment reference', 'None yet'],
    ]);
    const paid = blockView(
      {
        ...info,
        bookingStatus: 'settled',
        isPaid: true,
        tenderTypes: ['card', 'general_credit'],
        paymentReference: 'ord-7',
      },
      { firstName: 'Robin', lastName: 'Club', capacityConsumed: 6 },
    );
    expect(Object.fromEntries(blockRows(paid))).toEqual({
      'Held by': 'Robin Club',
      Places: '6',
      Status: 'Booked',
      Paid: 'Yes',
      'Tender types': 'Card, General credit',
      'Payment reference': 'ord-7',
    });
  });

  it('offers a block booking only with a customer chosen, on a running class with room for two, holding none', () => {
    const none = new Map<ActivityClass['id'], BlockBookingView>();
    const open = entry('a', '2026-11-25 09:30:00');
    expect(canBlockBook(open, none, true)).toBe(true);
    expect(canBlockBook(open, none, false)).toBe(false);
    expect(canBlockBook(entry('a', '2026-11-25 09:30:00', 1), none, true)).toBe(false);
    expect(canBlockBook({ ...open, status: 'cancelled' }, none, true)).toBe(false);
    expect(canBlockBook(open, new Map([['a', blockView(info, null)]]), true)).toBe(false);
  });

  it('asks for a whole number of at least two places before calling the server', () => {
    for (const bad of ['', '1', '0', '2.5', 'x']) expect(placesError(bad)).toBe(BLOCK_TEXT.tooFew);
    expect(placesError('2')).toBeNull();
    expect(placesError('40')).toBeNull();
  });
});
