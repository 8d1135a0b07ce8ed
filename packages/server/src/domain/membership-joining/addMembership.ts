/**
 * A membership into the basket (online joining): the chosen pricing option as a `membership` item
 * (contracts §3: membership_id, membership_type, home_venue) with its joining fee as a child item
 * carrying collectable_fee_id. One membership per basket; the customer's age must fit the membership's
 * limits; the basket becomes an online-joining basket, so checkout confirms at /order-confirmed/{id}.
 */
import { conflictError, invalidError } from '../errors.ts';
import { localDate } from '../../time/londonTime.ts';
import type { AddContext } from '../carts/addItems.ts';
import { ageRefusal } from './terms.ts';
import { joiningFeeOf, type MembershipTermsRow, type PricingOptionRow } from './pricing.ts';

export const ONE_MEMBERSHIP_PER_BASKET = 'Your basket already has a membership: only one can be bought at a time.';
export const ALREADY_A_MEMBER = 'You already have an active membership.';
export const HOME_VENUE_REQUIRED = 'Choose a home venue.';
export const HOME_VENUE_INVALID = 'The selected home venue is invalid.';
export const NOT_A_MEMBERSHIP_OPTION = 'The selected pricing option is invalid.';
export const JOINING_DISABLED = 'Memberships cannot be bought online.';

export interface MembershipItemInput {
  /** Where the item sits in the body, for error keys (`data.items.0` or `items.0`). */
  path: string;
  /** The field that named the pricing option (`data.items.0.purchasable_id`, `items.0.pricing_option_id`). */
  optionKey: string;
  pricingOptionId: string | number | null | undefined;
  homeVenueId: number | null | undefined;
  quantity: number;
  purchasedForUserId?: number | null;
}

export async function addMembershipItem(ctx: AddContext, input: MembershipItemInput): Promise<number> {
  const { tx, customer } = ctx;
  const client = await tx.one<{ settings: { online_joining_enabled?: boolean } }>(
    'SELECT settings FROM clients WHERE id = $1',
    [customer.client_id],
  );
  if (client?.settings.online_joining_enabled === false) throw invalidError({ [input.optionKey]: [JOINING_DISABLED] });
  if (input.quantity !== 1) throw invalidError({ [`${input.path}.quantity`]: ['The quantity must be 1.'] });
  if (input.purchasedForUserId != null && input.purchasedForUserId !== customer.id)
    throw invalidError({
      [`${input.path}.purchased_for_user_id`]: ['A membership can only be bought for yourself online.'],
    });
  const optionId = Number(input.pricingOptionId);
  const option =
    Number.isInteger(optionId) && optionId > 0 && optionId <= 2_147_483_647
      ? await tx.one<PricingOptionRow>(
          `SELECT po.id, po.membership_id, po.name, po.billing_period, po.price, po.joining_fee FROM pricing_options po
            WHERE po.id = $1 AND po.client_id = $2 AND po.membership_id IS NOT NULL`,
          [optionId, customer.client_id],
        )
      : undefined;
  const membership = option
    ? await tx.one<MembershipTermsRow>('SELECT * FROM memberships WHERE id = $1 AND online_joining', [
        option.membership_id,
      ])
    : undefined;
  if (!option || !membership) throw invalidError({ [input.optionKey]: [NOT_A_MEMBERSHIP_OPTION] });

  if (input.homeVenueId == null) throw invalidError({ [`${input.path}.home_venue_id`]: [HOME_VENUE_REQUIRED] });
  const venue = await tx.one<{ id: number; name: string; slug: string }>(
    `SELECT v.id, v.name, v.slug FROM venues v JOIN membership_venues mv ON mv.venue_id = v.id AND mv.membership_id = $2
      WHERE v.id = $1 AND v.client_id = $3 AND v.online_joining_enabled`,
    [input.homeVenueId, membership.id, customer.client_id],
  );
  if (!venue) throw invalidError({ [`${input.path}.home_venue_id`]: [HOME_VENUE_INVALID] });

  // The basket row is locked (openCart), so two adds cannot both find it without a membership.
  const inBasket = await tx.one(`SELECT 1 FROM cart_items WHERE cart_id = $1 AND kind = 'membership'`, [ctx.cart.id]);
  if (inBasket) throw conflictError(ONE_MEMBERSHIP_PER_BASKET);
  const member = await tx.one(
    `SELECT 1 FROM membership_users WHERE user_id = $1 AND status IN ('active', 'pending', 'frozen')`,
    [customer.id],
  );
  if (member) throw invalidError({ [input.optionKey]: [ALREADY_A_MEMBER] });

  const today = localDate(ctx.now);
  const dob = await tx.one<{ date_of_birth: string | null }>(
    `SELECT to_char(date_of_birth, 'YYYY-MM-DD') AS date_of_birth FROM users WHERE id = $1`,
    [customer.id],
  );
  const refusal = ageRefusal(membership, dob?.date_of_birth ?? null, today);
  if (refusal) throw invalidError({ date_of_birth: [refusal] });

  await tx.query(`UPDATE carts SET source = 'online-joining' WHERE id = $1`, [ctx.cart.id]);
  const period = option.billing_period === 'monthly' ? 'Monthly' : 'Annual';
  const homeVenue = { id: venue.id, name: venue.name, slug: venue.slug };
  const item = await tx.one<{ id: number }>(
    `INSERT INTO cart_items (cart_id, kind, cartable_type, purchasable_type, purchasable_id, name, quantity, max_quantity, price,
                             sort_key, membership_id, pricing_option_id, resource, extra, created_at)
     VALUES ($1, 'membership', 'other', 'pricingOption', $2, $3, 1, 1, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
    [
      ctx.cart.id,
      String(option.id),
      `${membership.name} membership`,
      option.price,
      `0000|${membership.name}`,
      membership.id,
      option.id,
      JSON.stringify({
        venue_name: venue.name,
        name: `${membership.name} (${period.toLowerCase()})`,
        date: today,
        starts_at: null,
        ends_at: null,
        duration: period,
        location: null,
        new_membership: true,
      }),
      JSON.stringify({
        membership_type: membership.membership_type,
        home_venue: homeVenue,
        billing_period: option.billing_period,
        pricing_option_name: option.name,
      }),
      ctx.now,
    ],
  );
  const fee = joiningFeeOf(option, membership);
  if (fee > 0) {
    await tx.query(
      `INSERT INTO cart_items (cart_id, parent_item_id, kind, cartable_type, purchasable_type, purchasable_id, name, quantity, price,
                               sort_key, membership_id, resource, extra, created_at)
       VALUES ($1, $2, 'pricing_option', 'other', 'collectableFee', $3, 'Joining fee', 1, $4, $5, $6, $7, $8, $9)`,
      [
        ctx.cart.id,
        item!.id,
        `joining-fee-${membership.id}`,
        fee,
        `0000|${membership.name}|fee`,
        membership.id,
        JSON.stringify({ venue_name: venue.name, name: 'Joining fee', new_membership: true }),
        JSON.stringify({ collectable_fee_id: `joining-fee-${membership.id}`, pricing_option_id: option.id }),
        ctx.now,
      ],
    );
  }
  return item!.id;
}
