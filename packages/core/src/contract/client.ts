import { z } from 'zod';

/** `GET /api/client` (flows §3, §7): id, name, currency. */
export const clientInfo = z.object({
  id: z.number().int(),
  name: z.string(),
  domain: z.string(),
  currency: z.object({ code: z.string().length(3), symbol: z.string() }),
  online_joining_enabled: z.boolean(),
  online_guest_passes_enabled: z.boolean(),
  paid_booking_enabled: z.boolean(),
});
export type ClientInfo = z.infer<typeof clientInfo>;
