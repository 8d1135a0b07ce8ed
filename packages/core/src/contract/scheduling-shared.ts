import { z } from 'zod';

// The same wire shapes as everywhere else, under the names the scheduling contracts use.
export { money as moneySchema, pagination as paginationSchema } from './common.ts';

// Query strings arrive as text, and list filters as `key[]=a&key[]=b`, `key=a&key=b` or `key=a,b`.
// These helpers turn them into typed values so every scheduling filter is declared the same way.

/** A list filter: accepts a single value, repeated values or a comma-separated value. */
export function queryList<T extends z.ZodType>(item: T) {
  return z.preprocess((value) => {
    if (value === undefined || value === null || value === '') return undefined;
    const values = Array.isArray(value) ? value : [value];
    return values.flatMap((v) => (typeof v === 'string' ? v.split(',') : [v])).filter((v) => v !== '');
  }, z.array(item).optional());
}

/** A boolean flag in a query string: true/false/1/0. */
export const queryBoolean = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');

/** A whole number in a query string. */
export const queryInt = z.coerce.number().int();

/** An ISO 8601 date-time with a zone (Z or an offset), e.g. 2026-11-22T09:00:00Z. */
export const isoDateTime = z.iso.datetime({ offset: true, local: false });

/** A calendar date, YYYY-MM-DD. */
export const isoDate = z.iso.date();

export const timeValueSchema = z.object({
  utc: z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
  local: z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
  timezone: z.string(),
});
export type TimeValueWire = z.infer<typeof timeValueSchema>;

// The booking types are declared once, in common.ts; these names are kept for the scheduling modules.
export { bookingTypes as BOOKING_TYPES, bookingType as bookingTypeSchema } from './common.ts';
