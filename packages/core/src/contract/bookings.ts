import { z } from 'zod';
import {
  bookingTypeSchema,
  isoDateTime,
  moneySchema,
  paginationSchema,
  queryBoolean,
  queryList,
  timeValueSchema,
} from './scheduling-shared.ts';
import { OCCURRENCE_ID_PATTERN } from './occurrences.ts';

export const BOOKING_STATUSES = ['settled', 'reserved', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
export const CANCELLATION_SOURCES = ['customers', 'foh', 'my-account', 'occurrence'] as const;
export type CancellationSource = (typeof CANCELLATION_SOURCES)[number];
export const CUT_OFF_ACTIONS = ['charge_fee', 'disable_booking', 'disable_access', 'disable_cancelling'] as const;
export type CutOffAction = (typeof CUT_OFF_ACTIONS)[number];
export const ATTENDANCE_STATUSES = ['attended', 'absent'] as const;

/** GET /api/v1/activities/bookings (contracts §5 bookings list filters). */
export const bookingListQuerySchema = z.object({
  occurrence_id: z
    .string()
    .regex(OCCURRENCE_ID_PATTERN, 'Must be 34 letters, digits, underscores or hyphens')
    .optional(),
  user_id: z.coerce.number().int().min(1).optional(),
  starts_after: isoDateTime.optional(),
  starts_before: isoDateTime.optional(),
  status: z
    .preprocess((v) => v ?? ['settled'], queryList(z.enum(BOOKING_STATUSES)))
    .pipe(z.array(z.enum(BOOKING_STATUSES))),
  cancellation_source: z.enum(CANCELLATION_SOURCES).optional(),
  selected_user_id: z.coerce.number().int().min(1).optional(),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
  bypass_pagination: queryBoolean.optional(),
  sort_by: z.enum(['starts_at', 'created_at']).default('starts_at'),
  direction: z.enum(['ascending', 'descending']).default('ascending'),
});
export type BookingListQuery = z.infer<typeof bookingListQuerySchema>;

const bookingIds = z.array(z.coerce.number().int().min(1)).optional();

/** PATCH /api/v1/activities/bookings/{id} and /booking-bundles/{id}: body `{ data }`. */
export const bookingUpdateSchema = z.object({
  update_type: z.literal('cancellation', { error: 'update_type must be cancellation' }),
  cancellation_source: z.enum(CANCELLATION_SOURCES, { error: 'A valid cancellation_source is required' }),
  booking_ids: bookingIds,
});
export type BookingUpdate = z.infer<typeof bookingUpdateSchema>;

/** PATCH .../attendance: body `{ data }`. */
export const attendanceUpdateSchema = z.object({
  status: z.enum(ATTENDANCE_STATUSES, { error: 'Status must be attended or absent' }),
  booking_ids: bookingIds,
});
export type AttendanceUpdate = z.infer<typeof attendanceUpdateSchema>;

/** POST /api/v1/activities/occurrences/{id}/bookings: body `{ data }` (a place taken outside a cart). */
export const bookingCreateSchema = z.object({
  user_id: z.number().int().min(1).optional(),
  source: z.enum(['online', 'foh']).optional(),
});

export const cancellationSchema = z.object({
  can_cancel: z.boolean(),
  cannot_cancel_reason: z.string().nullable(),
  cut_off: timeValueSchema.nullable(),
  cut_off_actions: z.array(z.enum(CUT_OFF_ACTIONS)),
  cut_off_message: z.string().nullable(),
  awards_credit: z.boolean(),
  awards_credit_message: z.string().nullable(),
});
export type CancellationWire = z.infer<typeof cancellationSchema>;

const named = z.object({ id: z.string(), name: z.string() });

export const bookingSchema = z.object({
  id: z.number().int(),
  is_v2: z.boolean(),
  duration: z.number().int(),
  user_id: z.number().int(),
  user_uuid: z.string().nullable(),
  occurrence_id: z.string(),
  order_id: z.number().int().nullable(),
  starts_at: timeValueSchema,
  ends_at: timeValueSchema,
  status: z.enum(BOOKING_STATUSES),
  booking_type: bookingTypeSchema,
  booking_bundle_context: z
    .object({
      id: z.number().int(),
      total_settled_bookings: z.number().int(),
      settled_booking_position: z.number().int().nullable(),
    })
    .nullable(),
  category: z.object({ id: z.string(), name: z.string(), slug: z.string() }),
  name: z.string(),
  description: z.string().nullable(),
  capacity_consumed: z.number().int(),
  price: moneySchema.nullable(),
  venue: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
  locations: z.array(z.object({ id: z.string(), names: z.string() })),
  location_name: z.string(),
  instructors: z.array(named),
  attended: z.boolean().nullable(),
  cancellation: cancellationSchema,
  created_at: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  order: z.object({ id: z.number().int(), status: z.string() }).nullable(),
});
export type BookingWire = z.infer<typeof bookingSchema>;

export const bookingBundleSchema = z.object({
  id: z.number().int(),
  status: z.enum(BOOKING_STATUSES),
  booking_type: bookingTypeSchema,
  schedule_id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  venue: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
  category: z.object({ id: z.string(), name: z.string(), slug: z.string() }),
  instructors: z.array(named),
  bookings: z.array(bookingSchema),
  total_price: moneySchema.nullable(),
  cancellation: cancellationSchema,
  custom_question_sections: z.array(z.unknown()),
});

export const bookingListResponseSchema = z.object({
  data: z.array(bookingSchema),
  meta: z.object({
    pagination: paginationSchema,
    sorting: z.object({ sort_by: z.string(), direction: z.enum(['ascending', 'descending']) }),
  }),
});
