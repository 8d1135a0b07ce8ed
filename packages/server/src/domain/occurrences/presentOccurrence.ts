import type { OccurrenceWire } from '@venue/core/contract';
import type { Clash } from '../clashes/detectClashes.ts';
import type { BookableAction } from './bookableAction.ts';
import { capacityOf, waitlistOf, type OccurrenceRecord } from './occurrenceRecord.ts';
import { displayLocationName } from './updateRules.ts';

// One money formatter for the whole server (flows §9: a space after symbols other than £).
export { money } from '../../presentation/wire.ts';
import { money, timeValue } from '../../presentation/wire.ts';

export interface PresentExtras {
  clashes: Clash[];
  bookableAction: BookableAction | null;
  tickets: OccurrenceWire['tickets'];
  restrictions?: OccurrenceWire['restrictions'];
  /** Present only for requesters allowed to see it (OCC-016); undefined leaves the key out. */
  blockBookingInformation?: OccurrenceWire['block_booking_information'];
  canCancel: boolean;
  source?: 'online' | 'foh';
}

export function occurrenceStatus(o: OccurrenceRecord, clashes: Clash[]): OccurrenceWire['status'] {
  if (o.cancelled) return 'cancelled';
  return clashes.length > 0 ? 'clashing' : 'bookable';
}

export function presentOccurrence(o: OccurrenceRecord, extras: PresentExtras): OccurrenceWire {
  const tz = o.timezone;
  const wire: OccurrenceWire = {
    id: o.id,
    legacy_id: o.legacyId,
    duration: Math.round((o.endsAt.getTime() - o.startsAt.getTime()) / 60_000),
    interval_key: o.intervalKey,
    schedule_id: o.scheduleId,
    recurrence_id: o.recurrenceId,
    original_starts_at: timeValue(o.originalStartsAt, tz),
    original_ends_at: timeValue(o.originalEndsAt, tz),
    booking_type: o.bookingType,
    schedule_reference: o.scheduleReference,
    template_name: o.name,
    template_description: o.description,
    category_id: o.categoryId,
    venue_id: o.venueId,
    starts_at: timeValue(o.startsAt, tz),
    ends_at: timeValue(o.endsAt, tz),
    setup_time_in_minutes: o.setupMinutes,
    teardown_time_in_minutes: o.teardownMinutes,
    status: occurrenceStatus(o, extras.clashes),
    capacity: capacityOf(o, extras.source),
    capacity_strategy: o.capacityStrategy,
    booking_strategy: o.bookingStrategy,
    locations: o.locations,
    location_name: displayLocationName(
      null,
      o.locations.map((l) => l.names),
    ),
    friendly_location_name: o.friendlyLocationName,
    instructors: o.instructors,
    restrictions: extras.restrictions ?? { pre_purchase_waiver: null, pre_purchase_induction: null, criteria: 'all' },
    clashes: extras.clashes,
    allow_anonymous_bookings: o.allowAnonymousBookings,
    last_bookable_at: o.lastBookableAt ? timeValue(o.lastBookableAt, tz) : null,
    tickets: extras.tickets,
    can_cancel: extras.canCancel,
    is_detached_from_recurrence: o.isDetachedFromRecurrence,
    bookable_action: extras.bookableAction,
    waitlist: waitlistOf(o),
  };
  // OCC-010: ticketed occurrences are priced per ticket, so they carry no price of their own.
  if (o.bookingType !== 'ticketed') wire.price = o.priceMinor === null ? null : money(o.priceMinor, o.currency);
  if (extras.blockBookingInformation !== undefined) wire.block_booking_information = extras.blockBookingInformation;
  return wire;
}
