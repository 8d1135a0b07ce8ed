import type { Db } from '../../db/db.ts';
import { detectClashes, type Clash, type ClashCandidate, type Closure } from '../clashes/detectClashes.ts';
import { decideBookableAction, type BookableAction } from './bookableAction.ts';
import { availableFor, waitlistOf, type OccurrenceRecord } from './occurrenceRecord.ts';
import { money } from './presentOccurrence.ts';
import type { OccurrenceWire } from '@venue/core/contract';

/** What one customer holds on a set of occurrences: their booking status and waitlist places. */
export interface CustomerHoldings {
  bookings: Map<string, 'settled' | 'reserved'>;
  waitlisted: Set<string>;
  /** The customer's place in each waitlist queue they are on (1 = offered the next freed place). */
  waitlistPositions: Map<string, number>;
  /** The id of the customer's live booking of each occurrence (settled first). */
  bookingIds: Map<string, number>;
  bookingDisabled: boolean;
}

export async function customerHoldings(
  db: Db,
  userId: number,
  occurrenceIds: string[],
  now: Date,
): Promise<CustomerHoldings> {
  if (occurrenceIds.length === 0)
    return {
      bookings: new Map(),
      waitlisted: new Set(),
      waitlistPositions: new Map(),
      bookingIds: new Map(),
      bookingDisabled: false,
    };
  const [bookings, waits, sanction] = await Promise.all([
    db.query<{ id: number; occurrence_id: string; status: 'settled' | 'reserved' }>(
      `SELECT id, occurrence_id, status FROM bookings WHERE user_id = $1 AND occurrence_id = ANY($2::text[]) AND status <> 'cancelled'
        ORDER BY (status = 'settled') DESC`,
      [userId, occurrenceIds],
    ),
    // The queue is joining order (created_at, id), the order promotion.ts offers freed places in.
    db.query<{ occurrence_id: string; position: number }>(
      `SELECT w.occurrence_id,
              (SELECT count(*) FROM waitlist_entries x
                WHERE x.occurrence_id = w.occurrence_id AND (x.created_at, x.id) <= (w.created_at, w.id))::int AS position
         FROM waitlist_entries w WHERE w.user_id = $1 AND w.occurrence_id = ANY($2::text[])`,
      [userId, occurrenceIds],
    ),
    bookingDisabledUntil(db, userId, now),
  ]);
  const map = new Map<string, 'settled' | 'reserved'>();
  const bookingIds = new Map<string, number>();
  for (const b of bookings) {
    if (map.has(b.occurrence_id)) continue;
    map.set(b.occurrence_id, b.status);
    bookingIds.set(b.occurrence_id, b.id);
  }
  return {
    bookings: map,
    waitlisted: new Set(waits.map((w) => w.occurrence_id)),
    waitlistPositions: new Map(waits.map((w) => [w.occurrence_id, Number(w.position)])),
    bookingIds,
    bookingDisabled: sanction !== null,
  };
}

/** When a late-cancellation suspension of online booking ends, or null when none is active. */
export async function bookingDisabledUntil(db: Db, userId: number, now: Date): Promise<Date | null> {
  const row = await db.one<{ active_until: Date }>(
    `SELECT active_until FROM cancellation_penalties WHERE user_id = $1 AND action = 'disable_booking' AND active_until > $2
      ORDER BY active_until DESC LIMIT 1`,
    [userId, now],
  );
  return row ? new Date(row.active_until) : null;
}

export function bookableActionFor(
  o: OccurrenceRecord,
  holdings: CustomerHoldings | null,
  clashes: Clash[],
  now: Date,
  source: 'online' | 'foh' = 'online',
): BookableAction {
  return decideBookableAction(
    {
      status: o.cancelled ? 'cancelled' : clashes.length > 0 ? 'clashing' : 'bookable',
      startsAt: o.startsAt,
      lastBookableAt: o.lastBookableAt,
      available: availableFor(o, source),
      waitlist: waitlistOf(o),
      customer: holdings
        ? { bookingStatus: holdings.bookings.get(o.id) ?? null, onWaitlist: holdings.waitlisted.has(o.id) }
        : null,
      bookingDisabled: holdings?.bookingDisabled ?? false,
    },
    now,
  );
}

export function toCandidate(o: OccurrenceRecord): ClashCandidate {
  return {
    id: o.id,
    name: o.name,
    startsAt: o.startsAt,
    endsAt: o.endsAt,
    setupMinutes: o.setupMinutes,
    teardownMinutes: o.teardownMinutes,
    recurrenceId: o.recurrenceId,
    instructors: o.instructors,
    locations: o.locations,
    cancelled: o.cancelled,
  };
}

/**
 * Clashes of each given occurrence against every other live occurrence sharing a location or an
 * instructor, the closures of their locations and their venue's opening times (OCC-017 to OCC-020).
 */
export async function clashesFor(db: Db, records: OccurrenceRecord[]): Promise<Map<string, Clash[]>> {
  const result = new Map<string, Clash[]>();
  if (records.length === 0) return result;
  const from = new Date(Math.min(...records.map((r) => r.startsAt.getTime())) - 12 * 3600_000);
  const to = new Date(Math.max(...records.map((r) => r.endsAt.getTime())) + 12 * 3600_000);
  const locationIds = [...new Set(records.flatMap((r) => r.locations.map((l) => Number(l.id))))];
  const instructorIds = [...new Set(records.flatMap((r) => r.instructors.map((i) => Number(i.id))))];
  const venueIds = [...new Set(records.map((r) => r.venueId))];
  const [neighbours, closures, venues] = await Promise.all([
    db.query<{
      id: string;
      name: string;
      starts_at: Date;
      ends_at: Date;
      setup: number;
      teardown: number;
      recurrence_id: string | null;
      status: string;
      locations: Array<{ id: string; names: string }>;
      instructors: Array<{ id: string; name: string }>;
    }>(
      `SELECT o.id, o.template_name AS name, o.starts_at, o.ends_at, o.setup_time_in_minutes AS setup, o.teardown_time_in_minutes AS teardown,
              o.recurrence_id::text AS recurrence_id, o.status,
         (SELECT coalesce(json_agg(json_build_object('id', l.id::text, 'names', l.name) ORDER BY l.id), '[]'::json)
            FROM occurrence_locations ol JOIN locations l ON l.id = ol.location_id WHERE ol.occurrence_id = o.id) AS locations,
         (SELECT coalesce(json_agg(json_build_object('id', i.id::text, 'name', i.name) ORDER BY i.id), '[]'::json)
            FROM occurrence_instructors oi JOIN instructors i ON i.id = oi.instructor_id WHERE oi.occurrence_id = o.id) AS instructors
         FROM occurrences o
        WHERE o.deleted_at IS NULL AND o.status <> 'cancelled' AND o.starts_at < $2 AND o.ends_at > $1
          AND (EXISTS (SELECT 1 FROM occurrence_locations x WHERE x.occurrence_id = o.id AND x.location_id = ANY($3::int[]))
            OR EXISTS (SELECT 1 FROM occurrence_instructors x WHERE x.occurrence_id = o.id AND x.instructor_id = ANY($4::int[])))`,
      [from.toISOString(), to.toISOString(), locationIds, instructorIds],
    ),
    db.query<{ id: number; message: string; starts_at: Date; ends_at: Date; location_ids: number[] }>(
      `SELECT c.id, c.message, c.starts_at, c.ends_at, array_agg(cl.location_id) AS location_ids
         FROM closures c JOIN closure_locations cl ON cl.closure_id = c.id
        WHERE c.starts_at < $2 AND c.ends_at > $1 AND cl.location_id = ANY($3::int[])
        GROUP BY c.id`,
      [from.toISOString(), to.toISOString(), locationIds],
    ),
    db.query<{ id: number; opening_times: string | null; timezone: string }>(
      'SELECT id, opening_times, timezone FROM venues WHERE id = ANY($1::int[])',
      [venueIds],
    ),
  ]);
  const others: ClashCandidate[] = neighbours.map((n) => ({
    id: n.id,
    name: n.name,
    startsAt: new Date(n.starts_at),
    endsAt: new Date(n.ends_at),
    setupMinutes: n.setup,
    teardownMinutes: n.teardown,
    recurrenceId: n.recurrence_id,
    instructors: typeof n.instructors === 'string' ? JSON.parse(n.instructors) : n.instructors,
    locations: typeof n.locations === 'string' ? JSON.parse(n.locations) : n.locations,
    cancelled: n.status === 'cancelled',
  }));
  const closureList: Closure[] = closures.map((c) => ({
    id: String(c.id),
    reason: c.message,
    startsAt: new Date(c.starts_at),
    endsAt: new Date(c.ends_at),
    locationIds: c.location_ids.map(String),
  }));
  const venueById = new Map(venues.map((v) => [v.id, v]));
  for (const r of records) {
    const venue = venueById.get(r.venueId);
    result.set(
      r.id,
      detectClashes(toCandidate(r), others, closureList, {
        openingTimes: venue?.opening_times ?? null,
        timezone: venue?.timezone ?? r.timezone,
      }),
    );
  }
  return result;
}

/** Ticket types of the activities behind the given occurrences (TT-009), keyed by occurrence id. */
export async function ticketsFor(db: Db, records: OccurrenceRecord[]): Promise<Map<string, OccurrenceWire['tickets']>> {
  const ticketed = records.filter((r) => r.bookingType === 'ticketed');
  const out = new Map<string, OccurrenceWire['tickets']>();
  if (ticketed.length === 0) return out;
  const rows = await db.query<{
    occurrence_id: string;
    id: string;
    name: string;
    attendees: number;
    po_id: number;
    po_name: string;
    reference: string;
    price: number;
    extra: unknown[];
    currency: string;
  }>(
    `SELECT o.id AS occurrence_id, t.id::text AS id, t.name, t.attendees, po.id AS po_id, po.name AS po_name, po.reference, po.price,
            t.extra_pricing_options AS extra, cl.currency
       FROM occurrences o JOIN tickets t ON t.activity_id = o.activity_id JOIN pricing_options po ON po.id = t.pricing_option_id
       JOIN clients cl ON cl.id = o.client_id
      WHERE o.id = ANY($1::text[]) ORDER BY t.position, t.name`,
    [ticketed.map((r) => r.id)],
  );
  for (const r of rows) {
    const list = out.get(r.occurrence_id) ?? [];
    list.push({
      id: r.id,
      name: r.name,
      attendees: r.attendees,
      pricing_option: { id: String(r.po_id), name: r.po_name, reference: r.reference },
      extra_pricing_options: Array.isArray(r.extra) ? r.extra : [],
      price: money(r.price, r.currency),
    });
    out.set(r.occurrence_id, list);
  }
  return out;
}
