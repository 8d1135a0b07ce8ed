import { z } from 'zod';
import { clashSchema, occurrenceListQuerySchema, occurrenceSchema, occurrenceUpdateSchema } from '@venue/core/contract';
import type { App, Ctx } from '../http/app-env.ts';
import { ok } from '../http/envelope.ts';
import { notFound, unprocessable } from '../http/errors.ts';
import { route } from '../http/route.ts';
import { deleteOccurrence, updateOccurrence } from '../domain/occurrences/changeOccurrence.ts';
import { clashesFor } from '../domain/occurrences/occurrenceContext.ts';
import { findOccurrence, loadOccurrences } from '../domain/occurrences/occurrenceRepository.ts';
import { presentOccurrences } from '../domain/occurrences/presentMany.ts';
import { requestClientId, viewerFor } from '../http/requestScope.ts';

const idParams = z.object({ id: z.string().min(1) });
const singleQuery = z.object({
  with_bookable_context: occurrenceListQuerySchema.shape.with_bookable_context,
  selected_user_id: occurrenceListQuerySchema.shape.selected_user_id,
  source: occurrenceListQuerySchema.shape.source,
});
// The body may come wrapped in `data` (as the v1 API sends it) or bare; errors are keyed under data.*.
const wrapped = <S extends z.ZodType>(schema: S) =>
  z.preprocess((b) => (b && typeof b === 'object' && 'data' in b ? b : { data: b }), z.object({ data: schema }));

async function one(c: Ctx, id: string, q: z.output<typeof singleQuery>) {
  const clientId = await requestClientId(c);
  const record = await findOccurrence(c.get('deps').db, id, clientId);
  if (!record) throw notFound();
  const { viewer, customer } = await viewerFor(c, q.selected_user_id);
  const [wire] = await presentOccurrences(c.get('deps').db, [record], {
    viewer,
    customer,
    withBookableContext: q.with_bookable_context ?? true,
    ...(q.source ? { source: q.source } : {}),
    now: c.get('deps').now(),
  });
  return wire;
}

/** Occurrences (OCC-001 to OCC-037) and their clashes: list, get, staff update and delete. */
export function registerOccurrenceRoutes(app: App): void {
  route(
    app,
    {
      method: 'get',
      path: '/api/v1/activities/occurrences',
      summary: 'List occurrences (contracts §5 filters)',
      tags: ['occurrences'],
      query: occurrenceListQuerySchema,
      response: z.array(occurrenceSchema),
    },
    async (c, { query: q }) => {
      const db = c.get('deps').db;
      const clientId = await requestClientId(c);
      const records = await loadOccurrences(db, {
        clientId,
        venues: q.venue_ids,
        ...(q.starts_after ? { startsFrom: new Date(q.starts_after) } : {}),
        ...(q.starts_before ? { startsBefore: new Date(q.starts_before) } : {}),
        ...(q.category_ids ? { categoryIds: q.category_ids } : {}),
        ...(q.schedule_ids ? { scheduleIds: q.schedule_ids } : {}),
        ...(q.recurrence_ids ? { recurrenceIds: q.recurrence_ids } : {}),
        ...(q.location_ids ? { locationIds: q.location_ids } : {}),
        limit: 2000,
      });
      const { viewer, customer } = await viewerFor(c, q.selected_user_id);
      const wires = await presentOccurrences(db, records, {
        viewer,
        customer,
        withBookableContext: q.with_bookable_context ?? false,
        ...(q.source ? { source: q.source } : {}),
        now: c.get('deps').now(),
      });
      // OCC-024: clashing narrows by whether an occurrence has any clash; `all` keeps both.
      const filtered =
        q.clashing === 'all' ? wires : wires.filter((w) => w.clashes.length > 0 === (q.clashing === 'only_clashing'));
      return ok(c, filtered);
    },
  );

  route(
    app,
    {
      method: 'get',
      path: '/api/v1/activities/occurrences/:id',
      summary: 'One occurrence by 34-character or numeric id',
      tags: ['occurrences'],
      params: idParams,
      query: singleQuery,
      response: occurrenceSchema,
    },
    async (c, { params, query }) => ok(c, await one(c, params.id, query)),
  );

  route(
    app,
    {
      method: 'get',
      path: '/api/v1/activities/occurrences/:id/clashes',
      summary: 'Clashes of an occurrence (opening times, instructors, locations, closures)',
      tags: ['occurrences', 'clashes'],
      params: idParams,
      response: z.array(clashSchema),
    },
    async (c, { params }) => {
      const record = await findOccurrence(c.get('deps').db, params.id, await requestClientId(c));
      if (!record) throw notFound();
      const clashes = await clashesFor(c.get('deps').db, [record]);
      return ok(c, clashes.get(record.id) ?? []);
    },
  );

  const change = async (c: Ctx, id: string, body: z.output<typeof occurrenceUpdateSchema>) => {
    const db = c.get('deps').db;
    const record = await findOccurrence(db, id, await requestClientId(c));
    if (!record) throw notFound();
    if (body.action === 'delete') {
      const result = await deleteOccurrence(db, record.id, body.reason, c.get('deps').now());
      return ok(c, { id: record.id, deleted: true, reason: body.reason, cancelled_bookings: result.cancelledBookings });
    }
    await updateOccurrence(db, record.id, body, c.get('deps').now());
    return ok(
      c,
      await one(c, record.id, { with_bookable_context: false, selected_user_id: undefined, source: undefined }),
    );
  };

  for (const method of ['patch', 'put'] as const) {
    route(
      app,
      {
        method,
        path: '/api/v1/activities/occurrences/:id',
        summary: 'Update or delete an occurrence (action update|delete)',
        tags: ['occurrences'],
        auth: 'staff',
        params: idParams,
        body: wrapped(occurrenceUpdateSchema),
        response: occurrenceSchema,
      },
      async (c, { params, body }) => change(c, params.id, body.data),
    );
  }

  route(
    app,
    {
      method: 'delete',
      path: '/api/v1/activities/occurrences/:id',
      summary: 'Delete an occurrence; a reason is required (body data.reason or ?reason=)',
      tags: ['occurrences'],
      auth: 'staff',
      params: idParams,
    },
    async (c, { params }) => {
      const raw = await c.req.json().catch(() => ({}) as Record<string, unknown>);
      const fromBody =
        (raw as { data?: { reason?: unknown }; reason?: unknown }).data?.reason ?? (raw as { reason?: unknown }).reason;
      const reason = fromBody ?? c.req.query('reason');
      const parsed = occurrenceUpdateSchema.safeParse({ action: 'delete', reason });
      if (!parsed.success) throw unprocessable({ 'data.reason': ['A valid reason is required'] });
      return change(c, params.id, parsed.data);
    },
  );
}

export default registerOccurrenceRoutes;
