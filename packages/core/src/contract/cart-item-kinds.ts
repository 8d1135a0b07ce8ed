// The fields each cart item kind adds to the common ones (contracts §3 "Cart", CART-008..016).
// `carts.ts` keeps `cartItem` loose so any kind passes; this schema checks an item against its own kind.
import { z } from 'zod';
import { money } from './common.ts';

const id = z.union([z.number().int(), z.string().min(1)]);

/** CART-008: what every kind carries. */
const common = {
  id: z.number().int(),
  name: z.string(),
  quantity: z.number().int().min(1),
  max_quantity: z.number().int().nullable(),
  price: money,
};
const childItems = <T extends z.ZodType>(child: T) => z.array(child).optional();
const anyChild = z.looseObject(common);

export const cartItemByKind = z.discriminatedUnion('type', [
  z.looseObject({
    ...common,
    type: z.literal('av2_booking'),
    booking_id: id,
    occurrence_id: z.string(),
    booking_type: z.string(),
  }),
  z.looseObject({
    ...common,
    type: z.literal('av2_booking_bundle'),
    booking_bundle_id: id,
    booking_type: z.string(),
    child_items: childItems(anyChild.extend({ type: z.literal('av2_booking') })),
  }),
  z.looseObject({ ...common, type: z.literal('journal_transaction'), journal_transaction_id: id }),
  z.looseObject({
    ...common,
    type: z.literal('membership'),
    membership_id: id,
    membership_type: z.string(),
    home_venue: z.unknown().refine((v) => v !== undefined, 'home_venue is required'),
    child_items: childItems(anyChild.extend({ collectable_fee_id: id })),
  }),
  z.looseObject({
    ...common,
    type: z.literal('membership_change'),
    membership_change_id: id,
    summary: z.unknown().refine((v) => v !== undefined),
  }),
  z.looseObject({
    ...common,
    type: z.literal('membership_renewal'),
    membership_renewal_id: id,
    summary: z.unknown().refine((v) => v !== undefined),
    child_items: childItems(anyChild),
  }),
  z.looseObject({ ...common, type: z.literal('penalty'), penalty_id: id }),
  z.looseObject({ ...common, type: z.literal('pricing_option'), pricing_option_id: id }),
]);
export type CartItemByKind = z.infer<typeof cartItemByKind>;
