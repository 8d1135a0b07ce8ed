import { z } from 'zod';
import { addCartItemsBody, cartSource, cart as cartSchema, flowsAddBody, removeCartItemsBody, updateCartItemBody } from '@venue/core/contract/carts.ts';
import { actingUser, requireUser, type UserRow } from '../auth/session.ts';
import { userForActor } from '../auth/access.ts';
import type { App, Ctx } from '../http/app-env.ts';
import { ok } from '../http/envelope.ts';
import { conflict, notFound, unprocessable } from '../http/errors.ts';
import { route } from '../http/route.ts';
import { currentClient } from '../http/tenant.ts';
import type { Db } from '../db/db.ts';
import { addOccurrenceItem, addScheduleItem, NO_PLACES_LEFT, removeItems, type AddContext } from '../domain/carts/addItems.ts';
import { cartItems, defaultSource, findOpenCart, lockOpenCart, openCart, presentCart, type CartSource } from '../domain/carts/cartStore.ts';
import { updateErrors } from '../domain/carts/quantityRules.ts';
import { releaseOccurrencePlaces, takeOccurrencePlaces, CapacityError, type Channel } from '../domain/capacity/capacity.ts';
import { expiredHoldsFreer, expireOwnBasket, holdCutoff, releasedMessage, sweepOccurrences } from '../domain/carts/basketHolds.ts';
import { offerFreedPlaces } from '../domain/waitlists/promotion.ts';

const OCCURRENCE_TYPES = new Set(['activity', 'booking', 'purchasableOccurrence', 'av2Booking']);

const selectedQuery = z.object({
  selected_user_id: z.coerce.number().int().min(1).optional(),
  membership_user_id: z.coerce.number().int().optional(),
  source: z.string().optional(),
  venue_id: z.coerce.number().int().optional(),
});
const itemParams = z.object({ cartItemId: z.coerce.number().int().min(1) });

export interface Actors {
  actor: UserRow;
  customer: UserRow;
  channel: Channel;
}

/** Who acts (the logged-in user) and for whom (selected_user_id, honoured for staff only). */
export async function actors(c: Ctx, selectedUserId?: number | null): Promise<Actors> {
  const actor = await requireUser(c);
  const customer = await actingUser(c, selectedUserId ?? undefined);
  return { actor, customer, channel: actor.role === 'staff' ? 'foh' : 'online' };
}

/** Items added at or before this have lost their basket hold (BASKET_HOLD_MINUTES). */
export function cutoffOf(c: Ctx): Date {
  return holdCutoff(c.var.deps.now(), c.var.deps.config.basketHoldMinutes);
}

/**
 * The basket as it stands, after dropping items whose hold ran out; `meta.removed_items` and
 * `meta.message` tell the customer what went (also items another customer's request released).
 */
export async function cartResponse(c: Ctx, db: Db, customer: UserRow) {
  const client = await currentClient(c);
  const actor = await requireUser(c);
  const removed = await db.transaction((tx) => expireOwnBasket(tx, customer.id, cutoffOf(c), { now: c.var.deps.now() }));
  const data = await presentCart(db, await findOpenCart(db, customer.id), customer, client.currency, actor);
  if (removed.length === 0) return ok(c, data);
  return ok(c, data, { meta: { removed_items: removed, message: releasedMessage(removed, c.var.deps.config.basketHoldMinutes) } });
}

async function withCart<T>(c: Ctx, a: Actors, source: CartSource | undefined, fn: (ctx: AddContext) => Promise<T>): Promise<T> {
  const client = await currentClient(c);
  const now = c.var.deps.now();
  const fullOccurrences: string[] = [];
  try {
    return await c.var.deps.db.transaction(async (tx) => {
      const cart = await openCart(tx, a.customer, a.actor, source ?? defaultSource(a.actor, a.customer));
      const result = await fn({ tx, cart, actor: a.actor, customer: a.customer, now, channel: a.channel, currency: client.currency, holdCutoff: cutoffOf(c), fullOccurrences });
      await tx.query('UPDATE carts SET updated_at = $2 WHERE id = $1', [cart.id, now]);
      return result;
    });
  } catch (e) {
    // The add rolled back, and with it any expired hold it released: the waitlist is still owed those places.
    await sweepOccurrences(c.var.deps.db, fullOccurrences, cutoffOf(c), now);
    throw e;
  }
}

export default function register(app: App): void {
  route(app, { method: 'get', path: '/api/activities/cart', summary: 'The basket (flows cart service)', tags: ['carts'], auth: 'user', query: selectedQuery, response: cartSchema }, async (c, { query }) => {
    const { customer } = await actors(c, query.selected_user_id);
    // API-040: the caller may say which venue the basket is being used at (nullable, informational).
    if (query.venue_id !== undefined) {
      await c.var.deps.db.query(`UPDATE carts SET venue_id = (SELECT id FROM venues WHERE id = $2 AND client_id = $3) WHERE user_id = $1 AND status = 'open'`, [customer.id, query.venue_id, customer.client_id]);
    }
    return cartResponse(c, c.var.deps.db, customer);
  });

  route(app, { method: 'delete', path: '/api/activities/cart', summary: 'Clear the basket', tags: ['carts'], auth: 'user', query: selectedQuery, response: cartSchema }, async (c, { query }) => {
    const { customer } = await actors(c, query.selected_user_id);
    const db = c.var.deps.db;
    await db.transaction(async (tx) => {
      const cart = await lockOpenCart(tx, customer.id);
      if (!cart) return;
      const items = await cartItems(tx, cart.id);
      await removeItems(tx, cart, items.filter((i) => i.parent_item_id === null).map((i) => i.id), c.var.deps.now());
      await tx.query(`UPDATE carts SET applied_credits = '[]'::jsonb WHERE id = $1`, [cart.id]);
    });
    return cartResponse(c, db, customer);
  });

  route(app, { method: 'post', path: '/api/activities/cart/add', summary: 'Add items (flows cart service)', tags: ['carts'], auth: 'user', body: flowsAddBody, response: cartSchema }, async (c, { body }) => {
    const a = await actors(c, body.selected_user_id ?? undefined);
    await withCart(c, a, undefined, async (ctx) => {
      for (const [i, item] of body.items.entries()) {
        const path = `items.${i}`;
        if (item.type === 'course' || item.type === 'camp') {
          await addScheduleItem(ctx, {
            path, purchasableId: item.id, purchasableType: item.type, quantity: item.quantity,
            purchasedForUserId: item.purchased_for_user_id ?? null, restrictionIds: item.activity_restriction_ids, answers: item.custom_question_answers ?? [],
          });
        } else if (item.type === 'activityTicket') {
          if (!item.occurrence_id) throw unprocessable({ [`${path}.occurrence_id`]: ['This field is required'] });
          await addOccurrenceItem(ctx, { path, occurrenceId: item.occurrence_id, ticketId: item.id, quantity: item.quantity, purchasedForUserId: item.purchased_for_user_id ?? null, restrictionIds: item.activity_restriction_ids, idKey: `${path}.occurrence_id`, ticketKey: `${path}.id` });
        } else if (OCCURRENCE_TYPES.has(item.type)) {
          await addOccurrenceItem(ctx, { path, occurrenceId: item.id, quantity: item.quantity, purchasedForUserId: item.purchased_for_user_id ?? null, restrictionIds: item.activity_restriction_ids, idKey: `${path}.id`, ticketKey: `${path}.type` });
        } else {
          throw unprocessable({ [`${path}.type`]: ['The selected type is invalid.'] });
        }
      }
    });
    return cartResponse(c, c.var.deps.db, a.customer);
  });

  route(
    app,
    {
      method: 'post', path: '/api/activities/cart/remove', summary: 'Remove items', tags: ['carts'], auth: 'user', query: selectedQuery,
      body: removeCartItemsBody, response: cartSchema,
    },
    async (c, { query, body }) => {
      const a = await actors(c, query.selected_user_id);
      const db = c.var.deps.db;
      const removed = await db.transaction(async (tx) => {
        const cart = await lockOpenCart(tx, a.customer.id);
        return cart ? removeItems(tx, cart, body.cart_item_ids, c.var.deps.now()) : 0;
      });
      if (removed === 0) throw notFound();
      return cartResponse(c, db, a.customer);
    },
  );

  route(
    app,
    {
      method: 'put', path: '/api/activities/cart/:cartItemId', summary: 'Update an item (quantity, purchased for)', tags: ['carts'], auth: 'user', params: itemParams,
      body: updateCartItemBody, response: cartSchema,
    },
    async (c, { params, body }) => {
      const a = await actors(c, body.selected_user_id ?? undefined);
      const source = (body.data ?? body.options ?? body) as { quantity?: unknown; purchased_for_user_id?: unknown };
      const prefix = body.data ? 'data.' : body.options ? 'options.' : '';
      const db = c.var.deps.db;
      await db.transaction(async (tx) => {
        // The cart row first (as add, remove and checkout do): a change never lands in a basket being paid for.
        await lockOpenCart(tx, a.customer.id);
        const item = await tx.one<{ id: number; quantity: number; booking_id: number | null; bundle_id: number | null; occurrence_id: string | null; purchased_for_user_id: number | null }>(
          `SELECT i.* FROM cart_items i JOIN carts c ON c.id = i.cart_id WHERE i.id = $1 AND c.user_id = $2 AND c.status = 'open' AND i.parent_item_id IS NULL FOR UPDATE OF i`,
          [params.cartItemId, a.customer.id],
        );
        if (!item) throw notFound();
        const quantity = source.quantity === undefined ? item.quantity : Number(source.quantity);
        const forUser = source.purchased_for_user_id === undefined ? item.purchased_for_user_id : (source.purchased_for_user_id as number | null);
        const errors: Record<string, string[]> = {};
        const qErr = updateErrors(item.quantity, { quantity, purchasedForUserId: forUser });
        if (qErr.length) errors[`${prefix}quantity`] = qErr;
        if (forUser != null) {
          const exists = await tx.one('SELECT 1 FROM users WHERE id = $1 AND client_id = $2', [forUser, a.customer.client_id]);
          if (!exists) errors[`${prefix}purchased_for_user_id`] = ['The selected purchased for user id is invalid.'];
          else await userForActor(tx, a.customer, forUser).catch(() => { errors[`${prefix}purchased_for_user_id`] = ['The selected purchased for user id is invalid.']; });
        }
        if (item.bundle_id && quantity !== 1) errors[`${prefix}quantity`] = ['A course or camp is booked with quantity 1.'];
        if (Object.keys(errors).length) throw unprocessable(errors);
        if (item.booking_id && item.occurrence_id && quantity !== item.quantity) {
          const b = await tx.one<{ channel: Channel }>('SELECT channel FROM bookings WHERE id = $1', [item.booking_id]);
          const channel = b?.channel ?? a.channel;
          if (quantity > item.quantity) {
            try {
              await takeOccurrencePlaces(tx, item.occurrence_id, channel, quantity - item.quantity, expiredHoldsFreer(tx, cutoffOf(c), item.id, c.var.deps.now()));
            } catch (e) {
              if (e instanceof CapacityError) throw conflict(NO_PLACES_LEFT);
              throw e;
            }
          } else {
            await releaseOccurrencePlaces(tx, item.occurrence_id, channel, item.quantity - quantity);
            await offerFreedPlaces(tx, [item.occurrence_id], c.var.deps.now());
          }
          await tx.query('UPDATE bookings SET capacity_consumed = $2 WHERE id = $1', [item.booking_id, quantity]);
        }
        if (forUser !== item.purchased_for_user_id) {
          const attendee = forUser ?? a.customer.id;
          await tx.query('UPDATE bookings SET user_id = $2 WHERE (id = $1 OR bundle_id = $3) AND status = $4', [item.booking_id, attendee, item.bundle_id, 'reserved']);
          if (item.bundle_id) await tx.query('UPDATE booking_bundles SET user_id = $2 WHERE id = $1', [item.bundle_id, attendee]);
        }
        await tx.query('UPDATE cart_items SET quantity = $2, purchased_for_user_id = $3 WHERE id = $1', [item.id, quantity, forUser]);
      });
      return cartResponse(c, db, a.customer);
    },
  );

  for (const [kind, column] of [['benefit', 'benefit_applied'], ['package', 'package_applied']] as const) {
    route(
      app,
      { method: 'delete', path: `/api/activities/${kind}/remove/:cartItemId`, summary: `Remove the ${kind} applied to an item`, tags: ['carts'], auth: 'user', params: itemParams, query: selectedQuery, response: cartSchema },
      async (c, { params, query }) => {
        const a = await actors(c, query.selected_user_id);
        const db = c.var.deps.db;
        const changed = await db.query(
          `UPDATE cart_items i SET ${column} = false FROM carts c WHERE i.id = $1 AND c.id = i.cart_id AND c.user_id = $2 AND c.status = 'open' RETURNING i.id`,
          [params.cartItemId, a.customer.id],
        );
        if (changed.length === 0) throw notFound();
        return cartResponse(c, db, a.customer);
      },
    );
  }

  route(
    app,
    {
      method: 'post', path: '/api/v1/users/:userId/carts/:source/items', summary: 'Add items (contracts v1): courses and camps with waivers and answers', tags: ['carts', 'courses'], auth: 'user',
      params: z.object({ userId: z.coerce.number().int().min(1), source: cartSource }),
      body: addCartItemsBody, response: cartSchema,
    },
    async (c, { params, body }) => {
      const actor = await requireUser(c);
      const customer = params.userId === actor.id ? actor : await userForActor(c.var.deps.db, actor, params.userId);
      const a: Actors = { actor, customer, channel: actor.role === 'staff' ? 'foh' : 'online' };
      await withCart(c, a, params.source, async (ctx) => {
        if (body.data.venue_id !== undefined) {
          await ctx.tx.query('UPDATE carts SET venue_id = (SELECT id FROM venues WHERE id = $2 AND client_id = $3) WHERE id = $1', [ctx.cart.id, body.data.venue_id, customer.client_id]);
        }
        for (const [i, item] of body.data.items.entries()) {
          const path = `data.items.${i}`;
          if (item.purchasable_type === 'course' || item.purchasable_type === 'camp') {
            await addScheduleItem(ctx, {
              path, purchasableId: item.purchasable_id, purchasableType: item.purchasable_type, quantity: item.quantity,
              purchasedForUserId: item.purchased_for_user_id ?? null, restrictionIds: item.activity_restriction_ids, answers: item.custom_question_answers ?? [],
            });
          } else if (item.purchasable_type === 'activityTicket') {
            if (!item.occurrence_id) throw unprocessable({ [`${path}.occurrence_id`]: ['This field is required'] });
            await addOccurrenceItem(ctx, { path, occurrenceId: item.occurrence_id, ticketId: item.purchasable_id, quantity: item.quantity, purchasedForUserId: item.purchased_for_user_id ?? null, restrictionIds: item.activity_restriction_ids, idKey: `${path}.occurrence_id`, ticketKey: `${path}.purchasable_id` });
          } else if (OCCURRENCE_TYPES.has(item.purchasable_type)) {
            await addOccurrenceItem(ctx, { path, occurrenceId: item.purchasable_id, quantity: item.quantity, purchasedForUserId: item.purchased_for_user_id ?? null, restrictionIds: item.activity_restriction_ids, idKey: `${path}.purchasable_id`, ticketKey: `${path}.purchasable_type` });
          } else {
            throw unprocessable({ [`${path}.purchasable_type`]: ['This item cannot be added to the basket online.'] });
          }
        }
      });
      return cartResponse(c, c.var.deps.db, customer);
    },
  );
}

