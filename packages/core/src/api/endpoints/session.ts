import type { z } from 'zod';
import type { loginResponse, sessionUser } from '../../contract/auth.ts';
import type { Camelized } from '../../domain/contract-views.ts';
import type { ApiClient, QueryResult } from '../client.ts';
import { getApi } from '../global.ts';

/** The logged-in user as `GET /api/auth/user` answers. */
export type SessionUserAnswer = Camelized<z.infer<typeof sessionUser>>;
/** The answer of `POST /api/auth/customer/login`: the bearer token and the user. */
export type LoginAnswer = Camelized<z.infer<typeof loginResponse>>;

/** GET /api/auth/user: who the token belongs to. */
export function getSessionUser(api: ApiClient = getApi()): Promise<QueryResult<SessionUserAnswer>> {
  return api.query<SessionUserAnswer>('/api/auth/user');
}
