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
  /** Where the operator's terms and conditions are read (a gap of the spec: sign-up asks to accept them). */
  terms_url: z
    .url({ protocol: /^https?$/ })
    .nullable()
    .optional(),
});
export type ClientInfo = z.infer<typeof clientInfo>;
