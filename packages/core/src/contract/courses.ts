// Course and camp schedules (contracts §3 "Course schedule", §5 course list filters), restrictions and custom
// questions.
import { z } from 'zod';
import { money, timeValue } from './common.ts';

export const QUESTION_TYPES = [
  'text',
  'long_text',
  'number',
  'select',
  'multi_select',
  'date',
  'checkbox',
  'group',
] as const;
export const RESTRICTION_TYPES = [
  'pre-purchase-waiver',
  'pre-purchase-induction',
  'post-purchase-waiver',
  'post-purchase-induction',
  'enhanced-pre-waiver',
] as const;
export const RESTRICTION_FILTER_TYPES = [
  'pre-purchase-waiver',
  'pre-purchase-induction',
  'enhanced-pre-waiver',
] as const;
export const COURSE_BOOKABLE_ACTIONS = [
  'book',
  'cancel_booking',
  'cancel_reservation',
  'join_waitlist',
  'leave_waitlist',
  'none',
] as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** 'date time' form of contracts §5: YYYY-MM-DD HH:MM:SS (an ISO date-time is accepted too). */
export const DATE_TIME = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?(\.\d+)?(Z|[+-]\d{2}:?\d{2})?$/;
const DATE_TIME_MESSAGE = "Must be a date and time in the form 'YYYY-MM-DD HH:MM:SS'";

const list = <T extends z.ZodType>(item: T) =>
  z.preprocess((v) => {
    if (v === undefined || v === '') return undefined;
    return (Array.isArray(v) ? v : [v]).flatMap((x) => String(x).split(',')).filter(Boolean);
  }, z.array(item).optional());
const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const dateTime = z
  .string()
  .regex(DATE_TIME, DATE_TIME_MESSAGE)
  .refine((v) => !Number.isNaN(Date.parse(v.replace(' ', 'T'))), DATE_TIME_MESSAGE);

/** GET /api/v1/activities/courses (and /camps) filters. */
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
export const courseOneQuery = courseListQuery.pick({
  source: true,
  filter_by_first_bookable_at: true,
  selected_user_id: true,
});

export const customQuestion = z.object({
  id: z.number().int(),
  question: z.string(),
  type: z.enum(QUESTION_TYPES),
  options: z.array(z.object({ id: z.number().int(), value: z.string() })),
  required: z.boolean(),
  position: z.number().int(),
});
export const customQuestionSection = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  position: z.number().int(),
  questions: z.array(customQuestion),
});

export const restriction = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(RESTRICTION_TYPES),
  terms: z.string().nullable(),
  related_category: z.string().nullable(),
});
export type RestrictionWire = z.infer<typeof restriction>;

export const restrictionListQuery = z.object({
  search: z.string().max(255, 'Must be 255 characters or less').optional(),
  type: z.preprocess(
    (v) =>
      v === undefined || v === ''
        ? undefined
        : (Array.isArray(v) ? v : [v]).flatMap((x) => String(x).split(',')).filter(Boolean),
    z.array(z.enum(RESTRICTION_FILTER_TYPES, { error: 'The selected type is invalid.' })).optional(),
  ),
  page: z.coerce.number().int().min(1, 'The page must be at least 1.').default(1),
  per_page: z.coerce
    .number()
    .int()
    .min(1, 'The per page must be at least 1.')
    .max(100, 'The per page may not be greater than 100.')
    .default(20),
  selected_user_id: z.coerce.number().int().min(1).optional(),
  category_id: z.string().regex(UUID, 'Must be a valid UUID').optional(),
});

const sessionRestriction = z
  .object({ id: z.number().int(), name: z.string(), type: z.string(), terms: z.string().nullable() })
  .nullable();

export const courseSchedule = z.object({
  id: z.string().regex(UUID),
  slug: z.string().nullable(),
  reference: z.string().nullable(),
  name: z.string(),
  description: z.string().nullable(),
  duration_in_weeks: z.number().int().nullable(),
  category: z.object({ id: z.string(), name: z.string(), slug: z.string(), booking_type: z.string().nullable() }),
  venue: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
  starts_at: timeValue.nullable(),
  ends_at: timeValue.nullable(),
  instructors: z.array(z.string()),
  price: money.nullable(),
  pro_rata_price: money.nullable(),
  /** Camps booked by the day: the price of one day; null when the camp is booked only whole. */
  day_price: money.nullable(),
  capacity: z.object({ available: z.number().int(), consumed: z.number().int(), maximum: z.number().int() }),
  allow_customer_book_course_after_start: z.boolean(),
  min_age: z.number().int().nullable(),
  max_age: z.number().int().nullable(),
  waitlist: z.object({ maximum: z.number().int() }).nullable(),
  occurrences: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      starts_at: timeValue,
      ends_at: timeValue,
      duration: z.number().int(),
      status: z.enum(['bookable', 'cancelled']),
      location_name: z.string().nullable(),
      price: money.nullable(),
      /** Places on this session for the asking channel (a camp day can sell out on its own). */
      capacity: z.object({ available: z.number().int(), consumed: z.number().int(), maximum: z.number().int() }),
      restrictions: z.object({
        pre_purchase_waiver: sessionRestriction,
        pre_purchase_induction: sessionRestriction,
        criteria: z.enum(['all', 'any']),
      }),
    }),
  ),
  restrictions: z.array(restriction),
  bookable_action: z.object({ action: z.enum(COURSE_BOOKABLE_ACTIONS), message: z.string().nullable() }),
  custom_question_sections: z.array(customQuestionSection),
});
export type CourseScheduleWire = z.infer<typeof courseSchedule>;
