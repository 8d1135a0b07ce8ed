import { z } from 'zod';
import {
  attendanceUpdateSchema,
  bookingBundleSchema,
  bookingCreateSchema,
  bookingListQuerySchema,
  bookingSchema,
  bookingUpdateSchema,
  type BookingWire,
} from '@venue/core/contract/bookings.ts';
import type { App, Ctx } from '../http/app-env.ts';
import { checksum, ok, okPaged, pageWindow } from '../http/envelope.ts';
import { forbidden, notFound, unprocessable } from '../http/errors.ts';
import { route } from '../http/route.ts';
import { money } from '../presentation/wire.ts';
import { actingUser, requireUser, type UserRow } from '../auth/session.ts';
import { cancelBooking, type CancelOutcome } from '../domain/bookings/cancelBookings.ts';
import { loadBookings, presentBooking, type BookingRow } from '../domain/bookings/bookingQueries.ts';
import { placeBooking } from '../domain/bookings/placeBooking.ts';
import { holdCutoff, sweepOccurrences } from '../domain/carts/basketHolds.ts';
import { findOccurrence } from '../domain/occurrences/occurrenceRepository.ts';
import { requestClientId } from '../http/requestScope.ts';

const wrapped = <S extends z.ZodType>(schema: S) =>
  z.preprocess((b) => (b && typeof b === 'object' && 'data' in b ? b : { data: b }), z.object({ data: schema }));
const idParam = z.object({ id: z.coerce.number().int().min(1) });

/** A customer sees their own bookings; staff see every booking of their client. */
async function bookingOr404(c: Ctx, id: number): Promise<{ row: BookingRow; viewer: UserRow }> {
  const viewer = await requireUser(c);
  const [row] = await loadBookings(c.var.deps.db, 'b.id = $1 AND o.client_id = $2', [id, viewer.client_id]);
  if (!row) throw notFound();
  if (viewer.role !== 'staff' && row.user_id !== viewer.id) throw notFound();
  return { row, viewer };
}

/**
 * Cancels the given bookings in one transaction under the cut-off rules (BOOK-005, BOOK-010, BOOK-019
 * to BOOK-021). Any booking that cannot be cancelled refuses the whole request with its reason.
 */
async function cancelMany(c: Ctx, ids: number[], source: 'customers' | 'foh' | 'my-account' | 'occurrence', viewer: UserRow) {
  const now = c.var.deps.now();
  const outcomes = await c.var.deps.db.transaction(async (tx) => {
    const rows = await loadBookings(tx, 'b.id = ANY($1::int[]) AND o.client_id = $2', [ids, viewer.client_id], 'ORDER BY b.id FOR UPDATE OF b');
    const found = new Set(rows.map((r) => r.id));
    const missing = ids.filter((id) => !found.has(id) || (viewer.role !== 'staff' && rows.find((r) => r.id === id)!.user_id !== viewer.id));
    if (missing.length > 0) throw unprocessable({ 'data.booking_ids': [`Unknown booking ids: ${missing.join(', ')}`] });
    const out: CancelOutcome[] = [];
    for (const row of rows) {
      const result = await cancelBooking(tx, row, source, now);
      if (!result.decision.canCancel) {
        throw unprocessable({ 'data.booking_ids': [result.decision.cannotCancelReason ?? 'This booking cannot be cancelled.'] }, result.decision.cannotCancelReason ?? undefined);
      }
      out.push(result);
    }
    return out;
  });
  const after = await loadBookings(c.var.deps.db, 'b.id = ANY($1::int[])', [ids]);
  const data = after.map((r) => presentBooking(r, now));
  const credit = outcomes.reduce((s, o) => s + o.creditAwarded, 0);
  const applied = [...new Set(outcomes.flatMap((o) => o.actionsApplied))];
  return c.json({ data, checksum: checksum(data), message: 'Booking cancelled.', meta: { credit_awarded: money(credit, after[0]?.currency ?? 'GBP'), cut_off_actions_applied: applied } });
}

async function setAttendance(c: Ctx, ids: number[], status: 'attended' | 'absent') {
  const now = c.var.deps.now();
  const staff = await requireUser(c);
  const rows = await c.var.deps.db.query<{ id: number }>(
    `UPDATE bookings b SET attended = $2 FROM occurrences o
      WHERE o.id = b.occurrence_id AND b.id = ANY($1::int[]) AND o.client_id = $3 AND b.status = 'settled' RETURNING b.id`,
    [ids, status === 'attended', staff.client_id],
  );
  const updated = await loadBookings(c.var.deps.db, 'b.id = ANY($1::int[])', [rows.map((r) => r.id)]);
  return ok(c, updated.map((r) => presentBooking(r, now)));
}

/** Bookings: list, get, bundles, cancellation (both forms), attendance, and taking a place. */
export function registerBookingRoutes(app: App): void {
  route(
    app,
    { method: 'get', path: '/api/v1/activities/bookings', summary: 'List bookings (contracts §5 filters, paged, sorted)', tags: ['bookings'], auth: 'user', query: bookingListQuerySchema, response: z.array(bookingSchema), paged: true },
    async (c, { query: q }) => {
      const viewer = await requireUser(c);
      const where = ['o.client_id = $1'];
      const params: unknown[] = [viewer.client_id];
      const p = (v: unknown) => {
        params.push(v);
        return `$${params.length}`;
      };
      // BOOK-016: staff may read for a selected customer; customers only ever read their own.
      const forUser = viewer.role === 'staff' ? (q.selected_user_id ?? q.user_id) : viewer.id;
      if (viewer.role !== 'staff' && ((q.user_id && q.user_id !== viewer.id) || (q.selected_user_id && q.selected_user_id !== viewer.id))) throw forbidden();
      if (forUser !== undefined) where.push(`b.user_id = ${p(forUser)}`);
      if (q.occurrence_id) where.push(`b.occurrence_id = ${p(q.occurrence_id)}`);
      if (q.starts_after) where.push(`o.starts_at >= ${p(q.starts_after)}`);
      if (q.starts_before) where.push(`o.starts_at < ${p(q.starts_before)}`);
      where.push(`b.status = ANY(${p(q.status)}::text[])`);
      if (q.cancellation_source) where.push(`b.cancellation_source = ${p(q.cancellation_source)}`);
      const whereSql = where.join(' AND ');
      const total = (await c.var.deps.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM bookings b JOIN occurrences o ON o.id = b.occurrence_id WHERE ${whereSql}`, params))!.n;
      const { limit, offset } = pageWindow(q);
      const order = `ORDER BY ${q.sort_by === 'created_at' ? 'b.created_at' : 'o.starts_at'} ${q.direction === 'descending' ? 'DESC' : 'ASC'}, b.id`;
      const rows = await loadBookings(c.var.deps.db, whereSql, params, `${order}${limit === null ? '' : ` LIMIT ${limit} OFFSET ${offset}`}`);
      const now = c.var.deps.now();
      return okPaged(c, rows.map((r) => presentBooking(r, now)), q, total, { sort_by: q.sort_by, direction: q.direction });
    },
  );

  route(
    app,
    { method: 'get', path: '/api/v1/activities/bookings/:id', summary: 'One booking', tags: ['bookings'], auth: 'user', params: idParam, response: bookingSchema },
    async (c, { params }) => ok(c, presentBooking((await bookingOr404(c, params.id)).row, c.var.deps.now())),
  );

  route(
    app,
    { method: 'patch', path: '/api/v1/activities/bookings/:id', summary: 'Cancel a booking (data.update_type cancellation; booking_ids default to this one)', tags: ['bookings'], auth: 'user', params: idParam, body: wrapped(bookingUpdateSchema), response: z.array(bookingSchema) },
    async (c, { params, body }) => {
      const { viewer } = await bookingOr404(c, params.id);
      return cancelMany(c, body.data.booking_ids ?? [params.id], body.data.cancellation_source, viewer);
    },
  );

  // C11: `source=bookings` names the calling screen; who cancelled follows from the role. The spec's
  // path ends in a slash, so both spellings are served.
  for (const path of ['/api/activities/bookings/:id', '/api/activities/bookings/:id/']) {
    route(
      app,
      { method: 'delete', path, summary: 'Cancel a booking (query source=bookings)', tags: ['bookings'], auth: 'user', params: idParam, query: z.object({ source: z.string().max(64).optional() }), response: z.array(bookingSchema) },
      async (c, { params }) => {
        const { viewer } = await bookingOr404(c, params.id);
        return cancelMany(c, [params.id], viewer.role === 'staff' ? 'foh' : 'customers', viewer);
      },
    );
  }

  route(
    app,
    { method: 'get', path: '/api/v1/activities/booking-bundles/:id', summary: 'One booking bundle, bookings sorted by start', tags: ['bookings'], auth: 'user', params: idParam, response: bookingBundleSchema },
    async (c, { params }) => {
      const viewer = await requireUser(c);
      const db = c.var.deps.db;
      const bundle = await db.one<{ id: number; user_id: number; status: BookingWire['status']; booking_type: BookingWire['booking_type']; schedule_id: string; total_price: number | null; name: string; description: string | null }>(
        `SELECT bb.id, bb.user_id, bb.status, bb.booking_type, bb.schedule_id::text AS schedule_id, bb.total_price, s.name, s.description
           FROM booking_bundles bb JOIN schedules s ON s.id = bb.schedule_id WHERE bb.id = $1 AND s.client_id = $2`,
        [params.id, viewer.client_id],
      );
      if (!bundle || (viewer.role !== 'staff' && bundle.user_id !== viewer.id)) throw notFound();
      const now = c.var.deps.now();
      const rows = await loadBookings(db, 'b.bundle_id = $1', [bundle.id], 'ORDER BY o.starts_at, b.id');
      const bookings = rows.map((r) => presentBooking(r, now));
      const first = bookings.find((b) => b.status !== 'cancelled') ?? bookings[0];
      const data = {
        id: bundle.id,
        status: bundle.status,
        booking_type: bundle.booking_type,
        schedule_id: bundle.schedule_id,
        name: bundle.name,
        description: bundle.description,
        venue: first?.venue ?? { id: 0, name: '', slug: '' },
        category: first?.category ?? { id: '', name: '', slug: '' },
        instructors: [...new Map(bookings.flatMap((b) => b.instructors).map((i) => [i.id, i])).values()],
        bookings,
        total_price: bundle.status === 'reserved' || bundle.total_price === null ? null : money(bundle.total_price, rows[0]?.currency ?? 'GBP'),
        cancellation: first?.cancellation ?? { can_cancel: false, cannot_cancel_reason: null, cut_off: null, cut_off_actions: [], cut_off_message: null, awards_credit: false, awards_credit_message: null },
        custom_question_sections: [],
      };
      return ok(c, data);
    },
  );

  route(
    app,
    { method: 'patch', path: '/api/v1/activities/booking-bundles/:id', summary: 'Cancel bookings of a bundle (booking_ids default to all that are live)', tags: ['bookings'], auth: 'user', params: idParam, body: wrapped(bookingUpdateSchema), response: z.array(bookingSchema) },
    async (c, { params, body }) => {
      const viewer = await requireUser(c);
      const rows = await c.var.deps.db.query<{ id: number; user_id: number }>(`SELECT id, user_id FROM bookings WHERE bundle_id = $1 AND status <> 'cancelled'`, [params.id]);
      if (rows.length === 0 || (viewer.role !== 'staff' && rows.some((r) => r.user_id !== viewer.id))) throw notFound();
      const live = rows.map((r) => r.id);
      const ids = body.data.booking_ids ?? live;
      if (ids.some((id) => !live.includes(id))) throw unprocessable({ 'data.booking_ids': ['Every booking must belong to this bundle and not be cancelled.'] });
      const result = await cancelMany(c, ids, body.data.cancellation_source, viewer);
      await c.var.deps.db.query(`UPDATE booking_bundles SET status = 'cancelled' WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM bookings WHERE bundle_id = $1 AND status <> 'cancelled')`, [params.id]);
      return result;
    },
  );

  route(
    app,
    { method: 'patch', path: '/api/v1/activities/occurrences/:id/attendance', summary: 'Mark attendance (data.status attended|absent; booking_ids default to every settled booking)', tags: ['bookings'], auth: 'staff', params: z.object({ id: z.string().min(1) }), body: wrapped(attendanceUpdateSchema), response: z.array(bookingSchema) },
    async (c, { params, body }) => {
      const occ = await findOccurrence(c.var.deps.db, params.id, await requestClientId(c));
      if (!occ) throw notFound();
      const all = await c.var.deps.db.query<{ id: number }>(`SELECT id FROM bookings WHERE occurrence_id = $1 AND status = 'settled'`, [occ.id]);
      const ids = body.data.booking_ids ?? all.map((r) => r.id);
      if (ids.some((id) => !all.some((r) => r.id === id))) throw unprocessable({ 'data.booking_ids': ['Every booking must be a settled booking of this occurrence.'] });
      return setAttendance(c, ids, body.data.status);
    },
  );

  route(
    app,
    { method: 'patch', path: '/api/v1/activities/bookings/:id/attendance', summary: 'Mark attendance of a booking', tags: ['bookings'], auth: 'staff', params: idParam, body: wrapped(attendanceUpdateSchema), response: z.array(bookingSchema) },
    async (c, { params, body }) => {
      await bookingOr404(c, params.id);
      return setAttendance(c, body.data.booking_ids ?? [params.id], body.data.status);
    },
  );

  route(
    app,
    { method: 'post', path: '/api/v1/activities/occurrences/:id/bookings', summary: 'Take a place on an occurrence (free: settled; priced: reserved until paid)', tags: ['bookings'], auth: 'user', params: z.object({ id: z.string().min(1) }), body: wrapped(bookingCreateSchema.extend({ places: z.number().int().min(1).max(500).optional() })), response: bookingSchema, status: 201 },
    async (c, { params, body }) => {
      const viewer = await requireUser(c);
      const customer = await actingUser(c, body.data.user_id ?? null);
      const staff = viewer.role === 'staff';
      if (!staff && (body.data.places ?? 1) > 1) throw forbidden();
      const occ = await findOccurrence(c.var.deps.db, params.id, viewer.client_id);
      if (!occ) throw notFound();
      const now = c.var.deps.now();
      const cutoff = holdCutoff(now, c.var.deps.config.basketHoldMinutes);
      const fullOccurrences: string[] = [];
      const placed = await placeBooking(c.var.deps.db, {
        occurrenceId: occ.id,
        customer,
        actor: viewer,
        channel: staff ? (body.data.source ?? 'foh') : 'online',
        places: body.data.places ?? 1,
        now,
        holdCutoff: cutoff,
        fullOccurrences,
      }).catch(async (e: unknown) => {
        // The attempt rolled back, and with it any expired hold it released: the waitlist is still owed those places.
        await sweepOccurrences(c.var.deps.db, fullOccurrences, cutoff, now);
        throw e;
      });
      const [row] = await loadBookings(c.var.deps.db, 'b.id = $1', [placed.id]);
      return ok(c, presentBooking(row!, c.var.deps.now()), { status: 201 });
    },
  );
}

export default registerBookingRoutes;
