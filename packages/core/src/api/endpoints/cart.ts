// The basket's read, which every signed-in page makes (the nav's count): the answer is the contract's cart,
// camelCased. What changes the basket is cartEdits.ts, in the chunk of the actions a person's click starts;
// applying credit is credits.ts, with the checkout (issue 12: the first screen carries only the read).
import type { CartResponse } from '../../domain/cart.ts';
import type { ApiClient, QueryResult } from '../client.ts';
import { getApi } from '../global.ts';

export type { CartResponse };

type Id = string | number;

/** GET /api/activities/cart?selected_user_id=&venue_id=. */
export function getCart(
  params: { selectedUserId?: Id; venueId?: Id },
  api: ApiClient = getApi(),
): Promise<QueryResult<CartResponse>> {
  return api.query<CartResponse>('/api/activities/cart', { params });
}
