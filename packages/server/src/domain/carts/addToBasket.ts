import type { z } from 'zod';
import type { addCartItemsBody, flowsAddBody } from '@venue/core/contract';
import type { Db } from '../../db/db.ts';
import type { UserRow } from '../../auth/session.ts';
import type { Channel } from '../capacity/capacity.ts';
import { invalidError } from '../errors.ts';
import { addOccurrenceItem, addScheduleItem, type AddContext } from './addItems.ts';
import { sweepOccurrences } from './basketHolds.ts';
import { defaultSource, openCart, type CartSource } from './cartStore.ts';
import { addMembershipItem } from '../membership-joining/addMembership.ts';

const OCCURRENCE_TYPES = new Set(['activity', 'booking', 'purchasableOccurrence', 'av2Booking']);

export interface BasketAdd {
  actor: UserRow;
  customer: UserRow;
  channel: Channel;
  /** The cart source the caller names; none picks the default for who acts for whom. */
  source?: CartSource;
  currency: string;
  now: Date;
  holdCutoff: Date;
}

/**
 * Runs `fn` against the customer's open cart (opened when missing) in one transaction. When the add
 * fails, it rolled back any expired hold it released too: those places are offered to the waitlist again.
 */
async function withCart<T>(db: Db, a: BasketAdd, fn: (ctx: AddContext) => Promise<T>): Promise<T> {
  const fullOccurrences: string[] = [];
  try {
    return await db.transaction(async (tx) => {
      // Touched before the items, not after: once an item has taken places the occurrence row stays
      // locked until COMMIT, and other customers' adds to it wait for every statement left (issue 12).
      const cart = await openCart(tx, a.customer, a.actor, a.source ?? defaultSource(a.actor, a.customer), a.now);
      return fn({
        tx,
        cart,
        actor: a.actor,
        customer: a.customer,
        now: a.now,
        channel: a.channel,
        currency: a.currency,
        holdCutoff: a.holdCutoff,
        fullOccurrences,
      });
    });
  } catch (e) {
    await sweepOccurrences(db, fullOccurrences, a.holdCutoff, a.now);
    throw e;
  }
}

/** Flows cart service add: items as `{id, type, quantity, ...}`. */
export async function addFlowsItems(
  db: Db,
  a: BasketAdd,
  items: z.output<typeof flowsAddBody>['items'],
): Promise<void> {
  await withCart(db, a, async (ctx) => {
    for (const [i, item] of items.entries()) {
      const path = `items.${i}`;
      if (item.type === 'course' || item.type === 'camp') {
        await addScheduleItem(ctx, {
          path,
          purchasableId: item.id,
          purchasableType: item.type,
          quantity: item.quantity,
          purchasedForUserId: item.purchased_for_user_id ?? null,
          restrictionIds: item.activity_restriction_ids,
          answers: item.custom_question_answers ?? [],
        });
      } else if (item.type === 'activityTicket') {
        if (!item.occurrence_id) throw invalidError({ [`${path}.occurrence_id`]: ['This field is required'] });
        await addOccurrenceItem(ctx, {
          path,
          occurrenceId: item.occurrence_id,
          ticketId: item.id,
          quantity: item.quantity,
          purchasedForUserId: item.purchased_for_user_id ?? null,
          restrictionIds: item.activity_restriction_ids,
          idKey: `${path}.occurrence_id`,
          ticketKey: `${path}.id`,
        });
      } else if (item.type === 'pricingOption' || item.type === 'membership') {
        // Online joining: `{type: 'pricingOption', id: optionId}` or `{type: 'membership', pricing_option_id}`.
        const byOption = item.type === 'pricingOption';
        await addMembershipItem(ctx, {
          path,
          optionKey: byOption ? `${path}.id` : `${path}.pricing_option_id`,
          pricingOptionId: byOption ? item.id : item.pricing_option_id,
          homeVenueId: item.home_venue_id,
          quantity: item.quantity,
          purchasedForUserId: item.purchased_for_user_id ?? null,
        });
      } else if (OCCURRENCE_TYPES.has(item.type)) {
        await addOccurrenceItem(ctx, {
          path,
          occurrenceId: item.id,
          quantity: item.quantity,
          purchasedForUserId: item.purchased_for_user_id ?? null,
          restrictionIds: item.activity_restriction_ids,
          locationId: item.location_id ?? null,
          idKey: `${path}.id`,
          ticketKey: `${path}.type`,
        });
      } else {
        throw invalidError({ [`${path}.type`]: ['The selected type is invalid.'] });
      }
    }
  });
}

/** Contracts v1 add: courses and camps with waivers and answers, occurrences and tickets; may set the venue. */
export async function addContractItems(
  db: Db,
  a: BasketAdd,
  data: z.output<typeof addCartItemsBody>['data'],
): Promise<void> {
  await withCart(db, a, async (ctx) => {
    if (data.venue_id !== undefined) {
      await ctx.tx.query(
        'UPDATE carts SET venue_id = (SELECT id FROM venues WHERE id = $2 AND client_id = $3) WHERE id = $1',
        [ctx.cart.id, data.venue_id, a.customer.client_id],
      );
    }
    for (const [i, item] of data.items.entries()) {
      const path = `data.items.${i}`;
      if (item.purchasable_type === 'course' || item.purchasable_type === 'camp') {
        await addScheduleItem(ctx, {
          path,
          purchasableId: item.purchasable_id,
          purchasableType: item.purchasable_type,
          quantity: item.quantity,
          purchasedForUserId: item.purchased_for_user_id ?? null,
          restrictionIds: item.activity_restriction_ids,
          answers: item.custom_question_answers ?? [],
          ...(item.occurrence_ids ? { occurrenceIds: item.occurrence_ids } : {}),
        });
      } else if (item.purchasable_type === 'activityTicket') {
        if (!item.occurrence_id) throw invalidError({ [`${path}.occurrence_id`]: ['This field is required'] });
        await addOccurrenceItem(ctx, {
          path,
          occurrenceId: item.occurrence_id,
          ticketId: item.purchasable_id,
          quantity: item.quantity,
          purchasedForUserId: item.purchased_for_user_id ?? null,
          restrictionIds: item.activity_restriction_ids,
          idKey: `${path}.occurrence_id`,
          ticketKey: `${path}.purchasable_id`,
        });
      } else if (item.purchasable_type === 'pricingOption') {
        await addMembershipItem(ctx, {
          path,
          optionKey: `${path}.purchasable_id`,
          pricingOptionId: item.purchasable_id,
          homeVenueId: item.home_venue_id,
          quantity: item.quantity,
          purchasedForUserId: item.purchased_for_user_id ?? null,
        });
      } else if (OCCURRENCE_TYPES.has(item.purchasable_type)) {
        await addOccurrenceItem(ctx, {
          path,
          occurrenceId: item.purchasable_id,
          quantity: item.quantity,
          purchasedForUserId: item.purchased_for_user_id ?? null,
          restrictionIds: item.activity_restriction_ids,
          locationId: item.location_id ?? null,
          idKey: `${path}.purchasable_id`,
          ticketKey: `${path}.purchasable_type`,
        });
      } else {
        throw invalidError({ [`${path}.purchasable_type`]: ['This item cannot be added to the basket online.'] });
      }
    }
  });
}
