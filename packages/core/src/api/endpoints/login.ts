// Apart from session.ts, which start-up reads: only logging in and out use these (store/authActions.ts).
import type { ApiClient, ApiResponse } from '../client.ts';
import { getApi } from '../global.ts';
import type { LoginAnswer } from './session.ts';

/** POST /api/auth/customer/login {username, password}. Rejects with the ApiError. */
export function login(
  username: string,
  password: string,
  api: ApiClient = getApi(),
): Promise<ApiResponse<LoginAnswer>> {
  return api.post<LoginAnswer>('/api/auth/customer/login', { body: { username, password } });
}

/** POST /api/auth/logout. */
export function logout(api: ApiClient = getApi()): Promise<ApiResponse<unknown>> {
  return api.post('/api/auth/logout');
}
