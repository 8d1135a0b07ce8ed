import { z } from 'zod';
import { clashSchema } from '@venue/core/contract';
import { isoDateTime, queryList } from '@venue/core/contract';
import type { App } from '../http/app-env.ts';
import { ok } from '../http/envelope.ts';
import { route } from '../http/route.ts';
import { timeValue } from '../presentation/wire.ts';
import { clashesOfProposal, clashingOccurrences } from '../domain/clashes/clashChecks.ts';
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
export default function registerClashRoutes(app: App): void {
  route(
    app,
    {
      method: 'get',
      path: '/api/v1/activities/clashes',
      summary: 'Clashing occurrences of venues in a window, each with its clashes',
      tags: ['clashes'],
      auth: 'staff',
      query: z.object({
        venue_ids: z.preprocess(
          (v) => v ?? [],
          queryList(z.string().min(1)).pipe(z.array(z.string()).min(1, 'At least one venue is required')),
        ),
        starts_after: isoDateTime,
        starts_before: isoDateTime,
      }),
    },
    async (c, { query }) => {
      const found = await clashingOccurrences(c.get('deps').db, {
        clientId: await requestClientId(c),
        venueIds: query.venue_ids,
        startsFrom: new Date(query.starts_after),
        startsBefore: new Date(query.starts_before),
      });
      const data = found.map(({ record: r, clashes }) => ({
        occurrence_id: r.id,
        name: r.name,
        starts_at: timeValue(r.startsAt, r.timezone),
        ends_at: timeValue(r.endsAt, r.timezone),
        clashes,
      }));
      return ok(c, data);
    },
  );

  route(
    app,
    {
      method: 'post',
      path: '/api/v1/activities/clashes/check',
      summary: 'Clashes a proposed time, place and staff would have',
      tags: ['clashes'],
      auth: 'staff',
      body: checkBody,
      response: z.array(clashSchema),
    },
    async (c, { body }) => {
      const d = body.data;
      const venue = await findVenue(c, String(d.venue_id));
      const clashes = await clashesOfProposal(c.get('deps').db, venue, {
        startsAt: new Date(d.starts_at),
        durationMinutes: d.duration_minutes,
        setupMinutes: d.setup_time_in_minutes,
        teardownMinutes: d.teardown_time_in_minutes,
        locationIds: d.location_ids,
        instructorIds: d.instructor_ids,
        excludeOccurrenceId: d.exclude_occurrence_id,
      });
      return ok(c, clashes);
    },
  );
}
