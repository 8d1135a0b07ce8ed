import { z } from 'zod';
import {
  attendanceUpdateSchema,
  bookingBundleSchema,
  bookingCreateSchema,
  bookingListQuerySchema,
  bookingSchema,
  bookingUpdateSchema,
} from '@venue/core/contract';
import type { App, Ctx } from '../http/app-env.ts';
import { checksum, ok, okPaged, pageWindow } from '../http/envelope.ts';
import { route } from '../http/route.ts';
import { money } from '../presentation/wire.ts';
import { actingUser, requireUser } from '../auth/session.ts';
import { presentBooking } from '../domain/bookings/bookingQueries.ts';
import {
  bookOccurrence,
  cancelBookings,
  cancelBundleBookings,
  listBookings,
  markAttendance,
  markOccurrenceAttendance,
  visibleBooking,
  visibleBundle,
  type Cancellation,
} from '../domain/bookings/bookingRequests.ts';
import { presentBundle } from '../domain/bookings/presentBundle.ts';
import { holdCutoff } from '../domain/carts/basketHolds.ts';
import { requestClientId } from '../http/requestScope.ts';

const wrapped = <S extends z.ZodType>(schema: S) =>
  z.preprocess((b) => (b && typeof b === 'object' && 'data' in b ? b : { data: b }), z.object({ data: schema }));
const idParam = z.object({ id: z.coerce.number().int().min(1) });

/** The cancelled bookings, with the credit awarded and the cut-off actions applied in `meta`. */
function cancelled(c: Ctx, result: Cancellation, now: Date) {
  const data = result.bookings.map((r) => presentBooking(r, now));
  return c.json({
    data,
    checksum: checksum(data),
    message: 'Booking cancelled.',
    meta: {
      credit_awarded: money(result.creditAwarded, result.bookings[0]?.currency ?? 'GBP'),
      cut_off_actions_applied: result.actionsApplied,
    },
  });
}

/** Bookings: list, get, bundles, cancellation (both forms), attendance, and taking a place. */
export default function register(app: App): void {
  route(
    app,
    {
      method: 'get',
      path: '/api/v1/activities/bookings',
      summary: 'List bookings (contracts §5 filters, paged, sorted)',
      tags: ['bookings'],
      auth: 'user',
      query: bookingListQuerySchema,
      response: z.array(bookingSchema),
      paged: true,
    },
    async (c, { query: q }) => {
      const viewer = await requireUser(c);
      const { rows, total } = await listBookings(c.get('deps').db, viewer, q, pageWindow(q));
      const now = c.get('deps').now();
      return okPaged(
        c,
        rows.map((r) => presentBooking(r, now)),
        q,
        total,
        { sort_by: q.sort_by, direction: q.direction },
      );
    },
  );

  route(
    app,
    {
      method: 'get',
      path: '/api/v1/activities/bookings/:id',
      summary: 'One booking',
      tags: ['bookings'],
      auth: 'user',
      params: idParam,
      response: bookingSchema,
    },
    async (c, { params }) =>
      ok(
        c,
        presentBooking(await visibleBooking(c.get('deps').db, await requireUser(c), params.id), c.get('deps').now()),
      ),
  );

  route(
    app,
    {
      method: 'patch',
      path: '/api/v1/activities/bookings/:id',
      summary: 'Cancel a booking (data.update_type cancellation; booking_ids default to this one)',
      tags: ['bookings'],
      auth: 'user',
      params: idParam,
      body: wrapped(bookingUpdateSchema),
      response: z.array(bookingSchema),
    },
    async (c, { params, body }) => {
      const viewer = await requireUser(c);
      await visibleBooking(c.get('deps').db, viewer, params.id);
      const now = c.get('deps').now();
      return cancelled(
        c,
        await cancelBookings(
          c.get('deps').db,
          viewer,
          body.data.booking_ids ?? [params.id],
          body.data.cancellation_source,
          now,
        ),
        now,
      );
    },
  );

  // C11: `source=bookings` names the calling screen; who cancelled follows from the role. The spec's
  // path ends in a slash, so both spellings are served.
  for (const path of ['/api/activities/bookings/:id', '/api/activities/bookings/:id/']) {
    route(
      app,
      {
        method: 'delete',
        path,
        summary: 'Cancel a booking (query source=bookings)',
        tags: ['bookings'],
        auth: 'user',
        params: idParam,
        query: z.object({ source: z.string().max(64).optional() }),
        response: z.array(bookingSchema),
      },
      async (c, { params }) => {
        const viewer = await requireUser(c);
        await visibleBooking(c.get('deps').db, viewer, params.id);
        const now = c.get('deps').now();
        return cancelled(
          c,
          await cancelBookings(
            c.get('deps').db,
            viewer,
            [params.id],
            viewer.role === 'staff' ? 'foh' : 'customers',
            now,
          ),
          now,
        );
      },
    );
  }

  route(
    app,
    {
      method: 'get',
      path: '/api/v1/activities/booking-bundles/:id',
      summary: 'One booking bundle, bookings sorted by start',
      tags: ['bookings'],
      auth: 'user',
      params: idParam,
      response: bookingBundleSchema,
    },
    async (c, { params }) => {
      const { bundle, rows } = await visibleBundle(c.get('deps').db, await requireUser(c), params.id);
      return ok(c, presentBundle(bundle, rows, c.get('deps').now()));
    },
  );

  route(
    app,
    {
      method: 'patch',
      path: '/api/v1/activities/booking-bundles/:id',
      summary: 'Cancel bookings of a bundle (booking_ids default to all that are live)',
      tags: ['bookings'],
      auth: 'user',
      params: idParam,
      body: wrapped(bookingUpdateSchema),
      response: z.array(bookingSchema),
    },
    async (c, { params, body }) => {
      const viewer = await requireUser(c);
      const now = c.get('deps').now();
      return cancelled(
        c,
        await cancelBundleBookings(
          c.get('deps').db,
          viewer,
          params.id,
          body.data.booking_ids,
          body.data.cancellation_source,
          now,
        ),
        now,
      );
    },
  );

  route(
    app,
    {
      method: 'patch',
      path: '/api/v1/activities/occurrences/:id/attendance',
      summary: 'Mark attendance (data.status attended|absent; booking_ids default to every settled booking)',
      tags: ['bookings'],
      auth: 'staff',
      params: z.object({ id: z.string().min(1) }),
      body: wrapped(attendanceUpdateSchema),
      response: z.array(bookingSchema),
    },
    async (c, { params, body }) => {
      const clientId = await requestClientId(c);
      const staff = await requireUser(c);
      const rows = await markOccurrenceAttendance(
        c.get('deps').db,
        staff,
        { id: params.id, clientId },
        body.data.booking_ids,
        body.data.status,
      );
      const now = c.get('deps').now();
      return ok(
        c,
        rows.map((r) => presentBooking(r, now)),
      );
    },
  );

  route(
    app,
    {
      method: 'patch',
      path: '/api/v1/activities/bookings/:id/attendance',
      summary: 'Mark attendance of a booking',
      tags: ['bookings'],
      auth: 'staff',
      params: idParam,
      body: wrapped(attendanceUpdateSchema),
      response: z.array(bookingSchema),
    },
    async (c, { params, body }) => {
      const staff = await requireUser(c);
      await visibleBooking(c.get('deps').db, staff, params.id);
      const rows = await markAttendance(
        c.get('deps').db,
        staff,
        body.data.booking_ids ?? [params.id],
        body.data.status,
      );
      const now = c.get('deps').now();
      return ok(
        c,
        rows.map((r) => presentBooking(r, now)),
      );
    },
  );

  route(
    app,
    {
      method: 'post',
      path: '/api/v1/activities/occurrences/:id/bookings',
      summary: 'Take a place on an occurrence (free: settled; priced: reserved until paid)',
      tags: ['bookings'],
      auth: 'user',
      params: z.object({ id: z.string().min(1) }),
      body: wrapped(bookingCreateSchema.extend({ places: z.number().int().min(1).max(500).optional() })),
      response: bookingSchema,
      status: 201,
    },
    async (c, { params, body }) => {
      const viewer = await requireUser(c);
      const customer = await actingUser(c, body.data.user_id ?? null);
      const now = c.get('deps').now();
      const row = await bookOccurrence(c.get('deps').db, {
        viewer,
        customer,
        occurrenceId: params.id,
        source: body.data.source,
        places: body.data.places,
        now,
        holdCutoff: holdCutoff(now, c.get('deps').config.basketHoldMinutes),
      });
      return ok(c, presentBooking(row, c.get('deps').now()), { status: 201 });
    },
  );
}
