// The calls that change the basket, made by the cart slice's actions a person's click starts (store/cartActions.ts,
// store/cartJoining.ts, loaded on first use): apart from cart.ts's read, so a returning customer's first screen
// does not carry them. Answers are the contract's cart, camelCased; `notify` carries the slice's failure toast
// options (RequestOptions.errorTitle / errorMessage).
import type { CartResponse } from '../../domain/cart.ts';
import type { ApiClient, ApiResponse, RequestOptions } from '../client.ts';
import { getApi } from '../global.ts';

export type Notify = Pick<RequestOptions, 'errorTitle' | 'errorMessage'>;

const seg = (value: string | number) => encodeURIComponent(String(value));
type Id = string | number;

/** POST /api/activities/cart/add {items, membership_user_id, selected_user_id} (flows §7). */
export function addCartItems(
  body: { items: unknown[]; membershipUserId?: Id | null; selectedUserId?: Id },
  notify: Notify = {},
  api: ApiClient = getApi(),
): Promise<ApiResponse<CartResponse>> {
  return api.post<CartResponse>('/api/activities/cart/add', { body, ...notify });
}

/** POST /api/activities/cart/remove {cart_item_ids}?membership_user_id=&selected_user_id=. */
export function removeCartItems(
  cartItemIds: Id[],
  params: { membershipUserId?: Id | null; selectedUserId?: Id },
  notify: Notify = {},
  api: ApiClient = getApi(),
): Promise<ApiResponse<CartResponse>> {
  return api.post<CartResponse>('/api/activities/cart/remove', { body: { cartItemIds }, params, ...notify });
}

type LineParams = { source?: string; selectedUserId?: Id };

/** DELETE /api/activities/benefit/remove/{cartItemId}. */
export function removeBenefit(
  cartItemId: Id,
  params: LineParams,
  notify: Notify = {},
  api: ApiClient = getApi(),
): Promise<ApiResponse<CartResponse>> {
  return api.delete<CartResponse>(`/api/activities/benefit/remove/${seg(cartItemId)}`, { params, ...notify });
}

/** DELETE /api/activities/package/remove/{cartItemId}. */
export function removePackageUsage(
  cartItemId: Id,
  params: LineParams,
  notify: Notify = {},
  api: ApiClient = getApi(),
): Promise<ApiResponse<CartResponse>> {
  return api.delete<CartResponse>(`/api/activities/package/remove/${seg(cartItemId)}`, { params, ...notify });
}

/** PUT /api/activities/cart/{cartItemId} {options, selected_user_id}. */
export function updateCartItem(
  cartItemId: Id,
  body: { options: unknown; selectedUserId?: Id },
  notify: Notify = {},
  api: ApiClient = getApi(),
): Promise<ApiResponse<CartResponse>> {
  return api.put<CartResponse>(`/api/activities/cart/${seg(cartItemId)}`, { body, ...notify });
}

/** DELETE /api/activities/cart?selected_user_id=: empties the basket; the answer is the empty cart or nothing. */
export function clearCart(
  params: { selectedUserId?: Id },
  notify: Notify = {},
  api: ApiClient = getApi(),
): Promise<ApiResponse<CartResponse | null>> {
  return api.delete<CartResponse | null>('/api/activities/cart', { params, ...notify });
}

/** POST /api/v1/users/{userId}/carts/{source}/items {data: {items}} (contracts §6: courses and camps). */
export function addUserCartItems(
  userId: Id,
  source: string,
  body: unknown,
  notify: Notify = {},
  api: ApiClient = getApi(),
): Promise<ApiResponse<CartResponse | null>> {
  return api.post<CartResponse | null>(`/api/v1/users/${seg(userId)}/carts/${seg(source)}/items`, { body, ...notify });
}

/**
 * POST /api/activities/cart/discount-code {code, selected_user_id}: the cart with the code applied. No toast
 * options: the cart slice decides (PAY-030: a toast only on 400).
 */
export function applyDiscountCode(
  body: { code: string; selectedUserId?: Id },
  api: ApiClient = getApi(),
): Promise<ApiResponse<CartResponse>> {
  return api.post<CartResponse>('/api/activities/cart/discount-code', { body });
}

/** DELETE /api/activities/cart/discount-code?selected_user_id=: the cart without its code. */
export function removeDiscountCode(
  params: { selectedUserId?: Id },
  notify: Notify = {},
  api: ApiClient = getApi(),
): Promise<ApiResponse<CartResponse>> {
  return api.delete<CartResponse>('/api/activities/cart/discount-code', { params, ...notify });
}
