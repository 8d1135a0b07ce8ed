// Carts (contracts §3 "Cart", §5 "Add items to cart"; flows §3, §7 cart service; docs/CONVENTIONS.md "The cart").
// Server validates with these; browser code takes `import type` only.
import { z } from 'zod';
import { money, timeValue } from './common.ts';
import { cartDiscount, homeVenueId } from './memberships.ts';

export const CART_SOURCES = [
  'class-booking',
  'activity-booking',
  'online-joining',
  'online-guest-passes',
  'front-of-house',
  'point-of-sale',
  'off-system',
] as const;
export const cartSource = z.enum(CART_SOURCES, { error: 'The selected source is invalid.' });
export type CartSource = z.infer<typeof cartSource>;

export const PURCHASABLE_TYPES = [
  'pricingOption',
  'booking',
  'activity',
  'penalty',
  'activityTicket',
  'collectableFee',
  'membershipRenewal',
  'purchasableOccurrence',
  'av2Booking',
  'course',
  'camp',
  'av2BookingBundle',
  'debt',
] as const;
export const CART_ITEM_KINDS = [
  'av2_booking',
  'av2_booking_bundle',
  'journal_transaction',
  'membership',
  'membership_change',
  'membership_renewal',
  'penalty',
  'pricing_option',
] as const;
export const CARTABLE_TYPES = [
  'membershipRenewal',
  'av2BookingBundle',
  'activity',
  'av2Booking',
  'activityTicket',
  'other',
] as const;

/** A custom question answer: simple or date (`answer`) or multi (`answers`) (contracts §3). */
export const customQuestionAnswer = z.object({
  custom_question_id: z.number().int().min(1),
  answer: z.unknown().optional(),
  answers: z.array(z.unknown()).optional(),
});
export type CustomQuestionAnswer = z.infer<typeof customQuestionAnswer>;

/** A court (resource location) id chosen on add: a positive int4. */
const resourceLocationId = z
  .number({ error: 'The location id must be a whole number.' })
  .int('The location id must be a whole number.')
  .min(1, 'The location id must be at least 1.')
  .max(2147483647, 'The location id must be 2147483647 or less.')
  .nullable()
  .optional();

/** One item of `POST /api/v1/users/{userId}/carts/{source}/items` (contracts §5). */
export const addCartItem = z
  .object({
    purchasable_id: z.string({ error: 'The purchasable id must be a string.' }).min(1),
    purchasable_type: z.enum(PURCHASABLE_TYPES, { error: 'The selected purchasable type is invalid.' }),
    quantity: z
      .number({ error: 'The quantity must be a whole number.' })
      .int('The quantity must be a whole number.')
      .min(1, 'The quantity must be at least 1.')
      .default(1),
    purchased_for_user_id: z
      .number()
      .int()
      .min(1, 'The purchased for user id must be at least 1.')
      .nullable()
      .optional(),
    apply_benefit: z.boolean({ error: 'The apply benefit field must be true or false.' }).optional(),
    activity_restriction_ids: z.array(z.number().int().min(1)).default([]),
    custom_question_answers: z.array(customQuestionAnswer).optional(),
    /** activityTicket items: the session the ticket is for. */
    occurrence_id: z.string().optional(),
    /** camp items booked by the day: the chosen sessions (absent: the whole camp). */
    occurrence_ids: z
      .array(z.string().min(1).max(64), { error: 'The occurrence ids must be a list.' })
      .min(1, 'Choose at least one day.')
      .max(100, 'The occurrence ids may not have more than 100 items.')
      .optional(),
    /** Resource hire: the court the customer chose (TT-012); without it the system allocates one. */
    location_id: resourceLocationId,
    /** pricingOption items of a membership: the home venue chosen (online joining). */
    home_venue_id: homeVenueId.optional(),
  })
  .superRefine((item, ctx) => {
    if (item.occurrence_ids && item.purchasable_type !== 'camp') {
      ctx.addIssue({ code: 'custom', path: ['occurrence_ids'], message: 'Single days can be chosen for camps only.' });
    }
    if (item.purchased_for_user_id != null && item.quantity !== 1) {
      ctx.addIssue({
        code: 'custom',
        path: ['quantity'],
        message: 'The quantity must be 1 when purchased_for_user_id is set.',
      });
    }
    if (
      item.custom_question_answers?.length &&
      item.purchasable_type !== 'course' &&
      item.purchasable_type !== 'camp'
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['custom_question_answers'],
        message: 'Custom question answers are only accepted for courses and camps.',
      });
    }
  });
export type AddCartItem = z.input<typeof addCartItem>;

/** The body `{ data: { items, venue_id? } }`; a bare `{ items }` is accepted and keyed as data.* too. */
export const addCartItemsBody = z.preprocess(
  (b) => (b && typeof b === 'object' && 'data' in b ? b : { data: b }),
  z.object({
    data: z.object({
      items: z.array(addCartItem).min(1, 'At least one item is required.'),
      venue_id: z.number().int().nullable().optional(),
    }),
  }),
);

/** Flows §3 "Cart item (as sent on add)": id, type, purchased_for_user_id, pricing_option_id, plus options. */
export const flowsCartItem = z.looseObject({
  id: z.union([z.string().min(1), z.number().int()]).transform(String),
  type: z.string().min(1),
  purchased_for_user_id: z.number().int().min(1).nullable().optional(),
  pricing_option_id: z.number().int().nullable().optional(),
  quantity: z.number().int().min(1, 'The quantity must be at least 1.').default(1),
  occurrence_id: z.string().optional(),
  location_id: resourceLocationId,
  activity_restriction_ids: z.array(z.number().int().min(1)).default([]),
  custom_question_answers: z.array(customQuestionAnswer).optional(),
  home_venue_id: homeVenueId.optional(),
});
export const flowsAddBody = z.object({
  items: z.array(flowsCartItem).min(1, 'At least one item is required.'),
  membership_user_id: z.number().int().nullable().optional(),
  selected_user_id: z.number().int().min(1).nullable().optional(),
});

/** PUT /api/activities/cart/{cartItemId}: flows `options` or contracts `data` {quantity, purchased_for_user_id}. */
export const updateCartItemBody = z.looseObject({
  selected_user_id: z.number().int().min(1).nullable().optional(),
  options: z.record(z.string(), z.unknown()).optional(),
  data: z
    .object({ quantity: z.number().int().optional(), purchased_for_user_id: z.number().int().nullable().optional() })
    .optional(),
  quantity: z.number().int().optional(),
  purchased_for_user_id: z.number().int().nullable().optional(),
});

export const removeCartItemsBody = z.object({
  cart_item_ids: z.array(z.coerce.number().int().min(1)).min(1, 'At least one item is required.'),
});

export const applyCreditsBody = z.object({
  credits: z.array(
    z.object({
      type: z.enum(['membership', 'general'], { error: 'The credit type must be membership or general.' }),
      amount: z.number().int('The amount must be a whole number of pence.').min(0),
    }),
  ),
  source: z.string().optional(),
  selected_user_id: z.number().int().min(1).nullable().optional(),
});

const cartableResource = z
  .object({
    venue_name: z.string().nullable(),
    name: z.string().nullable(),
    date: z.string().nullable(),
    starts_at: timeValue.nullable(),
    ends_at: timeValue.nullable(),
    duration: z.union([z.string(), z.number()]).nullable(),
    location: z.string().nullable(),
    new_membership: z.boolean(),
  })
  .partial();

const cartItemBase = z.looseObject({
  id: z.number().int(),
  type: z.enum(CART_ITEM_KINDS),
  name: z.string(),
  quantity: z.number().int().min(1),
  max_quantity: z.number().int().nullable(),
  price: money,
  unit_price: money,
  sort_key: z.string(),
  membership_user_id: z.number().int().nullable(),
  purchased_for_user_id: z.number().int().nullable(),
  purchasable_type: z.string().nullable(),
  purchasable_id: z.string().nullable(),
  cartable_type: z.enum(CARTABLE_TYPES),
  cartable_resource: cartableResource,
  /** When the line happens, as the basket and checkout show it (core's cartItemWhen): '' when it has no time. */
  when: z.string(),
  benefit_applied: z.boolean(),
  package_applied: z.boolean(),
  enable_print_receipt: z.boolean(),
  activity_restriction_ids: z.array(z.number().int()),
  // av2_booking: booking_id, occurrence_id, booking_type, starts_at, ends_at, venue; av2_booking_bundle:
  // booking_bundle_id, booking_type.
  booking_id: z.number().int().optional(),
  occurrence_id: z.string().optional(),
  booking_bundle_id: z.number().int().optional(),
  booking_type: z.string().optional(),
  starts_at: timeValue.optional(),
  ends_at: timeValue.optional(),
  venue: z.object({ id: z.number().int(), name: z.string() }).passthrough().optional(),
  // Single-occurrence bookings (flows §3 attendee waiver state): who attends, and the pre-purchase
  // waivers and inductions that person needs, signed or not.
  attendee: z.object({ id: z.number().int(), name: z.string() }).optional(),
  attendee_waivers: z
    .array(z.object({ id: z.number().int(), name: z.string(), type: z.string(), signed: z.boolean() }))
    .optional(),
});
export const cartItem = cartItemBase.extend({ child_items: z.array(cartItemBase) });
export type CartItemWire = z.infer<typeof cartItem>;

const credit = (type: 'membership' | 'general') =>
  z.object({ type: z.literal(type), total_available: money, max_applicable: money, applied: money });

/** The cart both cart services answer (docs/CONVENTIONS.md "The cart"). */
export const cart = z.object({
  id: z.number().int().nullable(),
  uuid: z.string().nullable(),
  source: cartSource.nullable(),
  status: z.enum(['open', 'completing', 'complete', 'abandoned']),
  user_id: z.number().int(),
  selected_user_id: z.number().int().nullable(),
  complete_order_id: z.number().int().nullable(),
  attendee_waivers_required: z.number().int(),
  venue_id: z.number().int().nullable(),
  total: money,
  sub_total: money,
  tax_total: money,
  balance: money,
  item_count: z.number().int(),
  available_credit: z.object({ membership: credit('membership'), general: credit('general') }),
  applied_credits: z.array(z.object({ type: z.enum(['membership', 'general']), amount: z.number().int() })),
  /** The discount code applied, if any: `sub_total` less its amount is `total` (PAY-030). */
  discount: cartDiscount.nullable().optional(),
  items: z.array(cartItem),
});
export type CartWire = z.infer<typeof cart>;
