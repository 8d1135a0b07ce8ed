import { z } from 'zod';
import {
  activityClassSchema,
  datesQuerySchema,
  fastTicketSchema,
  slotSchema,
  slotsQuerySchema,
  ticketsQuerySchema,
  timetableQuerySchema,
} from '@venue/core/contract';
import type { App, Ctx } from '../http/app-env.ts';
import { ok } from '../http/envelope.ts';
import { conditionalAnswer, okConditional, sendConditional } from '../http/conditional.ts';
import { anonymousAnswer } from '../domain/timetable/anonymousAnswers.ts';
import { route } from '../http/route.ts';
import { activitiesApiVersionFor, type ActivitiesApiVersion } from '../domain/timetable/apiVersion.ts';
import {
  holdingsFor,
  loadPublicDay,
  presentDay,
  resolveActivityScope,
  type PublicDay,
} from '../domain/timetable/buildTimetable.ts';
import { publicDayCache } from '../domain/timetable/publicDayCache.ts';
import { addDays, localDate } from '../time/londonTime.ts';
import { timeOfDay as toTimeOfDay } from '../presentation/wire.ts';
import { findVenue, findVenueWithTimetableVersion, viewerFor } from '../http/requestScope.ts';
import { ticketsFor } from '../domain/occurrences/occurrenceContext.ts';
import { categoryDates } from '../domain/timetable/categoryDates.ts';
import { freeLocations } from '../domain/timetable/slotLocations.ts';
import { forReader } from '../http/staffWording.ts';

const selected = z.object({ selected_user_id: z.coerce.number().int().min(1).optional() });
const venueActivity = z.object({ v: z.string().min(1), a: z.string().min(1) });
const venueCategory = z.object({ v: z.string().min(1), c: z.string().min(1) });

/** C6: every timetable path is served with and without the `activities/` prefix. */
const PREFIXES = ['/api/venue', '/api/activities/venue'];

async function dayEntries(
  c: Ctx,
  params: z.output<typeof venueActivity>,
  date: string,
  version: ActivitiesApiVersion,
  selectedUserId?: number,
  locationId?: string,
) {
  const db = c.get('deps').db;
  const venue = await findVenueWithTimetableVersion(c, params.v);
  const load = () => loadPublicDay(db, venue, params.a, date, locationId);
  // The public part is kept per process while the venue's change counter stays put (issue 12), so a
  // repeat read costs the venue lookup plus what is the viewer's own.
  const day = await (venue.timetable_version === null
    ? load()
    : publicDayCache<PublicDay>(db).get(
        `${venue.id}\0${params.a}\0${date}\0${locationId ?? ''}`,
        venue.timetable_version,
        load,
      ));
  const { viewer, customer } = await viewerFor(c, selectedUserId);
  const now = c.get('deps').now();
  const holdings = await holdingsFor(db, customer, day.records, now);
  // TT-002: the answer says which version the date belongs to, whichever path was called.
  const meta = {
    date,
    api_version: version,
    date_api_version: activitiesApiVersionFor(date, venue.activities_v2_migration_date),
    activities_v2_migration_date: venue.activities_v2_migration_date,
  };
  // Who the body was built for (conditional GETs): the signed-in user and the customer the actions are for.
  const viewerKey = `${viewer?.id ?? 'anonymous'}:${customer?.id ?? '-'}`;
  return {
    day,
    entries: () => presentDay(day, holdings, version, now),
    records: day.records,
    meta,
    viewerKey,
    anonymous: viewer === null,
    now,
  };
}

/** Timetables, times and slots (v1 and v2), category dates and fast tickets (TT-002 to TT-005). */
export default function registerTimetableRoutes(app: App): void {
  for (const prefix of PREFIXES) {
    for (const version of ['v1', 'v2'] as const) {
      const v = version === 'v2' ? '/v2' : '';
      for (const kind of ['timetable', 'times'] as const) {
        route(
          app,
          {
            method: 'get',
            path: `${prefix}/:v/activity/:a${v}/${kind}`,
            summary: `Activity ${kind} of a day (${version})`,
            tags: ['timetables'],
            params: venueActivity,
            query: timetableQuerySchema.extend(selected.shape),
            response: z.array(activityClassSchema),
          },
          async (c, { params, query }) => {
            const d = await dayEntries(c, params, query.date, version, query.selected_user_id);
            const answer = () => conditionalAnswer(forReader(c, d.entries()), { meta: d.meta, viewer: d.viewerKey });
            // Everyone not signed in gets the same body for the same day and version (issue 12).
            return sendConditional(
              c,
              d.anonymous ? anonymousAnswer(d.day, `${kind}\0${JSON.stringify(d.meta)}`, d.now, answer) : answer(),
            );
          },
        );
      }
      route(
        app,
        {
          method: 'get',
          path: `${prefix}/:v/activity/:a${v}/slots`,
          summary: `Bookable slots of a day, optionally at one location (${version})`,
          tags: ['timetables'],
          params: venueActivity,
          query: slotsQuerySchema.extend(selected.shape),
          response: z.array(slotSchema),
        },
        async (c, { params, query }) => {
          const {
            entries: present,
            records,
            meta,
            viewerKey,
          } = await dayEntries(c, params, query.date, version, query.selected_user_id, query.location_id);
          const free = await freeLocations(c.get('deps').db, records);
          const slots = present().map((e, i) => ({ ...e, available_locations: free[i]! }));
          return okConditional(c, slots, { meta, viewer: viewerKey });
        },
      );
    }

    route(
      app,
      {
        method: 'get',
        path: `${prefix}/:v/activity-category/:c/dates`,
        summary: 'Dates with occurrences of a category (and its children)',
        tags: ['timetables'],
        params: venueCategory,
        query: datesQuerySchema,
      },
      async (c, { params, query }) => {
        const db = c.get('deps').db;
        const venue = await findVenue(c, params.v);
        const scope = await resolveActivityScope(db, venue, params.c);
        const from = query.from ?? localDate(c.get('deps').now(), venue.timezone);
        const to = addDays(from, query.days);
        const data = await categoryDates(db, venue, scope, from, to);
        return ok(c, data, {
          meta: { from, days: query.days, activities_v2_migration_date: venue.activities_v2_migration_date },
        });
      },
    );

    route(
      app,
      {
        method: 'get',
        path: `${prefix}/:v/activity-category/:c/activity/:a/tickets`,
        summary: 'Fast tickets of an activity on a day (default today)',
        tags: ['timetables'],
        params: z.object({ v: z.string().min(1), c: z.string().min(1), a: z.string().min(1) }),
        query: ticketsQuerySchema.extend(selected.shape),
        response: z.array(fastTicketSchema),
      },
      async (c, { params, query }) => {
        const db = c.get('deps').db;
        const venue = await findVenue(c, params.v);
        const date = query.date ?? localDate(c.get('deps').now(), venue.timezone);
        const version = activitiesApiVersionFor(date, venue.activities_v2_migration_date);
        const { entries: present, records } = await dayEntries(
          c,
          { v: params.v, a: params.a },
          date,
          version,
          query.selected_user_id,
        );
        const tickets = await ticketsFor(db, records);
        const entries = present();
        const data = records.map((r, i) => ({
          id: entries[i]!.id,
          is_v2: version === 'v2',
          occurrence_id: r.id,
          name: r.name,
          starts_at: toTimeOfDay(r.startsAt, r.timezone),
          ends_at: toTimeOfDay(r.endsAt, r.timezone),
          capacity: entries[i]!.capacity,
          bookable_action: entries[i]!.bookable_action,
          ticket_types: (tickets.get(r.id) ?? []).map((t) => ({
            id: t.id,
            name: t.name,
            reference: t.pricing_option.reference,
            pricing_option_id: t.pricing_option.id,
            attendees: t.attendees,
            price: t.price!,
          })),
        }));
        return ok(c, data, { meta: { date, api_version: version } });
      },
    );
  }
}
