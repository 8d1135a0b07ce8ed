import { z } from 'zod';
import { courseListQuery, courseOneQuery, courseSchedule } from '@venue/core/contract';
import { actingUser, currentUser, type UserRow } from '../auth/session.ts';
import type { App, Ctx } from '../http/app-env.ts';
import { ok } from '../http/envelope.ts';
import { notFound } from '../http/errors.ts';
import { route } from '../http/route.ts';
import { currentClient } from '../http/tenant.ts';
import { customerScheduleState, loadSchedules, type ScheduleFilter } from '../domain/courses/courseRepository.ts';
import { presentSchedule } from '../domain/courses/presentCourse.ts';
import { parseDateTimeFilter } from '../time/londonTime.ts';

async function viewer(c: Ctx, selectedUserId: number | undefined): Promise<UserRow | null> {
  if (selectedUserId !== undefined) return actingUser(c, selectedUserId);
  return currentUser(c);
}

/** List and detail of courses or camps: both are schedules, so one handler pair serves both. */
export function registerSchedules(app: App, kind: 'course' | 'camp', base: string): void {
  const tag = kind === 'course' ? 'courses' : 'camps';
  route(
    app,
    {
      method: 'get',
      path: base,
      summary: `List ${tag} (contracts §5 filters)`,
      tags: [tag],
      query: courseListQuery,
      response: z.array(courseSchedule),
    },
    async (c, { query: q }) => {
      const client = await currentClient(c);
      const now = c.get('deps').now();
      const filter: ScheduleFilter = {
        clientId: client.id,
        kind,
        ...(q.category_ids ? { categoryIds: q.category_ids } : {}),
        ...(q.category_slugs ? { categorySlugs: q.category_slugs } : {}),
        ...(q.venue_ids ? { venueIds: q.venue_ids } : {}),
        ...(q.venue_slugs ? { venueSlugs: q.venue_slugs } : {}),
        ...(q.starts_after ? { startsAfter: parseDateTimeFilter(q.starts_after) } : {}),
        ...(q.starts_before ? { startsBefore: parseDateTimeFilter(q.starts_before) } : {}),
        ...(q.filter_by_first_bookable_at ? { firstBookableBy: now } : {}),
      };
      const bundles = await loadSchedules(c.get('deps').db, filter);
      const customer = await viewer(c, q.selected_user_id);
      const states = customer
        ? await customerScheduleState(
            c.get('deps').db,
            customer.id,
            bundles.map((b) => b.schedule.id),
          )
        : null;
      return ok(
        c,
        bundles.map((b) =>
          presentSchedule(b, {
            now,
            currency: client.currency,
            source: q.source ?? 'online',
            customer: states?.get(b.schedule.id) ?? null,
          }),
        ),
      );
    },
  );

  route(
    app,
    {
      method: 'get',
      path: `${base}/:idOrSlug`,
      summary: `One ${kind} by id (uuid) or slug`,
      tags: [tag],
      params: z.object({ idOrSlug: z.string().min(1).max(255) }),
      query: courseOneQuery,
      response: courseSchedule,
    },
    async (c, { params, query: q }) => {
      const client = await currentClient(c);
      const now = c.get('deps').now();
      const [b] = await loadSchedules(c.get('deps').db, {
        clientId: client.id,
        kind,
        idOrSlug: params.idOrSlug,
        ...(q.filter_by_first_bookable_at ? { firstBookableBy: now } : {}),
      });
      if (!b) throw notFound();
      const customer = await viewer(c, q.selected_user_id);
      const state = customer
        ? (await customerScheduleState(c.get('deps').db, customer.id, [b.schedule.id])).get(b.schedule.id)!
        : null;
      return ok(
        c,
        presentSchedule(b, { now, currency: client.currency, source: q.source ?? 'online', customer: state }),
      );
    },
  );
}

export default function register(app: App): void {
  registerSchedules(app, 'course', '/api/v1/activities/courses');
}
