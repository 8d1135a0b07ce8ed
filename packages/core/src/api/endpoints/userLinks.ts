import type { z } from 'zod';
import type { userLink } from '../../contract/users.ts';
import type { Camelized } from '../../domain/contract-views.ts';
import type { ApiClient, QueryResult } from '../client.ts';
import { getApi } from '../global.ts';

/** A person a customer books for (contracts §3 "User link"), camelCased. */
export type UserLinkView = Camelized<z.infer<typeof userLink>>;

/** GET /api/v1/users/{userId}/links: the people linked to a customer (a child, a partner), every status. */
export function listUserLinks(userId: number, api: ApiClient = getApi()): Promise<QueryResult<UserLinkView[]>> {
  return api.query<UserLinkView[]>(`/api/v1/users/${encodeURIComponent(String(userId))}/links`);
}
