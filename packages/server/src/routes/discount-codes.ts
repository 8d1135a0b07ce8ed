import { z } from 'zod';
import { applyDiscountBody, cart as cartSchema } from '@venue/core/contract';
import { actors } from '../auth/actors.ts';
import type { App } from '../http/app-env.ts';
import { cartResponse } from '../http/cartResponse.ts';
import { route } from '../http/route.ts';
import { applyDiscountCode, removeDiscountCode } from '../domain/discounts/discountCodes.ts';

/**
 * A discount code on the basket (flows §5, PAY-030): beside the other cart-service calls, answering the
 * cart with its totals recomputed. A code that cannot be used is a 400 with the reason (decision G20).
 */
export default function register(app: App): void {
  route(
    app,
    {
      method: 'post',
      path: '/api/activities/cart/discount-code',
      summary: 'Apply a discount code to the basket (400 with the reason when it cannot be used)',
      tags: ['carts'],
      auth: 'user',
      body: applyDiscountBody,
      response: cartSchema,
    },
    async (c, { body }) => {
      const { customer } = await actors(c, body.selected_user_id ?? undefined);
      await applyDiscountCode(c.get('deps').db, customer, body.code, c.get('deps').now());
      return cartResponse(c, c.get('deps').db, customer);
    },
  );

  route(
    app,
    {
      method: 'delete',
      path: '/api/activities/cart/discount-code',
      summary: 'Remove the discount code from the basket',
      tags: ['carts'],
      auth: 'user',
      query: z.object({ selected_user_id: z.coerce.number().int().min(1).max(2_147_483_647).optional() }),
      response: cartSchema,
    },
    async (c, { query }) => {
      const { customer } = await actors(c, query.selected_user_id);
      await removeDiscountCode(c.get('deps').db, customer.id, c.get('deps').now());
      return cartResponse(c, c.get('deps').db, customer);
    },
  );
}
