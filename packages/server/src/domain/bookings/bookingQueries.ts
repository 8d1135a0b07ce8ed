import type { BookingWire } from '@venue/core/contract';
import type { Db } from '../../db/db.ts';
import { money, timeValue } from '../../presentation/wire.ts';
import { isV2Date } from '../timetable/apiVersion.ts';
import { localDate } from '../../time/londonTime.ts';
import { decisionFor, type CancellableRow } from './cancelBookings.ts';
import type { CancellationDecision } from './cancellationPolicy.ts';

export interface BookingRow extends CancellableRow {
  /** Who made the booking: the attendee, a customer booking for someone linked to them, or staff. */
  booked_by_user_id: number | null;
  uuid: string;
  user_uuid: string;
  first_name: string;
  last_name: string;
  order_id: number | null;
  order_status: string | null;
  bundle_id: number | null;
  booking_type: BookingWire['booking_type'];
  attended: boolean | null;
  created_at: Date;
  ends_at: Date;
  template_name: string;
  template_description: string | null;
  venue_id: number;
  venue_name: string;
  venue_slug: string;
  timezone: string;
  migration_date: string | null;
  category_id: string;
  category_name: string;
  category_slug: string;
  friendly_location_name: string | null;
  currency: string;
  total_settled: number;
  settled_position: number | null;
  locations: Array<{ id: string; names: string }>;
  instructors: Array<{ id: string; name: string }>;
}

export const BOOKING_SELECT = `
  SELECT b.id, b.uuid::text AS uuid, b.user_id, b.booked_by_user_id, u.uuid::text AS user_uuid, u.first_name, u.last_name, b.occurrence_id, b.order_id,
         ord.status AS order_status, b.bundle_id, b.status, b.booking_type, b.channel, b.capacity_consumed, b.price, b.attended,
         b.created_at, b.cut_off_hours, o.starts_at, o.ends_at, o.template_name, o.template_description, o.venue_id,
         v.name AS venue_name, v.slug AS venue_slug, v.timezone, v.activities_v2_migration_date::text AS migration_date,
         o.category_id::text AS category_id, cat.name AS category_name, cat.slug AS category_slug, cat.cut_off_actions,
         cat.awards_credit, cat.late_cancellation_fee, o.friendly_location_name, cl.currency,
         (SELECT count(*)::int FROM bookings x WHERE b.bundle_id IS NOT NULL AND x.bundle_id = b.bundle_id AND x.status = 'settled') AS total_settled,
         CASE WHEN b.bundle_id IS NOT NULL AND b.status = 'settled' THEN
           (SELECT count(*)::int FROM bookings x JOIN occurrences xo ON xo.id = x.occurrence_id
             WHERE x.bundle_id = b.bundle_id AND x.status = 'settled' AND (xo.starts_at, x.id) <= (o.starts_at, b.id)) END AS settled_position,
         (SELECT coalesce(json_agg(json_build_object('id', l.id::text, 'names', l.name) ORDER BY l.id), '[]'::json)
            FROM occurrence_locations ol JOIN locations l ON l.id = ol.location_id WHERE ol.occurrence_id = o.id) AS locations,
         (SELECT coalesce(json_agg(json_build_object('id', i.id::text, 'name', i.name) ORDER BY i.id), '[]'::json)
            FROM occurrence_instructors oi JOIN instructors i ON i.id = oi.instructor_id WHERE oi.occurrence_id = o.id) AS instructors
    FROM bookings b
    JOIN users u ON u.id = b.user_id
    JOIN occurrences o ON o.id = b.occurrence_id
    JOIN venues v ON v.id = o.venue_id
    JOIN categories cat ON cat.id = o.category_id
    JOIN clients cl ON cl.id = o.client_id
    LEFT JOIN orders ord ON ord.id = b.order_id`;

function presentDecision(d: CancellationDecision, tz: string): BookingWire['cancellation'] {
  return {
    can_cancel: d.canCancel,
    cannot_cancel_reason: d.cannotCancelReason,
    cut_off: d.cutOff ? timeValue(d.cutOff, tz) : null,
    cut_off_actions: d.cutOffActions,
    cut_off_message: d.cutOffMessage,
    awards_credit: d.awardsCredit,
    awards_credit_message: d.awardsCreditMessage,
  };
}

const parse = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

export function presentBooking(r: BookingRow, now: Date): BookingWire {
  const startsAt = new Date(r.starts_at);
  const endsAt = new Date(r.ends_at);
  const locations = parse(r.locations);
  return {
    id: r.id,
    is_v2: isV2Date(localDate(startsAt, r.timezone), r.migration_date),
    duration: Math.round((endsAt.getTime() - startsAt.getTime()) / 60_000),
    user_id: r.user_id,
    user_uuid: r.user_uuid,
    occurrence_id: r.occurrence_id,
    order_id: r.order_id,
    starts_at: timeValue(startsAt, r.timezone),
    ends_at: timeValue(endsAt, r.timezone),
    status: r.status,
    booking_type: r.booking_type,
    booking_bundle_context:
      r.bundle_id === null
        ? null
        : { id: r.bundle_id, total_settled_bookings: r.total_settled, settled_booking_position: r.settled_position },
    category: { id: r.category_id, name: r.category_name, slug: r.category_slug },
    name: r.template_name,
    description: r.template_description,
    capacity_consumed: r.capacity_consumed,
    // BOOK-004: a reservation has no price until it is settled.
    price: r.status === 'reserved' || r.price === null ? null : money(r.price, r.currency),
    venue: { id: r.venue_id, name: r.venue_name, slug: r.venue_slug },
    locations,
    location_name: r.friendly_location_name ?? locations.map((l) => l.names).join(', '),
    instructors: parse(r.instructors),
    attended: r.attended,
    cancellation: presentDecision(decisionFor(r, now), r.timezone),
    created_at: new Date(r.created_at).toISOString(),
    first_name: r.first_name,
    last_name: r.last_name,
    order: r.order_id === null ? null : { id: r.order_id, status: r.order_status ?? 'pending' },
  };
}

export async function loadBookings(
  db: Db,
  where: string,
  params: unknown[],
  tail = 'ORDER BY o.starts_at, b.id',
): Promise<BookingRow[]> {
  return db.query<BookingRow>(`${BOOKING_SELECT} WHERE ${where} ${tail}`, params);
}
