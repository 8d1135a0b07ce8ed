import type { UserLink } from '../../domain/contract-views.ts';
import type { ApiClient, QueryResult } from '../client.ts';
import { getApi } from '../global.ts';

/** GET /api/v1/users/{userId}/links: the customer's family and friends (contracts §3 User link). */
export function listUserLinks(userId: number, api: ApiClient = getApi()): Promise<QueryResult<UserLink[]>> {
  return api.query<UserLink[]>(`/api/v1/users/${encodeURIComponent(String(userId))}/links`);
}
