import { describe, expect, it } from 'vitest';
import { occurrenceSchema } from '@venue/core/contract';
import type { OccurrenceRecord } from './occurrenceRecord.ts';
import { money, presentOccurrence } from './presentOccurrence.ts';

const record: OccurrenceRecord = {
  id: 'oc_' + 'a'.repeat(31),
  legacyId: 7,
  scheduleId: '2b0f7c1e-3c1a-4a47-9a43-8f3f3f3f3f3f',
  recurrenceId: '5c1e2b0f-1a3c-474a-939a-3f8f3f3f3f3f',
  intervalKey: null,
  scheduleReference: 'YOGA-MON',
  name: 'Yoga',
  description: 'Stretch',
  categoryId: 'cat-yoga',
  bookingType: 'classes',
  venueId: 1,
  timezone: 'Europe/London',
  startsAt: new Date('2026-11-23T09:00:00Z'),
  endsAt: new Date('2026-11-23T10:00:00Z'),
  originalStartsAt: new Date('2026-11-23T09:00:00Z'),
  originalEndsAt: new Date('2026-11-23T10:00:00Z'),
  setupMinutes: 5,
  teardownMinutes: 5,
  cancelled: false,
  capacityStrategy: 'shared',
  capacityMaximum: 12,
  onlineCapacity: null,
  fohCapacity: null,
  onlineConsumed: 8,
  fohConsumed: 1,
  bookingStrategy: 'overlapping',
  priceMinor: 650,
  currency: 'GBP',
  locations: [
    { id: 'l1', names: 'Studio 1' },
    { id: 'l2', names: 'Studio 2' },
  ],
  friendlyLocationName: null,
  instructors: [{ id: 'i1', name: 'Sam Taylor' }],
  allowAnonymousBookings: false,
  lastBookableAt: null,
  isDetachedFromRecurrence: false,
  waitlistMaximum: 5,
  waitlistConsumed: 2,
};
const extras = {
  clashes: [],
  bookableAction: { action: 'book' as const, message: null },
  tickets: [],
  canCancel: true,
};

describe('occurrence presenter', () => {
  it('OCC-002 to OCC-014 presents every contract field and satisfies the schema', () => {
    const wire = presentOccurrence(record, extras);
    expect(occurrenceSchema.parse(wire)).toBeTruthy();
    expect(wire).toMatchObject({
      duration: 60,
      status: 'bookable',
      capacity: { available: 3, consumed: 9, maximum: 12 },
      waitlist: { available: 3, consumed: 2, maximum: 5 },
      location_name: 'Studio 1, Studio 2',
      price: { formatted: '£6.50', value: 650, currency: 'GBP' },
    });
    expect(wire).not.toHaveProperty('block_booking_information');
  });
  it('OCC-010 a ticketed occurrence carries no price', () => {
    expect(presentOccurrence({ ...record, bookingType: 'ticketed' }, extras)).not.toHaveProperty('price');
  });
  it('OCC-007 status is cancelled, clashing or bookable', () => {
    expect(presentOccurrence({ ...record, cancelled: true }, extras).status).toBe('cancelled');
    expect(presentOccurrence(record, { ...extras, clashes: [{ type: 'opening_times', message: 'x' }] }).status).toBe(
      'clashing',
    );
  });
  it('OCC-008 split capacity shows the places left for the requester source', () => {
    const split = {
      ...record,
      capacityStrategy: 'split' as const,
      onlineCapacity: 8,
      fohCapacity: 4,
      capacityMaximum: 12,
      onlineConsumed: 8,
      fohConsumed: 1,
    };
    expect(presentOccurrence(split, extras).capacity.available).toBe(0);
    expect(presentOccurrence(split, { ...extras, source: 'foh' }).capacity.available).toBe(3);
  });
  it('CONST-002 money is integer minor units with two decimals', () => {
    expect(money(8500)).toEqual({ formatted: '£85.00', value: 8500, currency: 'GBP' });
  });
});
