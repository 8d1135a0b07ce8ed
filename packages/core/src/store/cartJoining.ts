/**
 * The cart slice's discount code and online joining actions (cart.ts delegates to these, imported on
 * first use so the embed's first paint does not carry them).
 */
import { addUserCartItems, applyDiscountCode } from '../api/endpoints/cartEdits.ts';
import { ApiError } from '../api/errors.ts';
import type { CartResponse } from '../domain/cart.ts';
import { catalogue } from '../messages/catalogue.ts';
import type { CartActionResult, DiscountResult } from './cart.ts';
import type { EventOrigin } from './events.ts';
import {
  forgetJoiningChoice,
  pendingJoiningChoice,
  rememberJoiningChoice,
  type JoiningChoice,
} from './joiningChoice.ts';
import type { SliceTools } from './types.ts';

export interface CartTools extends Pick<SliceTools, 'patch' | 'get' | 'deps'> {
  toast(type: 'success' | 'danger', message: string): void;
  basketChanged(origin?: EventTarget | null): void;
}

const isCart = (data: unknown): data is CartResponse =>
  typeof data === 'object' && data !== null && Array.isArray((data as CartResponse).items);

export async function applyDiscount(
  t: CartTools,
  code: string,
  { origin = null }: EventOrigin = {},
): Promise<DiscountResult> {
  const cart = t.get().cart;
  try {
    const { data } = await applyDiscountCode({ code, selectedUserId: cart.selectedUserId ?? undefined }, t.deps.api());
    if (isCart(data)) t.get().cart.replace(data);
    t.toast('success', catalogue.checkout.discountApplied);
    t.basketChanged(origin);
    return { ok: true };
  } catch (error) {
    const apiError = error instanceof ApiError ? error : null;
    // PAY-030: the failure toast only for a 400, with the server's message (decision G20).
    if (apiError?.status === 400) t.toast('danger', apiError.serverMessage ?? catalogue.common.genericError);
    return { ok: false, fieldError: apiError?.status === 422 ? (apiError.messages[0] ?? null) : null };
  }
}

export async function addMembership(
  t: CartTools,
  choice: JoiningChoice,
  { origin = null }: EventOrigin = {},
): Promise<CartActionResult> {
  const userId = t.get().auth.user?.id ?? null;
  if (userId === null) {
    t.get().system.openLoginModal();
    return { ok: false, error: null };
  }
  t.patch('cart', { adding: true });
  try {
    const { data } = await addUserCartItems(
      userId,
      'online-joining',
      {
        data: {
          items: [
            {
              purchasableType: 'pricingOption',
              purchasableId: String(choice.pricingOptionId),
              quantity: 1,
              homeVenueId: choice.homeVenueId,
            },
          ],
        },
      },
      {},
      t.deps.api(),
    );
    if (isCart(data)) t.get().cart.replace(data);
    t.patch('cart', { adding: false });
    t.toast('success', catalogue.checkout.itemAdded);
    t.basketChanged(origin);
    return { ok: true };
  } catch (error) {
    t.patch('cart', { adding: false });
    const apiError = error instanceof ApiError ? error : null;
    const reasons = apiError?.messages ?? [];
    t.get().toasts.push({
      type: 'danger',
      title: catalogue.common.errorTitle,
      message:
        reasons.length > 0
          ? catalogue.common.validationErrorsTitle
          : (apiError?.message ?? catalogue.common.genericError),
      items: reasons,
    });
    return { ok: false, error: apiError };
  }
}

export async function join(
  t: CartTools,
  choice: JoiningChoice,
  {
    origin = null,
    basketUrl = '/basket',
    registerUrl = '/register',
  }: EventOrigin & {
    basketUrl?: string;
    registerUrl?: string;
  } = {},
): Promise<CartActionResult> {
  if (t.get().auth.user === null) {
    rememberJoiningChoice(choice);
    t.deps.navigate(joiningRegisterHref(registerUrl, basketUrl));
    return { ok: true };
  }
  const result = await addMembership(t, choice, { origin });
  if (result.ok) t.deps.navigate(basketUrl);
  return result;
}

export async function resumeJoining(t: CartTools, options: EventOrigin = {}): Promise<boolean> {
  const choice = pendingJoiningChoice();
  if (!choice || t.get().auth.user === null) return false;
  // Taken before the call, so a second screen resuming at the same time does not add it twice.
  forgetJoiningChoice();
  return (await addMembership(t, choice, options)).ok;
}

/**
 * Where a guest signs up to join (the register page sends them to `redirect` once they are in):
 * `/register?onboarding_type=membership_purchase&source=online-joining&redirect=/basket`. Here, not with
 * the stored choice (joiningChoice.ts, which the basket loads), as only a guest's Join builds it.
 */
export function joiningRegisterHref(registerUrl = '/register', basketUrl = '/basket'): string {
  const redirect = encodeURIComponent(basketUrl).replace(/%2F/gi, '/');
  const join = registerUrl.includes('?') ? '&' : '?';
  return `${registerUrl}${join}onboarding_type=membership_purchase&source=online-joining&redirect=${redirect}`;
}
