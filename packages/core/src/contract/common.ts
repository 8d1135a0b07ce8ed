// Shared wire shapes (contracts §3, §7, §9). Server validates with these; the client imports types only
// (`import type`), so zod never reaches a browser bundle.
import { z } from 'zod';

/** Money on the wire: integer minor units plus a display string. */
export const money = z.object({
  formatted: z.string(),
  value: z.number().int(),
  currency: z.string().length(3),
});
export type Money = z.infer<typeof money>;

/** A time value: text form YYYY-MM-DD HH:MM:SS in UTC and venue-local time. */
export const timeValue = z.object({
  utc: z.string(),
  local: z.string(),
  timezone: z.string(),
});
export type TimeValue = z.infer<typeof timeValue>;

/** Error body for every failure; `errors` only on 422. */
export const errorBody = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

export const pagination = z.object({
  previous_page: z.number().int().nullable(),
  current_page: z.number().int(),
  next_page: z.number().int().nullable(),
  records_per_page: z.number().int(),
  records_on_current_page: z.number().int(),
  first_record_on_page: z.number().int().nullable(),
  last_record_on_page: z.number().int().nullable(),
  total_records: z.number().int(),
  total_pages: z.number().int(),
});
export type Pagination = z.infer<typeof pagination>;

export const sorting = z.object({
  sort_by: z.string(),
  direction: z.enum(['ascending', 'descending']),
});
export type Sorting = z.infer<typeof sorting>;

/** `{data, checksum}` envelope; `checksum` is the sha1 hex of JSON.stringify(data). */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ data, checksum: z.string() });
}
export function pagedEnvelope<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    checksum: z.string(),
    meta: z.object({ pagination, sorting: sorting.optional() }),
  });
}

/** Query-string booleans arrive as text: accept true/false/1/0 as well as real booleans. */
export const boolish = z.union([
  z.boolean(),
  z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1'),
]);

/** Paging query (contracts §9: page at least 1, per_page 1 to 100, default 20). */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1, 'The page must be at least 1.').default(1),
  per_page: z.coerce
    .number()
    .int()
    .min(1, 'The per page must be at least 1.')
    .max(100, 'The per page must not be greater than 100.')
    .default(20),
  bypass_pagination: boolish.optional(),
});
export type PageQuery = z.infer<typeof pageQuery>;

/** A list query param that may arrive once (`a=1`) or repeated/bracketed (`a[]=1&a[]=2`). */
export function listOf<T extends z.ZodType>(item: T) {
  return z.preprocess((v) => (v === undefined ? undefined : Array.isArray(v) ? v : [v]), z.array(item));
}

export const bookingTypes = ['ticketed', 'resources', 'classes', 'courses', 'camps'] as const;
export const bookingType = z.enum(bookingTypes);
export type BookingType = z.infer<typeof bookingType>;

/** Generic messages (contracts §5). */
export const messages = {
  required: 'This field is required',
  min: (min: number) => `Must be at least ${min} characters`,
  max: (max: number) => `Must be ${max} characters or less`,
} as const;

/** A required trimmed string with the spec's length messages; control characters are refused. */
export function text(min: number, max: number) {
  return z
    .string({ error: messages.required })
    .trim()
    .min(min, min <= 1 ? messages.required : messages.min(min))
    .max(max, messages.max(max))
    .refine((v) => !hasControlCharacters(v), inputMessages.controlCharacters);
}

/** The largest value a PostgreSQL `integer` (int4) column holds: every id, quantity and amount we store. */
export const INT4_MAX = 2_147_483_647;
export const INT4_MIN = -2_147_483_648;
export const inputMessages = {
  max: `Must not be greater than ${INT4_MAX}`,
  min: `Must be at least ${INT4_MIN}`,
  controlCharacters: 'Must not contain control characters',
} as const;

/**
 * Control characters the database or a page must never receive: NUL (PostgreSQL text refuses it) and the
 * other C0/C1 controls. Tab, line feed and carriage return stay allowed (long text answers use them).
 */
// eslint-disable-next-line no-control-regex
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
export const hasControlCharacters = (value: string) => CONTROL_CHARACTERS.test(value);

/** A whole number a PostgreSQL `integer` column holds; coerced, so it reads path and query text too. */
export const int4 = z.coerce.number().int().min(INT4_MIN, inputMessages.min).max(INT4_MAX, inputMessages.max);

/** A database id: a whole number from 1 to the int4 maximum (path, query or body; text is coerced). */
export const id = z.coerce.number().int().min(1).max(INT4_MAX, inputMessages.max);

/** Any text a request may carry: no NUL or other control characters. */
export const plainText = z.string().refine((v) => !hasControlCharacters(v), inputMessages.controlCharacters);
