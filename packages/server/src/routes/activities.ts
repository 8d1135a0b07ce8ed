import { z } from 'zod';
import { activityClassSchema } from '@venue/core/contract';
import type { App } from '../http/app-env.ts';
import { ok } from '../http/envelope.ts';
import { notFound } from '../http/errors.ts';
import { route } from '../http/route.ts';
import { findOccurrence } from '../domain/occurrences/occurrenceRepository.ts';
import { requestClientId, viewerFor } from '../http/requestScope.ts';
import { activityClassView } from '../domain/timetable/activityClass.ts';

/**
 * API-057 `GET /{id}` for an activity class. The spec's bare `/{id}` would swallow every other path,
 * so it is served as `/api/activities/classes/{id}`: a numeric id answers the v1 form, a
 * 34-character occurrence id the v2 form.
 */
export default function registerActivityRoutes(app: App): void {
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
      const db = c.get('deps').db;
      const record = await findOccurrence(db, params.id, await requestClientId(c));
      if (!record) throw notFound();
      const { customer } = await viewerFor(c, query.selected_user_id);
      const version = /^\d+$/.test(params.id) ? 'v1' : 'v2';
      return ok(c, await activityClassView(db, record, customer, version, c.get('deps').now()));
    },
  );
}
