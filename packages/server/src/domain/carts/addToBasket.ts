import type { z } from 'zod';
import type { addCartItemsBody, flowsAddBody } from '@venue/core/contract';
import type { Db } from '../../db/db.ts';
import type { UserRow } from '../../auth/session.ts';
import type { Channel } from '../capacity/capacity.ts';
import { invalidError } from '../errors.ts';
import {
  addOccurrenceItem,
  addScheduleItem,
  PlacesNotTaken,
  readOccurrenceFacts,
  type AddContext,
  type OccurrenceItemInput,
} from './addItems.ts';
import { sweepOccurrences } from './basketHolds.ts';
import { defaultSource, openCartReporting, type CartSource } from './cartStore.ts';
import { basketRead, type BasketRead } from './basketView.ts';
import { addAlongside } from './addGroups.ts';
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
 * `only`: the request's one item when it is an occurrence's: its occurrence is read in the same round trip
 * as the cart's lock, and its write commits with it (issue 12: an add is then three round trips to
 * PostgreSQL from BEGIN to COMMIT, and the occurrence row is locked for one of them only).
 */
async function withCart<T>(
  db: Db,
  a: BasketAdd,
  fn: (ctx: AddContext) => Promise<T>,
  only?: OccurrenceItemInput,
  basketAfter?: AddContext['basketAfter'],
): Promise<T> {
  const fullOccurrences: string[] = [];
  try {
    return await db.transaction(
      async (tx) => {
        // Touched before the items, not after: once an item has taken places the occurrence row stays
        // locked until COMMIT, and other customers' adds to it wait for every statement left (issue 12).
        const opening = openCartReporting(
          tx,
          a.customer,
          a.actor,
          a.source ?? defaultSource(a.actor, a.customer),
          a.now,
        );
        // Sent behind the touch, so it runs once the cart is locked (no other add or checkout of this basket
        // in between); kept only when that statement found the cart (else the lock came later).
        const facts = only ? readOccurrenceFacts(tx, a.customer, only, a.now) : undefined;
        facts?.catch(() => undefined);
        const { cart, touched } = await opening;
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
          ...(facts && touched ? { facts } : {}),
          commitWithWrite: !!only,
          ...(basketAfter ? { basketAfter } : {}),
        });
        // A basket hold is not waited for on disk (issue 12): the commit's flush ran under the occurrence
        // row's lock, so every add to a session queued behind the one before's flush. A database crash
        // can lose a hold just made, its place and its item together; a payment (checkout) is flushed.
      },
      { unflushedCommit: true },
    );
  } catch (e) {
    // The single-statement write found no room: the general path frees expired holds and tries again.
    if (only && e instanceof PlacesNotTaken) return withCart(db, a, fn);
    await sweepOccurrences(db, fullOccurrences, a.holdCutoff, a.now);
    throw e;
  }
}

/** One item of a request, added in the request's transaction; an occurrence's also says which. */
interface Step {
  occurrence?: OccurrenceItemInput;
  run: (ctx: AddContext) => Promise<unknown>;
}

function occurrenceStep(input: OccurrenceItemInput): Step {
  return { occurrence: input, run: (ctx) => addOccurrenceItem(ctx, input) };
}

/** A step that refuses its item when its turn comes, so errors still come in the items' order. */
function refusal(errors: Record<string, string[]>): Step {
  return {
    run: async () => {
      throw invalidError(errors);
    },
  };
}

/** What an add leaves for its answer. */
export interface Added {
  /** The customer's basket as read in the add's last round trip (the short path), for cartResponse. */
  basket?: BasketRead;
}

/**
 * The steps in order, in one transaction. A request of one occurrence item takes the short path, and
 * then the basket view is read behind the COMMIT (basketView.ts's statement, as the answer reads it).
 */
async function addSteps(
  db: Db,
  a: BasketAdd,
  steps: Step[],
  before?: (ctx: AddContext) => Promise<unknown>,
): Promise<Added> {
  const only = steps.length === 1 ? steps[0]!.occurrence : undefined;
  const basketAfter: AddContext['basketAfter'] = only
    ? { statement: basketRead(a.customer.id, a.holdCutoff), lean: basketRead(a.customer.id, a.holdCutoff, false) }
    : undefined;
  const alone = () =>
    withCart(
      db,
      a,
      async (ctx) => {
        if (before) await before(ctx);
        for (const step of steps) await step.run(ctx);
      },
      only,
      basketAfter,
    );
  // One occurrence item and nothing else: it may go with other adds to that session (addGroups.ts).
  if (only && !before) {
    const grouped = await addAlongside(db, a, only, alone);
    if (grouped) return { basket: grouped };
  } else await alone();
  return basketAfter?.read ? { basket: basketAfter.read } : {};
}

/** Flows cart service add: items as `{id, type, quantity, ...}`. */
export async function addFlowsItems(
  db: Db,
  a: BasketAdd,
  items: z.output<typeof flowsAddBody>['items'],
): Promise<Added> {
  const steps = items.map((item, i): Step => {
    const path = `items.${i}`;
    if (item.type === 'course' || item.type === 'camp') {
      return {
        run: (ctx) =>
          addScheduleItem(ctx, {
            path,
            purchasableId: item.id,
            purchasableType: item.type as 'course' | 'camp',
            quantity: item.quantity,
            purchasedForUserId: item.purchased_for_user_id ?? null,
            restrictionIds: item.activity_restriction_ids,
            answers: item.custom_question_answers ?? [],
          }),
      };
    }
    if (item.type === 'activityTicket') {
      if (!item.occurrence_id) return refusal({ [`${path}.occurrence_id`]: ['This field is required'] });
      return occurrenceStep({
        path,
        occurrenceId: item.occurrence_id,
        ticketId: item.id,
        quantity: item.quantity,
        purchasedForUserId: item.purchased_for_user_id ?? null,
        restrictionIds: item.activity_restriction_ids,
        idKey: `${path}.occurrence_id`,
        ticketKey: `${path}.id`,
      });
    }
    if (item.type === 'pricingOption' || item.type === 'membership') {
      // Online joining: `{type: 'pricingOption', id: optionId}` or `{type: 'membership', pricing_option_id}`.
      const byOption = item.type === 'pricingOption';
      return {
        run: (ctx) =>
          addMembershipItem(ctx, {
            path,
            optionKey: byOption ? `${path}.id` : `${path}.pricing_option_id`,
            pricingOptionId: byOption ? item.id : item.pricing_option_id,
            homeVenueId: item.home_venue_id,
            quantity: item.quantity,
            purchasedForUserId: item.purchased_for_user_id ?? null,
          }),
      };
    }
    if (OCCURRENCE_TYPES.has(item.type)) {
      return occurrenceStep({
        path,
        occurrenceId: item.id,
        quantity: item.quantity,
        purchasedForUserId: item.purchased_for_user_id ?? null,
        restrictionIds: item.activity_restriction_ids,
        locationId: item.location_id ?? null,
        idKey: `${path}.id`,
        ticketKey: `${path}.type`,
      });
    }
    return refusal({ [`${path}.type`]: ['The selected type is invalid.'] });
  });
  return addSteps(db, a, steps);
}

/** Contracts v1 add: courses and camps with waivers and answers, occurrences and tickets; may set the venue. */
export async function addContractItems(
  db: Db,
  a: BasketAdd,
  data: z.output<typeof addCartItemsBody>['data'],
): Promise<Added> {
  const steps = data.items.map((item, i): Step => {
    const path = `data.items.${i}`;
    if (item.purchasable_type === 'course' || item.purchasable_type === 'camp') {
      return {
        run: (ctx) =>
          addScheduleItem(ctx, {
            path,
            purchasableId: item.purchasable_id,
            purchasableType: item.purchasable_type as 'course' | 'camp',
            quantity: item.quantity,
            purchasedForUserId: item.purchased_for_user_id ?? null,
            restrictionIds: item.activity_restriction_ids,
            answers: item.custom_question_answers ?? [],
            ...(item.occurrence_ids ? { occurrenceIds: item.occurrence_ids } : {}),
          }),
      };
    }
    if (item.purchasable_type === 'activityTicket') {
      if (!item.occurrence_id) return refusal({ [`${path}.occurrence_id`]: ['This field is required'] });
      return occurrenceStep({
        path,
        occurrenceId: item.occurrence_id,
        ticketId: item.purchasable_id,
        quantity: item.quantity,
        purchasedForUserId: item.purchased_for_user_id ?? null,
        restrictionIds: item.activity_restriction_ids,
        idKey: `${path}.occurrence_id`,
        ticketKey: `${path}.purchasable_id`,
      });
    }
    if (item.purchasable_type === 'pricingOption') {
      return {
        run: (ctx) =>
          addMembershipItem(ctx, {
            path,
            optionKey: `${path}.purchasable_id`,
            pricingOptionId: item.purchasable_id,
            homeVenueId: item.home_venue_id,
            quantity: item.quantity,
            purchasedForUserId: item.purchased_for_user_id ?? null,
          }),
      };
    }
    if (OCCURRENCE_TYPES.has(item.purchasable_type)) {
      return occurrenceStep({
        path,
        occurrenceId: item.purchasable_id,
        quantity: item.quantity,
        purchasedForUserId: item.purchased_for_user_id ?? null,
        restrictionIds: item.activity_restriction_ids,
        locationId: item.location_id ?? null,
        idKey: `${path}.purchasable_id`,
        ticketKey: `${path}.purchasable_type`,
      });
    }
    return refusal({ [`${path}.purchasable_type`]: ['This item cannot be added to the basket online.'] });
  });
  const venueId = data.venue_id;
  return addSteps(
    db,
    a,
    steps,
    venueId === undefined
      ? undefined
      : (ctx) =>
          ctx.tx.query(
            'UPDATE carts SET venue_id = (SELECT id FROM venues WHERE id = $2 AND client_id = $3) WHERE id = $1',
            [ctx.cart.id, venueId, a.customer.client_id],
          ),
  );
}
