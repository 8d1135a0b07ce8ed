import { z } from 'zod';

/**
 * The signed-in customer's private calendar feed (issue 10): whether one is live, and, only in the answer
 * to creating it, its secret URLs (the server keeps the secret hashed, so it cannot show it again).
 */
export const calendarFeedSchema = z.object({
  active: z.boolean(),
  created_at: z.string().nullable(),
  /** `https://…/api/calendar/{token}.ics`; null except right after creation. */
  url: z.string().nullable(),
  /** The same address as `webcal://…`, which phones' calendar apps subscribe to. */
  webcal_url: z.string().nullable(),
});
export type CalendarFeedWire = z.infer<typeof calendarFeedSchema>;

/** GET /api/calendar/{token}.ics: the path's last segment. Anything else is simply not found. */
export const calendarFeedFileSchema = z.object({ file: z.string().min(1).max(200) });
