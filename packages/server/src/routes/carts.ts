import { z } from 'zod';
import {
  addCartItemsBody,
  cartSource,
  cart as cartSchema,
  flowsAddBody,
  removeCartItemsBody,
  updateCartItemBody,
} from '@venue/core/contract';
import { actors, actorsForUser, type Actors } from '../auth/actors.ts';
import type { App, Ctx } from '../http/app-env.ts';
import { cartResponse, cutoffOf } from '../http/cartResponse.ts';
import { route } from '../http/route.ts';
import { currentClient } from '../http/tenant.ts';
import type { CartSource } from '../domain/carts/cartStore.ts';
import { addContractItems, addFlowsItems, type BasketAdd } from '../domain/carts/addToBasket.ts';
import {
  clearBasket,
  removeAppliedDiscount,
  removeBasketItems,
  setBasketVenue,
  updateBasketItem,
} from '../domain/carts/basketChanges.ts';

const selectedQuery = z.object({
  selected_user_id: z.coerce.number().int().min(1).optional(),
  membership_user_id: z.coerce.number().int().optional(),
  source: z.string().optional(),
  venue_id: z.coerce.number().int().optional(),
});
const itemParams = z.object({ cartItemId: z.coerce.number().int().min(1) });

async function basketAdd(c: Ctx, a: Actors, source?: CartSource): Promise<BasketAdd> {
  const client = await currentClient(c);
  return { ...a, source, currency: client.currency, now: c.get('deps').now(), holdCutoff: cutoffOf(c) };
}

export default function register(app: App): void {
  route(
    app,
    {
      method: 'get',
      path: '/api/activities/cart',
      summary: 'The basket (flows cart service)',
      tags: ['carts'],
      auth: 'user',
      query: selectedQuery,
      response: cartSchema,
    },
    async (c, { query }) => {
      const { customer } = await actors(c, query.selected_user_id);
      if (query.venue_id !== undefined) await setBasketVenue(c.get('deps').db, customer, query.venue_id);
      return cartResponse(c, c.get('deps').db, customer);
    },
  );

  route(
    app,
    {
      method: 'delete',
      path: '/api/activities/cart',
      summary: 'Clear the basket',
      tags: ['carts'],
      auth: 'user',
      query: selectedQuery,
      response: cartSchema,
    },
    async (c, { query }) => {
      const { customer } = await actors(c, query.selected_user_id);
      await clearBasket(c.get('deps').db, customer.id, c.get('deps').now());
      return cartResponse(c, c.get('deps').db, customer);
    },
  );

  route(
    app,
    {
      method: 'post',
      path: '/api/activities/cart/add',
      summary: 'Add items (flows cart service)',
      tags: ['carts'],
      auth: 'user',
      body: flowsAddBody,
      response: cartSchema,
    },
    async (c, { body }) => {
      const a = await actors(c, body.selected_user_id ?? undefined);
      const added = await addFlowsItems(c.get('deps').db, await basketAdd(c, a), body.items);
      return cartResponse(c, c.get('deps').db, a.customer, added.basket);
    },
  );

  route(
    app,
    {
      method: 'post',
      path: '/api/activities/cart/remove',
      summary: 'Remove items',
      tags: ['carts'],
      auth: 'user',
      query: selectedQuery,
      body: removeCartItemsBody,
      response: cartSchema,
    },
    async (c, { query, body }) => {
      const a = await actors(c, query.selected_user_id);
      await removeBasketItems(c.get('deps').db, a.customer.id, body.cart_item_ids, c.get('deps').now());
      return cartResponse(c, c.get('deps').db, a.customer);
    },
  );

  route(
    app,
    {
      method: 'put',
      path: '/api/activities/cart/:cartItemId',
      summary: 'Update an item (quantity, purchased for)',
      tags: ['carts'],
      auth: 'user',
      params: itemParams,
      body: updateCartItemBody,
      response: cartSchema,
    },
    async (c, { params, body }) => {
      const a = await actors(c, body.selected_user_id ?? undefined);
      const fields = (body.data ?? body.options ?? body) as { quantity?: unknown; purchased_for_user_id?: unknown };
      await updateBasketItem(c.get('deps').db, {
        customer: a.customer,
        channel: a.channel,
        itemId: params.cartItemId,
        quantity: fields.quantity,
        purchasedForUserId: fields.purchased_for_user_id,
        fieldPrefix: body.data ? 'data.' : body.options ? 'options.' : '',
        now: c.get('deps').now(),
        holdCutoff: cutoffOf(c),
      });
      return cartResponse(c, c.get('deps').db, a.customer);
    },
  );

  for (const kind of ['benefit', 'package'] as const) {
    route(
      app,
      {
        method: 'delete',
        path: `/api/activities/${kind}/remove/:cartItemId`,
        summary: `Remove the ${kind} applied to an item`,
        tags: ['carts'],
        auth: 'user',
        params: itemParams,
        query: selectedQuery,
        response: cartSchema,
      },
      async (c, { params, query }) => {
        const a = await actors(c, query.selected_user_id);
        await removeAppliedDiscount(c.get('deps').db, a.customer.id, params.cartItemId, kind);
        return cartResponse(c, c.get('deps').db, a.customer);
      },
    );
  }

  route(
    app,
    {
      method: 'post',
      path: '/api/v1/users/:userId/carts/:source/items',
      summary: 'Add items (contracts v1): courses and camps with waivers and answers',
      tags: ['carts', 'courses'],
      auth: 'user',
      params: z.object({ userId: z.coerce.number().int().min(1), source: cartSource }),
      body: addCartItemsBody,
      response: cartSchema,
    },
    async (c, { params, body }) => {
      const a = await actorsForUser(c, params.userId);
      const added = await addContractItems(c.get('deps').db, await basketAdd(c, a, params.source), body.data);
      return cartResponse(c, c.get('deps').db, a.customer, added.basket);
    },
  );
}
