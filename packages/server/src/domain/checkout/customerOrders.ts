import type { ORDER_STATUSES } from '@venue/core/contract';
import type { Db } from '../../db/db.ts';
import { notFoundError } from '../errors.ts';
import { ordersView } from './orderView.ts';

/** One page of a customer's orders, newest first, with the total across pages. */
export async function listCustomerOrders(
  db: Db,
  customerId: number,
  page: { page: number; perPage: number; status?: (typeof ORDER_STATUSES)[number] },
  currency: string,
) {
  const statusClause = page.status ? 'AND status = $2' : '';
  const params: unknown[] = [customerId, ...(page.status ? [page.status] : [])];
  const total = (await db.one<{ n: number }>(
    `SELECT count(*)::int AS n FROM orders WHERE user_id = $1 ${statusClause}`,
    params,
  ))!.n;
  const ids = await db.query<{ id: number }>(
    `SELECT id FROM orders WHERE user_id = $1 ${statusClause} ORDER BY created_at DESC, id DESC LIMIT ${page.perPage} OFFSET ${(page.page - 1) * page.perPage}`,
    params,
  );
  return {
    rows: await ordersView(
      db,
      ids.map((r) => r.id),
      currency,
    ),
    total,
  };
}

/** One order the customer holds or the actor placed for them; not_found otherwise. */
export async function customerOrder(db: Db, orderId: number, customerId: number, actorId: number, currency: string) {
  const row = await db.one<{ id: number }>(
    'SELECT id FROM orders WHERE id = $1 AND (user_id = $2 OR created_by_user_id = $3)',
    [orderId, customerId, actorId],
  );
  if (!row) throw notFoundError();
  const [order] = await ordersView(db, [row.id], currency);
  return order;
}
