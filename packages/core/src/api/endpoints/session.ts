import type { z } from 'zod';
import type { handoffResponse, loginResponse, sessionUser } from '../../contract/auth.ts';
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

/** The answer of `POST /api/auth/handoff`: a one-time code (60 s, single use) for another host's `?token=`. */
export type HandoffAnswer = Camelized<z.infer<typeof handoffResponse>>;

/** POST /api/auth/handoff: a one-time code handing this session to another host (the account area). */
export function createHandoff(api: ApiClient = getApi()): Promise<ApiResponse<HandoffAnswer>> {
  return api.post<HandoffAnswer>('/api/auth/handoff');
}

/** POST /api/auth/handoff/exchange {code}: a new session for the code; 422 when wrong, used or expired. */
export function exchangeHandoff(code: string, api: ApiClient = getApi()): Promise<ApiResponse<LoginAnswer>> {
  return api.post<LoginAnswer>('/api/auth/handoff/exchange', { body: { code } });
}
