import { applyCreditsBody, cart as cartSchema } from '@venue/core/contract';
import type { App } from '../http/app-env.ts';
import { route } from '../http/route.ts';
import { applyCredits } from '../domain/credits/applyCredits.ts';
import { actors } from '../auth/actors.ts';
import { cartResponse } from '../http/cartResponse.ts';

/** POST /api/credits/apply: reserves credit tenders on the basket (flows §7); the balance drops by them. */
export default function register(app: App): void {
  route(
    app,
    {
      method: 'post',
      path: '/api/credits/apply',
      summary: 'Apply membership and general credit to the basket',
      tags: ['credits', 'carts'],
      auth: 'user',
      body: applyCreditsBody,
      response: cartSchema,
    },
    async (c, { body }) => {
      const a = await actors(c, body.selected_user_id ?? undefined);
      await applyCredits(c.get('deps').db, a.customer.id, body.credits, c.get('deps').now());
      return cartResponse(c, c.get('deps').db, a.customer);
    },
  );
}
