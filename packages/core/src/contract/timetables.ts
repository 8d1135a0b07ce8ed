import { z } from 'zod';
import { isoDate, moneySchema, timeValueSchema } from './scheduling-shared.ts';
import { bookableActionSchema, capacitySchema, restrictionRefSchema } from './occurrences.ts';
import { customQuestionSection } from './courses.ts';

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
  /** The class's custom questions (its activity's), asked before the add; absent when it has none. */
  custom_question_sections: z.array(customQuestionSection).optional(),
});
export type ActivityClassWire = z.infer<typeof activityClassSchema>;

/** A slots entry (TT-004): a timetable entry plus the resources (courts) of it no live booking holds yet. */
export const slotSchema = activityClassSchema.extend({
  available_locations: z.array(z.object({ id: z.string(), names: z.string() })),
});
export type SlotWire = z.infer<typeof slotSchema>;

/** One ticket type on sale for a session, at its full price. */
export const ticketTypeSchema = z.object({
  id: z.string(),
  name: z.string(),
  reference: z.string(),
  pricing_option_id: z.string(),
  attendees: z.number().int(),
  price: moneySchema,
});

/** A fast ticket entry (TT-005): id, starts/ends and the ticket types on sale, with the session it is. */
export const fastTicketSchema = z.object({
  id: z.union([z.string(), z.number().int()]),
  is_v2: z.boolean(),
  occurrence_id: z.string(),
  name: z.string(),
  starts_at: timeOfDay,
  ends_at: timeOfDay,
  capacity: capacitySchema,
  bookable_action: bookableActionSchema,
  ticket_types: z.array(ticketTypeSchema),
});
export type FastTicketWire = z.infer<typeof fastTicketSchema>;

/** `?date=&selected_user_id=` of the tickets call (date defaults to the venue's today). */
export const ticketsQuerySchema = z.object({ date: isoDate.optional() });

/**
 * `POST /price/{venue}/ticket/{activityId}` (API-030): reference (a customer reference, TT-008; a pricing option
 * reference is still read for one ticket type), is_v2 and occurrence_id (v2 id, or a v1 numeric id as int4).
 */
export const ticketPriceBody = z.object({
  reference: z
    .string({ error: 'The reference field is required.' })
    .min(1, 'The reference field is required.')
    .max(255, 'The reference must be 255 characters or less.'),
  is_v2: z.boolean({ error: 'The is v2 field must be true or false.' }).optional(),
  occurrence_id: z
    .union([
      z.string().min(1).max(64, 'The occurrence id must be 64 characters or less.'),
      z.number().int().min(1).max(2147483647, 'The occurrence id must be 2147483647 or less.'),
    ])
    .nullable()
    .optional(),
});

/** A ticket type priced for one customer: full price, the price they pay and the difference (TT-007). */
export const customerTicketPriceSchema = z.object({
  id: z.string(),
  name: z.string(),
  reference: z.string(),
  pricing_option_id: z.string(),
  attendees: z.number().int(),
  full_price: moneySchema,
  price: moneySchema,
  discount: moneySchema.nullable(),
});

/** The price call's answer: per customer (customer_id set) every ticket type, else the one by its reference. */
export const ticketPriceAnswer = z.object({
  reference: z.string(),
  customer_id: z.number().int().nullable(),
  is_v2: z.boolean(),
  occurrence_id: z.union([z.string(), z.number().int()]).nullable(),
  discount_name: z.string().nullable(),
  ticket_types: z.array(customerTicketPriceSchema),
  ticket_id: z.string().optional(),
  name: z.string().optional(),
  attendees: z.number().int().optional(),
  pricing_option: z.object({ id: z.number().int(), name: z.string(), reference: z.string() }).optional(),
  price: moneySchema.optional(),
});
export type TicketPriceAnswerWire = z.infer<typeof ticketPriceAnswer>;
