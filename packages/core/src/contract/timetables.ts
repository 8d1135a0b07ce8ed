import { z } from 'zod';
import { isoDate, moneySchema, timeValueSchema } from './scheduling-shared.ts';
import { bookableActionSchema, capacitySchema, restrictionRefSchema } from './occurrences.ts';

/** `?date=YYYY-MM-DD` of timetable, times, slots and dates calls. */
export const timetableQuerySchema = z.object({ date: isoDate });
export const slotsQuerySchema = z.object({ date: isoDate, location_id: z.string().min(1).optional() });
export const datesQuerySchema = z.object({
  from: isoDate.optional(),
  days: z.coerce.number().int().min(1).max(93).default(28),
});

const timeOfDay = timeValueSchema.extend({ time_24h: z.string().regex(/^\d{2}:\d{2}$/) });

/** One entry of a timetable/times/slots answer (TT-003, TT-004). v1 entries carry numeric ids. */
export const activityClassSchema = z.object({
  id: z.union([z.string(), z.number().int()]),
  is_v2: z.boolean(),
  name: z.string(),
  starts_at: timeOfDay,
  ends_at: timeOfDay,
  duration: z.number().int(),
  action_to_show: z.object({ status: z.string(), message: z.string().nullable() }),
  bookable_action: bookableActionSchema,
  instructors: z.array(z.object({ id: z.string(), name: z.string() })),
  tags: z.array(z.object({ id: z.string(), name: z.string() })),
  capacity: capacitySchema,
  waitlist: capacitySchema.nullable(),
  location_name: z.string(),
  locations: z.array(z.object({ id: z.string(), names: z.string() })),
  price: moneySchema.nullable(),
  status: z.string(),
  /** The requesting customer's place in the waitlist queue (1 = next), null when not waiting or anonymous. */
  waitlist_position: z.number().int().min(1).nullable().optional(),
  /** The requesting customer's live booking of this occurrence (settled or reserved), null when none. */
  booking_id: z.number().int().nullable().optional(),
  /** Pre-purchase waivers and inductions the attendee must have signed or agree to with the add. */
  restrictions: z.array(restrictionRefSchema).optional(),
});
export type ActivityClassWire = z.infer<typeof activityClassSchema>;

/** A fast ticket entry (TT-005): id, starts/ends and the ticket types on sale. */
export const fastTicketSchema = z.object({
  id: z.union([z.string(), z.number().int()]),
  starts_at: timeOfDay,
  ends_at: timeOfDay,
  ticket_types: z.array(z.object({ id: z.string(), name: z.string(), reference: z.string(), price: moneySchema })),
});
