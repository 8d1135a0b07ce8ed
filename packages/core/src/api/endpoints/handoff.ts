// Apart from session.ts, which start-up reads: only the nav's account link and the account host use these.
import type { z } from 'zod';
import type { handoffResponse } from '../../contract/auth.ts';
import type { Camelized } from '../../domain/contract-views.ts';
import type { ApiClient, ApiResponse } from '../client.ts';
import { getApi } from '../global.ts';
import type { LoginAnswer } from './session.ts';

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
