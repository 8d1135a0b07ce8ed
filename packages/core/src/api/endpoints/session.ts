import type { z } from 'zod';
import type { loginResponse, sessionUser } from '../../contract/auth.ts';
import type { Camelized } from '../../domain/contract-views.ts';
import type { ApiClient, ApiResponse, QueryResult } from '../client.ts';
import { getApi } from '../global.ts';

/** The logged-in user as `GET /api/auth/user` answers. */
export type SessionUserAnswer = Camelized<z.infer<typeof sessionUser>>;
/** The answer of `POST /api/auth/customer/login`: the bearer token and the user. */
export type LoginAnswer = Camelized<z.infer<typeof loginResponse>>;

/** POST /api/auth/customer/login {username, password}. Rejects with the ApiError. */
export function login(
  username: string,
  password: string,
  api: ApiClient = getApi(),
): Promise<ApiResponse<LoginAnswer>> {
  return api.post<LoginAnswer>('/api/auth/customer/login', { body: { username, password } });
}

/** GET /api/auth/user: who the token belongs to. */
export function getSessionUser(api: ApiClient = getApi()): Promise<QueryResult<SessionUserAnswer>> {
  return api.query<SessionUserAnswer>('/api/auth/user');
}

/** POST /api/auth/logout. */
export function logout(api: ApiClient = getApi()): Promise<ApiResponse<unknown>> {
  return api.post('/api/auth/logout');
}
