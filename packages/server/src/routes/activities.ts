import { z } from 'zod';
import { activityClassSchema } from '@venue/core/contract/timetables.ts';
import type { App } from '../http/app-env.ts';
import { ok } from '../http/envelope.ts';
import { notFound } from '../http/errors.ts';
import { route } from '../http/route.ts';
import { findOccurrence } from '../domain/occurrences/occurrenceRepository.ts';
import { requestClientId, viewerFor } from '../http/requestScope.ts';
import { normaliseTags, timetableEntries } from '../domain/timetable/buildTimetable.ts';

/**
 * API-057 `GET /{id}` for an activity class. The spec's bare `/{id}` would swallow every other path,
 * so it is served as `/api/activities/classes/{id}`: a numeric id answers the v1 form, a
 * 34-character occurrence id the v2 form.
 */
export function registerActivityRoutes(app: App): void {
  route(
    app,
    {
      method: 'get',
      path: '/api/activities/classes/:id',
      summary: 'One activity class (numeric id: v1; occurrence id: v2)',
      tags: ['timetables'],
      params: z.object({ id: z.string().min(1) }),
      query: z.object({ selected_user_id: z.coerce.number().int().min(1).optional() }),
      response: activityClassSchema,
    },
    async (c, { params, query }) => {
      const db = c.var.deps.db;
      const record = await findOccurrence(db, params.id, await requestClientId(c));
      if (!record) throw notFound();
      const { customer } = await viewerFor(c, query.selected_user_id);
      const activity = await db.one<{ tags: unknown; slug: string; venue_slug: string; category_slug: string }>(
        `SELECT a.tags, a.slug, v.slug AS venue_slug, cat.slug AS category_slug FROM occurrences o
           JOIN venues v ON v.id = o.venue_id JOIN categories cat ON cat.id = o.category_id
           LEFT JOIN activities a ON a.id = o.activity_id WHERE o.id = $1`,
        [record.id],
      );
      const version = /^\d+$/.test(params.id) ? 'v1' : 'v2';
      const [entry] = await timetableEntries(db, [record], customer, version, c.var.deps.now(), normaliseTags(activity?.tags ?? []));
      return ok(c, {
        ...entry!,
        occurrence_id: record.id,
        description: record.description,
        venue_slug: activity?.venue_slug ?? null,
        category_slug: activity?.category_slug ?? null,
        activity_slug: activity?.slug ?? null,
      });
    },
  );
}

export default registerActivityRoutes;
