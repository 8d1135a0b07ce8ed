import { z } from 'zod';
import {
  bookingTypeSchema,
  isoDateTime,
  moneySchema,
  queryBoolean,
  queryList,
  timeValueSchema,
} from './scheduling-shared.ts';

/** Occurrence ids of the v2 API: exactly 34 letters, digits, underscores or hyphens. */
export const OCCURRENCE_ID_PATTERN = /^[A-Za-z0-9_-]{34}$/;
export const occurrenceIdSchema = z
  .string()
  .regex(OCCURRENCE_ID_PATTERN, 'Must be 34 letters, digits, underscores or hyphens');

export const OCCURRENCE_STATUSES = ['bookable', 'cancelled', 'clashing'] as const;
export const BOOKING_STRATEGIES = ['sequential', 'overlapping'] as const;
export const CLASHING_FILTERS = ['only_clashing', 'only_non_clashing', 'all'] as const;
export const BOOKABLE_ACTIONS = [
  'book',
  'cancel_booking',
  'cancel_reservation',
  'join_waitlist',
  'leave_waitlist',
  'none',
] as const;
export type BookableActionKind = (typeof BOOKABLE_ACTIONS)[number];

export const OCCURRENCE_DELETE_REASONS = [
  'location_closure',
  'opening_time_change',
  'schedule_change',
  'space_reduction',
  'adverse_weather',
  'booked',
  'unknown',
  'data_cleanup',
  'duplicate_activity',
  'block_booking_cancelled',
  'clash_detection_rules_changed',
  'staff_availability',
] as const;
export type OccurrenceDeleteReason = (typeof OCCURRENCE_DELETE_REASONS)[number];

const idList = queryList(z.string().min(1));

/** GET /api/v1/activities/occurrences (contracts §5 occurrence list filters). */
export const occurrenceListQuerySchema = z.object({
  starts_after: isoDateTime.optional(),
  starts_before: isoDateTime.optional(),
  venue_ids: z.preprocess(
    (v) => v ?? [],
    queryList(z.string().min(1)).pipe(z.array(z.string()).min(1, 'At least one venue is required')),
  ),
  source: z.enum(['online', 'foh']).optional(),
  category_ids: idList,
  schedule_ids: idList,
  recurrence_ids: idList,
  location_ids: idList,
  clashing: z.enum(CLASHING_FILTERS).default('all'),
  with_bookable_context: queryBoolean.optional(),
  selected_user_id: z.coerce.number().int().min(1).optional(),
});
export type OccurrenceListQuery = z.infer<typeof occurrenceListQuerySchema>;

export const HH_MM_24 = /^([01]\d|2[0-3]):[0-5]\d$/;

export const occurrenceCapacityUpdateSchema = z.discriminatedUnion('strategy', [
  z.object({ strategy: z.literal('shared'), capacity: z.number().int().min(1) }),
  z.object({ strategy: z.literal('split'), online: z.number().int().min(0), foh: z.number().int().min(0) }),
]);
export type OccurrenceCapacityUpdate = z.infer<typeof occurrenceCapacityUpdateSchema>;

/** PATCH /api/v1/activities/occurrences/{id}: body `{ data: {...} }` (contracts §5 occurrence update). */
export const occurrenceUpdateSchema = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('update'),
    start_time: z.string().regex(HH_MM_24, 'Must be a 24-hour time HH:MM').optional(),
    duration_minutes: z.number().int().min(1).max(720).optional(),
    location_ids: z
      .array(z.union([z.string().min(1), z.number().int()]))
      .min(1, 'At least one location is required')
      .optional(),
    friendly_location_name: z.string().max(255, 'Must be 255 characters or less').nullable().optional(),
    instructor_ids: z.array(z.union([z.string().min(1), z.number().int()])).optional(),
    capacity: occurrenceCapacityUpdateSchema.optional(),
  }),
  z.object({
    action: z.literal('delete'),
    reason: z.enum(OCCURRENCE_DELETE_REASONS, { error: 'A valid reason is required' }),
  }),
]);
export type OccurrenceUpdate = z.infer<typeof occurrenceUpdateSchema>;

export const clashSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('opening_times'), message: z.string() }),
  z.object({
    type: z.literal('instructors'),
    starts_at: timeValueSchema,
    ends_at: timeValueSchema,
    recurrence_id: z.string().nullable(),
    message: z.string(),
    instructors: z.array(z.object({ id: z.string(), name: z.string() })),
  }),
  z.object({
    type: z.literal('locations'),
    starts_at: timeValueSchema,
    ends_at: timeValueSchema,
    recurrence_id: z.string().nullable(),
    message: z.string(),
    instructors: z.array(z.object({ id: z.string(), name: z.string() })),
    locations: z.array(z.object({ id: z.string(), names: z.string() })),
  }),
  z.object({
    type: z.literal('closure'),
    message: z.string(),
    closure_id: z.string(),
    locations: z.array(z.object({ id: z.string(), names: z.string() })),
  }),
]);
export type ClashWire = z.infer<typeof clashSchema>;

export const capacitySchema = z.object({
  available: z.number().int(),
  consumed: z.number().int(),
  maximum: z.number().int(),
});

export const bookableActionSchema = z.object({ action: z.enum(BOOKABLE_ACTIONS), message: z.string().nullable() });

export const ticketSchema = z.object({
  id: z.string(),
  name: z.string(),
  attendees: z.number().int(),
  pricing_option: z.object({ id: z.string(), name: z.string(), reference: z.string() }),
  extra_pricing_options: z.array(z.unknown()),
  price: moneySchema.optional(),
});

export const restrictionRefSchema = z.object({ id: z.string(), name: z.string(), type: z.string() });

export const blockBookingInformationSchema = z.object({
  user_id: z.number().int(),
  booking_id: z.number().int(),
  booking_status: z.enum(['settled', 'reserved', 'cancelled']),
  is_paid: z.boolean(),
  tender_types: z.array(z.string()),
  payment_reference: z.string().nullable(),
});

/** The occurrence entity of contracts §3 as the server sends it. */
export const occurrenceSchema = z.object({
  id: z.string(),
  legacy_id: z.number().int(),
  duration: z.number().int(),
  interval_key: z.string().nullable(),
  schedule_id: z.uuid().nullable(),
  recurrence_id: z.uuid().nullable(),
  original_starts_at: timeValueSchema,
  original_ends_at: timeValueSchema,
  booking_type: bookingTypeSchema,
  schedule_reference: z.string().nullable(),
  template_name: z.string(),
  template_description: z.string().nullable(),
  category_id: z.string(),
  venue_id: z.number().int(),
  starts_at: timeValueSchema,
  ends_at: timeValueSchema,
  setup_time_in_minutes: z.number().int(),
  teardown_time_in_minutes: z.number().int(),
  status: z.enum(OCCURRENCE_STATUSES),
  capacity: capacitySchema,
  capacity_strategy: z.enum(['shared', 'split']),
  booking_strategy: z.enum(BOOKING_STRATEGIES),
  price: moneySchema.nullable().optional(),
  locations: z.array(z.object({ id: z.string(), names: z.string() })),
  location_name: z.string(),
  friendly_location_name: z.string().nullable(),
  instructors: z.array(z.object({ id: z.string(), name: z.string() })),
  restrictions: z.object({
    pre_purchase_waiver: restrictionRefSchema.nullable(),
    pre_purchase_induction: restrictionRefSchema.nullable(),
    criteria: z.enum(['all', 'any']),
  }),
  clashes: z.array(clashSchema),
  allow_anonymous_bookings: z.boolean(),
  last_bookable_at: timeValueSchema.nullable(),
  tickets: z.array(ticketSchema),
  block_booking_information: blockBookingInformationSchema.nullable().optional(),
  can_cancel: z.boolean(),
  is_detached_from_recurrence: z.boolean(),
  bookable_action: bookableActionSchema.nullable(),
  waitlist: capacitySchema.nullable(),
});
export type OccurrenceWire = z.infer<typeof occurrenceSchema>;
