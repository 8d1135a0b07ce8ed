import { z } from 'zod';
import {
  authoriseBody,
  checkoutPreparation,
  completeBody,
  completedOrder,
  payBody,
  scaCompletion,
  scaCompletionBody,
  transaction,
} from '@venue/core/contract';
import { requireStaff } from '../auth/session.ts';
import type { App, Ctx } from '../http/app-env.ts';
import { ok } from '../http/envelope.ts';
import { invalid } from '../http/errors.ts';
import { route } from '../http/route.ts';
import { currentClient } from '../http/tenant.ts';
import {
  authorise,
  complete,
  completeSca,
  prepare,
  type AuthoriseOutcome,
} from '../domain/checkout/checkoutService.ts';
import { ordersView } from '../domain/checkout/orderView.ts';
import { idempotent } from '../payments/idempotencyStore.ts';
import { registerSandboxRoutes } from '../payments/sandbox/sandboxRoutes.ts';
import { actors } from '../auth/actors.ts';

function idempotencyKey(c: Ctx): string | undefined {
  return c.req.header('idempotency-key') ?? undefined;
}

async function completeAnswer(c: Ctx, orderId: number) {
  const client = await currentClient(c);
  const [order] = await ordersView(c.get('deps').db, [orderId], client.currency);
  return {
    status: 200,
    body: { data: { complete_order_id: orderId, order: order ?? null }, message: 'Order completed Successfully.' },
  };
}

/** A transaction is the 200 answer; a declined card is 402 with the provider's message (null when it gave none). */
function authoriseAnswer(a: AuthoriseOutcome) {
  return a.outcome === 'transaction'
    ? { status: 200, body: { data: a.transaction } }
    : { status: 402, body: { message: a.message } };
}

function answer(c: Ctx, a: { status: number; body: unknown }) {
  const body = a.body as Record<string, unknown>;
  if (a.status === 200 && body && 'data' in body) return ok(c, body.data);
  return c.json(body, a.status as 200);
}

/** Checkout (conventions "Card payments"): prepare, authorise, SCA completion, complete, front-of-house pay. */
export default function register(app: App): void {
  registerSandboxRoutes(app);

  route(
    app,
    {
      method: 'get',
      path: '/api/checkout/prepare',
      summary: 'Start a card payment: provider, session key, totals, terms',
      tags: ['checkout'],
      auth: 'user',
      query: z.object({ selected_user_id: z.coerce.number().int().min(1).optional(), source: z.string().optional() }),
      response: checkoutPreparation,
    },
    async (c, { query }) => {
      const { customer } = await actors(c, query.selected_user_id);
      return ok(
        c,
        await prepare(c.get('deps').db, await currentClient(c), customer, c.get('deps').now(), c.get('deps').config),
      );
    },
  );

  route(
    app,
    {
      method: 'post',
      path: '/api/checkout/authorise',
      summary: 'Authorise the card part of the basket (Idempotency-Key)',
      tags: ['checkout'],
      auth: 'user',
      body: authoriseBody,
      response: transaction,
    },
    async (c, { body }) => {
      const { customer } = await actors(c, body.selected_user_id ?? undefined);
      const client = await currentClient(c);
      const db = c.get('deps').db;
      const key = idempotencyKey(c);
      const result = await idempotent(
        db,
        { scope: `checkout.authorise:${customer.id}`, key, body, now: c.get('deps').now() },
        async () =>
          authoriseAnswer(
            await authorise(
              db,
              client,
              customer,
              { ...body, ...(key ? { idempotencyKey: key } : {}) },
              c.get('deps').now(),
              c.get('deps').config.basketHoldMinutes,
            ),
          ),
      );
      return answer(c, result);
    },
  );

  route(
    app,
    {
      method: 'post',
      path: '/api/payment-providers/sca-completion/:transactionId',
      summary: 'Finish a 3-D Secure challenge',
      tags: ['checkout'],
      auth: 'user',
      params: z.object({ transactionId: z.string().min(1) }),
      body: scaCompletionBody,
      response: scaCompletion,
    },
    async (c, { params, body }) => {
      if (body.transaction_uuid && body.transaction_uuid !== params.transactionId)
        throw invalid('transaction_uuid', 'The transaction uuid does not match the path.');
      const { customer } = await actors(c, body.selected_user_id ?? undefined);
      return ok(
        c,
        await completeSca(c.get('deps').db, customer, params.transactionId, body.sca_result, c.get('deps').now()),
      );
    },
  );

  route(
    app,
    {
      method: 'post',
      path: '/api/checkout/complete',
      summary: 'Complete the order (Idempotency-Key)',
      tags: ['checkout'],
      auth: 'user',
      body: completeBody,
      response: completedOrder,
    },
    async (c, { body }) => {
      const { actor, customer } = await actors(c, body.selected_user_id ?? undefined);
      return completeOrder(
        c,
        'checkout.complete',
        actor,
        customer,
        body,
        actor.role === 'staff' && actor.id !== customer.id,
      );
    },
  );

  route(
    app,
    {
      method: 'post',
      path: '/api/checkout/pay',
      summary: 'Front of house: staff pay for the selected customer',
      tags: ['checkout'],
      auth: 'staff',
      body: payBody,
      response: completedOrder,
    },
    async (c, { body }) => {
      await requireStaff(c);
      const { actor, customer } = await actors(c, body.selected_user_id);
      return completeOrder(c, 'checkout.pay', actor, customer, body, true);
    },
  );
}

/** Complete and front-of-house pay differ only in who may call them: one idempotent completion serves both. */
async function completeOrder(
  c: Ctx,
  scope: string,
  actor: Parameters<typeof complete>[3],
  customer: Parameters<typeof complete>[2],
  body: Parameters<typeof complete>[4],
  byStaff: boolean,
) {
  const client = await currentClient(c);
  const { db, config } = c.get('deps');
  const result = await idempotent(
    db,
    { scope: `${scope}:${customer.id}`, key: idempotencyKey(c), body, now: c.get('deps').now() },
    async () =>
      completeAnswer(
        c,
        await complete(
          db,
          client,
          customer,
          actor,
          body,
          c.get('deps').now(),
          byStaff,
          config.basketHoldMinutes,
          config,
        ),
      ),
  );
  return answer(c, result);
}
