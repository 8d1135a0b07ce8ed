import type { Order } from '../../domain/contract-views.ts';
import type { ApiClient, QueryResult } from '../client.ts';
import { getApi } from '../global.ts';

/** GET /api/v1/orders/{id}: one of the customer's orders (the order paths are not in the spec; gap G12). */
export function getOrder(
  id: string | number,
  options: { selectedUserId?: number | null } = {},
  api: ApiClient = getApi(),
): Promise<QueryResult<Order>> {
  return api.query<Order>(`/api/v1/orders/${encodeURIComponent(String(id))}`, {
    params: { selectedUserId: options.selectedUserId ?? undefined },
  });
}

/** GET /api/v1/orders: one page of the customer's orders, newest first, with meta.pagination. */
export function listOrders(
  options: { page?: number; perPage?: number; selectedUserId?: number | null } = {},
  api: ApiClient = getApi(),
): Promise<QueryResult<Order[]>> {
  return api.query<Order[]>('/api/v1/orders', {
    params: { page: options.page, perPage: options.perPage, selectedUserId: options.selectedUserId ?? undefined },
  });
}
