import type { Db } from '../../db/db.ts';
import { invalidField } from '../errors.ts';
import { clashesFor } from '../occurrences/occurrenceContext.ts';
import type { OccurrenceRecord } from '../occurrences/occurrenceRecord.ts';
import { loadOccurrences } from '../occurrences/occurrenceRepository.ts';

/** The occurrences of the venues in a window that clash with something, each with its clashes (OCC-017). */
export async function clashingOccurrences(
  db: Db,
  window: { clientId: number; venueIds: string[]; startsFrom: Date; startsBefore: Date },
) {
  const records = await loadOccurrences(db, {
    clientId: window.clientId,
    venues: window.venueIds,
    startsFrom: window.startsFrom,
    startsBefore: window.startsBefore,
    limit: 2000,
  });
  const clashes = await clashesFor(db, records);
  return records
    .filter((r) => (clashes.get(r.id) ?? []).length > 0)
    .map((record) => ({ record, clashes: clashes.get(record.id)! }));
}

export interface ClashProposal {
  startsAt: Date;
  durationMinutes: number;
  setupMinutes: number;
  teardownMinutes: number;
  locationIds: Array<string | number>;
  instructorIds: Array<string | number>;
  /** The occurrence being moved, so it does not clash with itself. */
  excludeOccurrenceId?: string;
}

/**
 * The clashes a proposed time, place and staff would have at a venue (OCC-018 to OCC-020). Every location
 * must be the venue's and every instructor the client's, else the field is refused.
 */
export async function clashesOfProposal(
  db: Db,
  venue: { id: number; client_id: number; timezone: string },
  d: ClashProposal,
) {
  const locations = await db.query<{ id: string; names: string }>(
    'SELECT id::text AS id, name AS names FROM locations WHERE venue_id = $1 AND id::text = ANY($2::text[]) ORDER BY id',
    [venue.id, d.locationIds.map(String)],
  );
  if (locations.length !== new Set(d.locationIds.map(String)).size)
    throw invalidField('data.location_ids', 'The selected locations do not exist at this venue.');
  const instructors = await db.query<{ id: string; name: string }>(
    'SELECT id::text AS id, name FROM instructors WHERE client_id = $1 AND id::text = ANY($2::text[]) ORDER BY id',
    [venue.client_id, d.instructorIds.map(String)],
  );
  if (instructors.length !== new Set(d.instructorIds.map(String)).size)
    throw invalidField('data.instructor_ids', 'The selected instructors do not exist.');
  const startsAt = d.startsAt;
  const endsAt = new Date(startsAt.getTime() + d.durationMinutes * 60_000);
  const proposal: OccurrenceRecord = {
    id: d.excludeOccurrenceId ?? 'proposed',
    legacyId: 0,
    scheduleId: null,
    recurrenceId: null,
    intervalKey: null,
    scheduleReference: null,
    name: 'The proposed time',
    description: null,
    categoryId: '',
    bookingType: 'classes',
    venueId: venue.id,
    timezone: venue.timezone,
    startsAt,
    endsAt,
    originalStartsAt: startsAt,
    originalEndsAt: endsAt,
    setupMinutes: d.setupMinutes,
    teardownMinutes: d.teardownMinutes,
    cancelled: false,
    capacityStrategy: 'shared',
    capacityMaximum: 0,
    onlineCapacity: null,
    fohCapacity: null,
    onlineConsumed: 0,
    fohConsumed: 0,
    bookingStrategy: 'sequential',
    priceMinor: null,
    currency: 'GBP',
    locations,
    friendlyLocationName: null,
    instructors,
    allowAnonymousBookings: false,
    lastBookableAt: null,
    isDetachedFromRecurrence: false,
    waitlistMaximum: null,
    waitlistConsumed: 0,
  };
  const clashes = await clashesFor(db, [proposal]);
  return clashes.get(proposal.id) ?? [];
}
