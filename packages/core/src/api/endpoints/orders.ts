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
