import { z } from 'zod';
import { actingUser, currentUser, type UserRow } from '../auth/session.ts';
import type { App, Ctx } from '../http/app-env.ts';
import { ok } from '../http/envelope.ts';
import { notFound } from '../http/errors.ts';
import { route } from '../http/route.ts';
import { currentClient } from '../http/tenant.ts';
import { customerScheduleState, loadSchedules, type ScheduleFilter } from '../domain/courses/courseRepository.ts';
import { presentSchedule } from '../domain/courses/presentCourse.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** 'date time' form of contracts §5: YYYY-MM-DD HH:MM:SS (an ISO date-time is accepted too). */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?(\.\d+)?(Z|[+-]\d{2}:?\d{2})?$/;

const list = <T extends z.ZodType>(item: T) =>
  z.preprocess((v) => {
    if (v === undefined || v === '') return undefined;
    return (Array.isArray(v) ? v : [v]).flatMap((x) => String(x).split(',')).filter(Boolean);
  }, z.array(item).optional());
const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const dateTime = z.string().regex(DATE_TIME, "Must be a date and time in the form 'YYYY-MM-DD HH:MM:SS'").refine((v) => !Number.isNaN(Date.parse(v.replace(' ', 'T'))), "Must be a date and time in the form 'YYYY-MM-DD HH:MM:SS'");

export const courseListQuery = z.object({
  source: z.enum(['online', 'foh'], { error: 'The source must be online or foh.' }).optional(),
  category_ids: list(z.string().regex(UUID, 'Must be a valid UUID')),
  category_slugs: list(z.string().min(1)),
  venue_ids: list(z.coerce.number().int().min(1)),
  venue_slugs: list(z.string().min(1)),
  starts_after: dateTime.optional(),
  starts_before: dateTime.optional(),
  filter_by_first_bookable_at: flag.default(true),
  selected_user_id: z.coerce.number().int().min(1).optional(),
});
export const courseOneQuery = courseListQuery.pick({ source: true, filter_by_first_bookable_at: true, selected_user_id: true });

/** Dates in the 'date time' form without a zone are London wall-clock times, as the venue shows them. */
function parseDateTime(v: string): Date {
  const iso = v.replace(' ', 'T');
  if (/(Z|[+-]\d{2}:?\d{2})$/.test(iso)) return new Date(iso);
  const asUtc = new Date(`${iso}Z`);
  const offset = new Date(asUtc.toLocaleString('en-US', { timeZone: 'Europe/London' })).getTime() - new Date(asUtc.toLocaleString('en-US', { timeZone: 'UTC' })).getTime();
  return new Date(asUtc.getTime() - offset);
}

async function viewer(c: Ctx, selectedUserId: number | undefined): Promise<UserRow | null> {
  if (selectedUserId !== undefined) return actingUser(c, selectedUserId);
  return currentUser(c);
}

/** List and detail of courses or camps: both are schedules, so one handler pair serves both. */
export function registerSchedules(app: App, kind: 'course' | 'camp', base: string): void {
  const tag = kind === 'course' ? 'courses' : 'camps';
  route(app, { method: 'get', path: base, summary: `List ${tag} (contracts §5 filters)`, tags: [tag], query: courseListQuery }, async (c, { query: q }) => {
    const client = await currentClient(c);
    const now = c.var.deps.now();
    const filter: ScheduleFilter = {
      clientId: client.id,
      kind,
      ...(q.category_ids ? { categoryIds: q.category_ids } : {}),
      ...(q.category_slugs ? { categorySlugs: q.category_slugs } : {}),
      ...(q.venue_ids ? { venueIds: q.venue_ids } : {}),
      ...(q.venue_slugs ? { venueSlugs: q.venue_slugs } : {}),
      ...(q.starts_after ? { startsAfter: parseDateTime(q.starts_after) } : {}),
      ...(q.starts_before ? { startsBefore: parseDateTime(q.starts_before) } : {}),
      ...(q.filter_by_first_bookable_at ? { firstBookableBy: now } : {}),
    };
    const bundles = await loadSchedules(c.var.deps.db, filter);
    const customer = await viewer(c, q.selected_user_id);
    const states = customer ? await customerScheduleState(c.var.deps.db, customer.id, bundles.map((b) => b.schedule.id)) : null;
    return ok(c, bundles.map((b) => presentSchedule(b, { now, currency: client.currency, source: q.source ?? 'online', customer: states?.get(b.schedule.id) ?? null })));
  });

  route(app, { method: 'get', path: `${base}/:idOrSlug`, summary: `One ${kind} by id (uuid) or slug`, tags: [tag], params: z.object({ idOrSlug: z.string().min(1).max(255) }), query: courseOneQuery }, async (c, { params, query: q }) => {
    const client = await currentClient(c);
    const now = c.var.deps.now();
    const [b] = await loadSchedules(c.var.deps.db, { clientId: client.id, kind, idOrSlug: params.idOrSlug, ...(q.filter_by_first_bookable_at ? { firstBookableBy: now } : {}) });
    if (!b) throw notFound();
    const customer = await viewer(c, q.selected_user_id);
    const state = customer ? (await customerScheduleState(c.var.deps.db, customer.id, [b.schedule.id])).get(b.schedule.id)! : null;
    return ok(c, presentSchedule(b, { now, currency: client.currency, source: q.source ?? 'online', customer: state }));
  });
}

export default function register(app: App): void {
  registerSchedules(app, 'course', '/api/v1/activities/courses');
}
