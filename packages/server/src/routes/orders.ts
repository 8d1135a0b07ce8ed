import { z } from 'zod';
import { ORDER_STATUSES, order as orderSchema } from '@venue/core/contract';
import type { App } from '../http/app-env.ts';
import { ok, okPaged } from '../http/envelope.ts';
import { route } from '../http/route.ts';
import { currentClient } from '../http/tenant.ts';
import { customerOrder, listCustomerOrders } from '../domain/checkout/customerOrders.ts';
import { actors } from '../auth/actors.ts';

const listQuery = z.object({
  page: z.coerce.number().int().min(1, 'The page must be at least 1.').default(1),
  per_page: z.coerce
    .number()
    .int()
    .min(1, 'The per page must be at least 1.')
    .max(100, 'The per page may not be greater than 100.')
    .default(20),
  status: z.enum(ORDER_STATUSES).optional(),
  selected_user_id: z.coerce.number().int().min(1).optional(),
});

/** The customer's orders, newest first and paged (contracts §3 Order; paths per gap G12). */
export default function register(app: App): void {
  route(
    app,
    {
      method: 'get',
      path: '/api/v1/orders',
      summary: "The customer's orders, paged",
      tags: ['orders'],
      auth: 'user',
      query: listQuery,
      paged: true,
      response: z.array(orderSchema),
    },
    async (c, { query }) => {
      const { customer } = await actors(c, query.selected_user_id);
      const client = await currentClient(c);
      const { rows, total } = await listCustomerOrders(
        c.get('deps').db,
        customer.id,
        { page: query.page, perPage: query.per_page, status: query.status },
        client.currency,
      );
      return okPaged(c, rows, query, total, { sort_by: 'created_at', direction: 'descending' });
    },
  );

  route(
    app,
    {
      method: 'get',
      path: '/api/v1/orders/:id',
      summary: 'One order of the customer',
      tags: ['orders'],
      auth: 'user',
      params: z.object({ id: z.coerce.number().int().min(1) }),
      query: z.object({ selected_user_id: z.coerce.number().int().min(1).optional() }),
      response: orderSchema,
    },
    async (c, { params, query }) => {
      const { actor, customer } = await actors(c, query.selected_user_id);
      const client = await currentClient(c);
      const order = await customerOrder(c.get('deps').db, params.id, customer.id, actor.id, client.currency);
      return ok(c, order);
    },
  );
}
