import { z } from 'zod';
import { money } from './common.ts';

export const userMembershipStatuses = ['active', 'pending', 'frozen', 'cancelled', 'expired'] as const;

/**
 * One membership a user holds or held (`GET /api/v1/users/{userId}/memberships`): what it is, its status,
 * its monthly price, the next billing date while it runs, and the home venue it was taken at.
 */
export const userMembership = z.object({
  id: z.number().int(),
  membership_id: z.number().int(),
  name: z.string(),
  membership_type: z.string(),
  status: z.enum(userMembershipStatuses),
  /** Active, pending or frozen: still on the account; cancelled and expired ones are past. */
  current: z.boolean(),
  price: money,
  billing_period: z.enum(['month', 'year']),
  /** YYYY-MM-DD in venue time; null when nothing more will be billed. */
  next_billing_date: z.string().nullable(),
  home_venue: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }).nullable(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
});
export type UserMembership = z.infer<typeof userMembership>;
