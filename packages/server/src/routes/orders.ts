import { z } from 'zod';
import { ORDER_STATUSES, order as orderSchema } from '@venue/core/contract/checkout.ts';
import type { App } from '../http/app-env.ts';
import { ok, okPaged } from '../http/envelope.ts';
import { notFound } from '../http/errors.ts';
import { route } from '../http/route.ts';
import { currentClient } from '../http/tenant.ts';
import { ordersView } from '../domain/checkout/orderView.ts';
import { actors } from '../auth/actors.ts';


const listQuery = z.object({
  page: z.coerce.number().int().min(1, 'The page must be at least 1.').default(1),
  per_page: z.coerce.number().int().min(1, 'The per page must be at least 1.').max(100, 'The per page may not be greater than 100.').default(20),
  status: z.enum(ORDER_STATUSES).optional(),
  selected_user_id: z.coerce.number().int().min(1).optional(),
});

/** The customer's orders, newest first and paged (contracts §3 Order; paths per gap G12). */
export default function register(app: App): void {
  route(app, { method: 'get', path: '/api/v1/orders', summary: "The customer's orders, paged", tags: ['orders'], auth: 'user', query: listQuery, paged: true, response: z.array(orderSchema) }, async (c, { query }) => {
    const { customer } = await actors(c, query.selected_user_id);
    const db = c.var.deps.db;
    const client = await currentClient(c);
    const statusClause = query.status ? 'AND status = $2' : '';
    const params: unknown[] = [customer.id, ...(query.status ? [query.status] : [])];
    const total = (await db.one<{ n: number }>(`SELECT count(*)::int AS n FROM orders WHERE user_id = $1 ${statusClause}`, params))!.n;
    const ids = await db.query<{ id: number }>(
      `SELECT id FROM orders WHERE user_id = $1 ${statusClause} ORDER BY created_at DESC, id DESC LIMIT ${query.per_page} OFFSET ${(query.page - 1) * query.per_page}`,
      params,
    );
    const rows = await ordersView(db, ids.map((r) => r.id), client.currency);
    return okPaged(c, rows, query, total, { sort_by: 'created_at', direction: 'descending' });
  });

  route(app, { method: 'get', path: '/api/v1/orders/:id', summary: 'One order of the customer', tags: ['orders'], auth: 'user', params: z.object({ id: z.coerce.number().int().min(1) }), query: z.object({ selected_user_id: z.coerce.number().int().min(1).optional() }), response: orderSchema }, async (c, { params, query }) => {
    const { actor, customer } = await actors(c, query.selected_user_id);
    const db = c.var.deps.db;
    const row = await db.one<{ id: number }>('SELECT id FROM orders WHERE id = $1 AND (user_id = $2 OR created_by_user_id = $3)', [params.id, customer.id, actor.id]);
    if (!row) throw notFound();
    const client = await currentClient(c);
    const [order] = await ordersView(db, [row.id], client.currency);
    return ok(c, order);
  });
}
