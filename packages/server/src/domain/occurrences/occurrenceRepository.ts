import type { Db } from '../../db/db.ts';
import type { Named, NamedLocation } from '../clashes/detectClashes.ts';
import type { OccurrenceRecord } from './occurrenceRecord.ts';
import type { OccurrenceRow } from '../../db/rows.ts';

/** Filters for loading occurrences; every set field narrows the result (OCC-023). */
export interface OccurrenceFilter {
  ids?: string[];
  legacyIds?: number[];
  /** Venue numeric ids, uuids or slugs. */
  venues?: string[];
  categoryIds?: string[];
  activityId?: number;
  scheduleIds?: string[];
  recurrenceIds?: string[];
  locationIds?: string[];
  instructorIds?: number[];
  startsFrom?: Date;
  startsBefore?: Date;
  /** Occurrences whose busy time overlaps [from, to) (clash checks). */
  overlaps?: { from: Date; to: Date };
  clientId?: number;
  limit?: number;
}

/** An occurrence as the repository's select reads it: with its venue's timezone, the client's currency, its places and
 * staff. */
type Row = Pick<
  OccurrenceRow,
  | 'id'
  | 'legacy_id'
  | 'schedule_id'
  | 'recurrence_id'
  | 'interval_key'
  | 'schedule_reference'
  | 'template_name'
  | 'template_description'
  | 'category_id'
  | 'booking_type'
  | 'venue_id'
  | 'starts_at'
  | 'ends_at'
  | 'original_starts_at'
  | 'original_ends_at'
  | 'setup_time_in_minutes'
  | 'teardown_time_in_minutes'
  | 'status'
  | 'capacity_strategy'
  | 'capacity_maximum'
  | 'capacity_online'
  | 'capacity_foh'
  | 'consumed'
  | 'consumed_online'
  | 'consumed_foh'
  | 'booking_strategy'
  | 'price'
  | 'friendly_location_name'
  | 'allow_anonymous_bookings'
  | 'last_bookable_at'
  | 'is_detached_from_recurrence'
  | 'waitlist_maximum'
  | 'waitlist_consumed'
  | 'activity_id'
> & {
  timezone: string;
  currency: string;
  locations: NamedLocation[] | string;
  instructors: Named[] | string;
};

// json_agg comes back parsed from both drivers; the string branch guards a driver that does not.
const parseJson = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

export function toRecord(r: Row): OccurrenceRecord {
  const split = r.capacity_strategy === 'split';
  return {
    id: r.id,
    legacyId: r.legacy_id,
    scheduleId: r.schedule_id,
    recurrenceId: r.recurrence_id,
    intervalKey: r.interval_key,
    scheduleReference: r.schedule_reference,
    name: r.template_name,
    description: r.template_description,
    categoryId: r.category_id,
    bookingType: r.booking_type,
    venueId: r.venue_id,
    timezone: r.timezone,
    startsAt: new Date(r.starts_at),
    endsAt: new Date(r.ends_at),
    originalStartsAt: new Date(r.original_starts_at),
    originalEndsAt: new Date(r.original_ends_at),
    setupMinutes: r.setup_time_in_minutes,
    teardownMinutes: r.teardown_time_in_minutes,
    cancelled: r.status === 'cancelled',
    capacityStrategy: r.capacity_strategy,
    capacityMaximum: split ? r.capacity_online + r.capacity_foh : r.capacity_maximum,
    onlineCapacity: split ? r.capacity_online : null,
    fohCapacity: split ? r.capacity_foh : null,
    // `consumed` is the authoritative count; the channel split matters only for split capacity.
    onlineConsumed: split ? r.consumed_online : r.consumed - r.consumed_foh,
    fohConsumed: r.consumed_foh,
    bookingStrategy: r.booking_strategy,
    priceMinor: r.price,
    currency: r.currency,
    locations: parseJson(r.locations),
    friendlyLocationName: r.friendly_location_name,
    instructors: parseJson(r.instructors),
    allowAnonymousBookings: r.allow_anonymous_bookings,
    lastBookableAt: r.last_bookable_at ? new Date(r.last_bookable_at) : null,
    isDetachedFromRecurrence: r.is_detached_from_recurrence,
    waitlistMaximum: r.waitlist_maximum,
    waitlistConsumed: r.waitlist_consumed,
  };
}

export const OCCURRENCE_SELECT = `
  SELECT o.*, v.timezone, cl.currency,
    (SELECT coalesce(json_agg(json_build_object('id', l.id::text, 'names', l.name) ORDER BY l.id), '[]'::json)
       FROM occurrence_locations ol JOIN locations l ON l.id = ol.location_id WHERE ol.occurrence_id = o.id) AS locations,
    (SELECT coalesce(json_agg(json_build_object('id', i.id::text, 'name', i.name) ORDER BY i.id), '[]'::json)
       FROM occurrence_instructors oi JOIN instructors i ON i.id = oi.instructor_id WHERE oi.occurrence_id = o.id) AS instructors
  FROM occurrences o
  JOIN venues v ON v.id = o.venue_id
  JOIN clients cl ON cl.id = o.client_id`;

export async function loadOccurrences(db: Db, f: OccurrenceFilter): Promise<OccurrenceRecord[]> {
  const where = ['o.deleted_at IS NULL'];
  const params: unknown[] = [];
  const p = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  if (f.clientId !== undefined) where.push(`o.client_id = ${p(f.clientId)}`);
  if (f.ids) where.push(`o.id = ANY(${p(f.ids)}::text[])`);
  if (f.legacyIds) where.push(`o.legacy_id = ANY(${p(f.legacyIds)}::int[])`);
  if (f.venues) {
    const ph = p(f.venues);
    where.push(`(v.id::text = ANY(${ph}::text[]) OR v.uuid::text = ANY(${ph}::text[]) OR v.slug = ANY(${ph}::text[]))`);
  }
  if (f.categoryIds) where.push(`o.category_id::text = ANY(${p(f.categoryIds)}::text[])`);
  if (f.activityId !== undefined) where.push(`o.activity_id = ${p(f.activityId)}`);
  if (f.scheduleIds) where.push(`o.schedule_id::text = ANY(${p(f.scheduleIds)}::text[])`);
  if (f.recurrenceIds) where.push(`o.recurrence_id::text = ANY(${p(f.recurrenceIds)}::text[])`);
  if (f.locationIds) {
    where.push(
      `EXISTS (SELECT 1 FROM occurrence_locations x WHERE x.occurrence_id = o.id AND x.location_id::text = ANY(${p(f.locationIds)}::text[]))`,
    );
  }
  if (f.instructorIds) {
    where.push(
      `EXISTS (SELECT 1 FROM occurrence_instructors x WHERE x.occurrence_id = o.id AND x.instructor_id = ANY(${p(f.instructorIds)}::int[]))`,
    );
  }
  if (f.startsFrom) where.push(`o.starts_at >= ${p(f.startsFrom.toISOString())}`);
  if (f.startsBefore) where.push(`o.starts_at < ${p(f.startsBefore.toISOString())}`);
  if (f.overlaps) {
    // Busy time includes setup and teardown; 12 hours either side bounds the index scan.
    where.push(`o.starts_at < ${p(new Date(f.overlaps.to.getTime() + 12 * 3600_000).toISOString())}`);
    where.push(`o.ends_at > ${p(new Date(f.overlaps.from.getTime() - 12 * 3600_000).toISOString())}`);
  }
  const limit = f.limit ? ` LIMIT ${Math.floor(f.limit)}` : '';
  const rows = await db.query<Row>(
    `${OCCURRENCE_SELECT} WHERE ${where.join(' AND ')} ORDER BY o.starts_at, o.legacy_id${limit}`,
    params,
  );
  return rows.map(toRecord);
}

/** One occurrence by its 34-character id or its numeric legacy id. */
export async function findOccurrence(db: Db, id: string, clientId?: number): Promise<OccurrenceRecord | undefined> {
  const numeric = /^\d+$/.test(id);
  const [found] = await loadOccurrences(db, {
    ...(numeric ? { legacyIds: [Number(id)] } : { ids: [id] }),
    ...(clientId !== undefined ? { clientId } : {}),
  });
  return found;
}
