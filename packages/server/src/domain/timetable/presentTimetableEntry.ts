import type { ActivityClassWire } from '@venue/core/contract';
import type { BookableAction } from '../occurrences/bookableAction.ts';
import { capacityOf, waitlistOf, type OccurrenceRecord } from '../occurrences/occurrenceRecord.ts';
import { money } from '../occurrences/presentOccurrence.ts';
import { displayLocationName } from '../occurrences/updateRules.ts';
import { timeOfDay } from '../../presentation/wire.ts';

/**
 * A timetable, times or slots entry (TT-003, TT-004). v1 answers identify entries by their numeric
 * legacy id, v2 by the 34-character occurrence id, so a client can pick the matching waitlist call
 * (WAIT-004, WAIT-005) from the id alone.
 */
export function presentTimetableEntry(
  o: OccurrenceRecord,
  action: BookableAction,
  version: 'v1' | 'v2',
  tags: Array<{ id: string; name: string }> = [],
  extras: {
    /** The requesting customer's place in the waitlist queue, null when not waiting or anonymous. */
    waitlistPosition: number | null;
    /** The customer's live booking of it (settled or reserved), so it can be cancelled from the timetable. */
    bookingId?: number | null;
    restrictions: Array<{ id: string; name: string; type: string }>;
  } = { waitlistPosition: null, bookingId: null, restrictions: [] },
): ActivityClassWire {
  return {
    id: version === 'v2' ? o.id : o.legacyId,
    is_v2: version === 'v2',
    name: o.name,
    starts_at: timeOfDay(o.startsAt, o.timezone),
    ends_at: timeOfDay(o.endsAt, o.timezone),
    duration: Math.round((o.endsAt.getTime() - o.startsAt.getTime()) / 60_000),
    action_to_show: { status: action.action, message: action.message },
    bookable_action: action,
    instructors: o.instructors,
    tags,
    capacity: capacityOf(o),
    waitlist: waitlistOf(o),
    location_name: displayLocationName(
      o.friendlyLocationName,
      o.locations.map((l) => l.names),
    ),
    locations: o.locations,
    price: o.bookingType === 'ticketed' || o.priceMinor === null ? null : money(o.priceMinor, o.currency),
    status: o.cancelled ? 'cancelled' : 'bookable',
    waitlist_position: extras.waitlistPosition,
    booking_id: extras.bookingId ?? null,
    restrictions: extras.restrictions,
  };
}
