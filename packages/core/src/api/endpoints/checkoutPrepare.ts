// GET /api/checkout/prepare, apart from the other checkout calls (checkout.ts, which re-exports it): the
// checkout's first screen prepares; authorise, 3-D Secure completion and complete come with Pay's own code.
import type { CheckoutPreparation } from '../../payments/types.ts';
import type { ApiClient } from '../client.ts';
import { getApi } from '../global.ts';

/** GET /api/checkout/prepare (selected_user_id for front of house). Rejects with the ApiError. */
export async function prepareCheckout(
  selectedUserId: string | number | null,
  api: ApiClient = getApi(),
): Promise<CheckoutPreparation> {
  const result = await api.query<CheckoutPreparation>('/api/checkout/prepare', {
    params: selectedUserId !== null ? { selectedUserId } : {},
  });
  if (!result.ok) throw result.error;
  return result.data;
}
