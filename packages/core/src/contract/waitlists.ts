import { z } from 'zod';
import { timeValueSchema } from './scheduling-shared.ts';

/**
 * POST /api/waitlist/add (non-numeric ids): `{ item: { id, type } }`. Type `course` takes a course (schedule)
 * id and joins the waitlist of its first session still to come; the others take an occurrence id.
 */
export const waitlistAddSchema = z.object({
  item: z.object({
    id: z.string().min(1),
    type: z.enum(['occurrence', 'av2_occurrence', 'activity', 'course']).default('occurrence'),
  }),
  selected_user_id: z.number().int().min(1).optional(),
});

/** POST /api/v1/activities/occurrences/{id}/waitlist/members (numeric ids): `{ data: { user_id } }`. */
export const waitlistMemberAddSchema = z.object({ data: z.object({ user_id: z.number().int().min(1) }) });

export const waitlistEntrySchema = z.object({
  id: z.string(),
  user_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  occurrence: z.object({ occurrence_id: z.string(), name: z.string() }),
  starts_at: timeValueSchema,
  created_at: z.string(),
  /** Place in the queue of its occurrence, in joining order (1 = offered the next freed place). */
  position: z.number().int().min(1).optional(),
});
export type WaitlistEntryWire = z.infer<typeof waitlistEntrySchema>;

/** What the client toasts after a successful join or leave (the response also carries it as `message`). */
export const WAITLIST_JOINED_MESSAGE = 'Successfully joined the waitlist.';
export const WAITLIST_LEFT_MESSAGE = 'Successfully removed from the waitlist.';
