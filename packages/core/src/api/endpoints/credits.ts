// Credit applied to the basket: the checkout's credits panel (store/payments.ts) makes this call.
import type { CartResponse } from '../../domain/cart.ts';
import type { ApiClient, ApiResponse } from '../client.ts';
import { getApi } from '../global.ts';

type Id = string | number;

/** POST /api/credits/apply {credits, source, selected_user_id}. */
export function applyCredits(
  body: { credits: { amount: number; type: string }[]; source?: string; selectedUserId?: Id },
  api: ApiClient = getApi(),
): Promise<ApiResponse<CartResponse | null>> {
  return api.post<CartResponse | null>('/api/credits/apply', { body });
}
