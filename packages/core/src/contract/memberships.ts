// Online joining (flows §1 "join a membership online", §2 /pricing; contracts §3 cart item kinds
// membership and pricing_option) and discount codes on a basket (flows §5, PAY-030, decision G20).
import { z } from 'zod';
import { money } from './common.ts';

const INT4_MAX = 2_147_483_647;

export const BILLING_PERIODS = ['monthly', 'annual'] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];

/** One way to pay for a membership: its price per billing period and the joining fee due on joining. */
export const membershipPricingOption = z.object({
  /** A pricing option id: what `purchasable_id` names when the option is added to the basket. */
  id: z.number().int(),
  membership_id: z.number().int(),
  name: z.string(),
  billing_period: z.enum(BILLING_PERIODS),
  /** The price of one billing period (a month or a year). */
  price: money,
  joining_fee: money,
  /** Paid today: the first period and the joining fee. */
  due_today: money,
  /** Annual options: what a year costs less than twelve months of the monthly option, when it does. */
  saving: money.nullable(),
});
export type MembershipPricingOption = z.infer<typeof membershipPricingOption>;

/** A membership offered for online joining at a venue, with its pricing options. */
export const membershipOffer = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  membership_type: z.string(),
  description: z.string().nullable(),
  /** What the membership includes, one short line each. */
  includes: z.array(z.string()),
  /** A concession (reduced) membership; `concession_eligibility` says who qualifies. */
  concession: z.boolean(),
  concession_eligibility: z.string().nullable(),
  /** Age limits in whole years on the start date, checked against the customer's date of birth. */
  min_age: z.number().int().nullable(),
  max_age: z.number().int().nullable(),
  pricing_options: z.array(membershipPricingOption),
});
export type MembershipOffer = z.infer<typeof membershipOffer>;

/** GET /api/venues/{slug}/memberships: the venue, and the memberships it can be a home venue for. */
export const venueMemberships = z.object({
  venue: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
  memberships: z.array(membershipOffer),
});
export type VenueMemberships = z.infer<typeof venueMemberships>;

/** The home venue a membership add names (contracts §3 membership kind: home_venue). */
export const homeVenueId = z
  .number({ error: 'The home venue id must be a whole number.' })
  .int('The home venue id must be a whole number.')
  .min(1, 'The home venue id must be at least 1.')
  .max(INT4_MAX, 'The home venue id is too large.');

/** POST /api/activities/cart/discount-code {code, selected_user_id}. */
export const applyDiscountBody = z.object({
  code: z
    .string({ error: 'The code must be text.' })
    .trim()
    .min(1, 'Enter a discount code.')
    .max(50, 'The code may not be greater than 50 characters.'),
  selected_user_id: z.number().int().min(1).max(INT4_MAX).nullable().optional(),
});

/** The discount a basket carries: the code, what it takes off, and how (a cart field). */
export const cartDiscount = z.object({
  code: z.string(),
  description: z.string(),
  kind: z.enum(['percentage', 'fixed']),
  /** Percentage: 1 to 100; fixed: minor units. */
  rate: z.number().int(),
  amount: money,
});
export type CartDiscount = z.infer<typeof cartDiscount>;
