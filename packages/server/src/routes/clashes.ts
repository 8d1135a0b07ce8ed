import { z } from 'zod';
import { clashSchema } from '@venue/core/contract/occurrences.ts';
import { isoDateTime, queryList } from '@venue/core/contract/scheduling-shared.ts';
import type { App } from '../http/app-env.ts';
import { ok } from '../http/envelope.ts';
import { unprocessable } from '../http/errors.ts';
import { route } from '../http/route.ts';
import { timeValue } from '../presentation/wire.ts';
import { clashesFor } from '../domain/occurrences/occurrenceContext.ts';
import type { OccurrenceRecord } from '../domain/occurrences/occurrenceRecord.ts';
import { loadOccurrences } from '../domain/occurrences/occurrenceRepository.ts';
import { findVenue, requestClientId } from '../http/requestScope.ts';

const ids = z.array(z.union([z.string().min(1), z.number().int()]));
const checkBody = z.object({
  data: z.object({
    venue_id: z.union([z.string().min(1), z.number().int()]),
    starts_at: isoDateTime,
    duration_minutes: z.number().int().min(1).max(720),
    setup_time_in_minutes: z.number().int().min(0).max(720).default(0),
    teardown_time_in_minutes: z.number().int().min(0).max(720).default(0),
    location_ids: ids.min(1, 'At least one location is required'),
    instructor_ids: ids.default([]),
    /** The occurrence being moved, so it does not clash with itself. */
    exclude_occurrence_id: z.string().optional(),
  }),
});

/** Staff clash tools (OCC-017 to OCC-020): a venue's clashing occurrences, and a check before a change. */
export function registerClashRoutes(app: App): void {
  route(
    app,
    {
      method: 'get',
      path: '/api/v1/activities/clashes',
      summary: 'Clashing occurrences of venues in a window, each with its clashes',
      tags: ['clashes'],
      auth: 'staff',
      query: z.object({ venue_ids: z.preprocess((v) => v ?? [], queryList(z.string().min(1)).pipe(z.array(z.string()).min(1, 'At least one venue is required'))), starts_after: isoDateTime, starts_before: isoDateTime }),
    },
    async (c, { query }) => {
      const db = c.var.deps.db;
      const records = await loadOccurrences(db, { clientId: await requestClientId(c), venues: query.venue_ids, startsFrom: new Date(query.starts_after), startsBefore: new Date(query.starts_before), limit: 2000 });
      const clashes = await clashesFor(db, records);
      const data = records
        .filter((r) => (clashes.get(r.id) ?? []).length > 0)
        .map((r) => ({ occurrence_id: r.id, name: r.name, starts_at: timeValue(r.startsAt, r.timezone), ends_at: timeValue(r.endsAt, r.timezone), clashes: clashes.get(r.id)! }));
      return ok(c, data);
    },
  );

  route(
    app,
    { method: 'post', path: '/api/v1/activities/clashes/check', summary: 'Clashes a proposed time, place and staff would have', tags: ['clashes'], auth: 'staff', body: checkBody, response: z.array(clashSchema) },
    async (c, { body }) => {
      const d = body.data;
      const venue = await findVenue(c, String(d.venue_id));
      const db = c.var.deps.db;
      const locations = await db.query<{ id: string; names: string }>('SELECT id::text AS id, name AS names FROM locations WHERE venue_id = $1 AND id::text = ANY($2::text[]) ORDER BY id', [venue.id, d.location_ids.map(String)]);
      if (locations.length !== new Set(d.location_ids.map(String)).size) throw unprocessable({ 'data.location_ids': ['The selected locations do not exist at this venue.'] });
      const instructors = await db.query<{ id: string; name: string }>('SELECT id::text AS id, name FROM instructors WHERE client_id = $1 AND id::text = ANY($2::text[]) ORDER BY id', [venue.client_id, d.instructor_ids.map(String)]);
      if (instructors.length !== new Set(d.instructor_ids.map(String)).size) throw unprocessable({ 'data.instructor_ids': ['The selected instructors do not exist.'] });
      const startsAt = new Date(d.starts_at);
      const endsAt = new Date(startsAt.getTime() + d.duration_minutes * 60_000);
      const proposal: OccurrenceRecord = {
        id: d.exclude_occurrence_id ?? 'proposed',
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
        setupMinutes: d.setup_time_in_minutes,
        teardownMinutes: d.teardown_time_in_minutes,
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
      return ok(c, clashes.get(proposal.id) ?? []);
    },
  );
}

export default registerClashRoutes;
