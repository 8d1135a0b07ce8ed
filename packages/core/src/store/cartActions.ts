/**
 * The cart slice's actions that only a person's click starts (cart.ts delegates to these, imported on first
 * use): a batch of adds or removals sent, a line's benefit or package removed, a line updated, the basket
 * cleared, a course booked, a discount code applied or removed, online joining. A returning customer's first
 * screen loads the basket and needs none of them (issue 12); the add and remove batches wait in cart.ts, where
 * their debounce starts at once.
 */
import type { ApiResponse } from '../api/client.ts';
import {
  addCartItems,
  addUserCartItems,
  clearCart,
  removeBenefit as removeBenefitCall,
  removeDiscountCode,
  removePackageUsage as removePackageUsageCall,
  removeCartItems,
  updateCartItem,
  type Notify,
} from '../api/endpoints/cartEdits.ts';
import { ApiError, isApiError } from '../api/errors.ts';
import type { CartResponse } from '../domain/cart.ts';
import type { CartAddItem } from '../domain/types.ts';
import { catalogue } from '../messages/catalogue.ts';
import type { AddCourseInput, CartActionResult } from './cart.ts';
import type { CartTools } from './cartJoining.ts';
import type { EventOrigin } from './events.ts';
import type { PageSessionState } from './types.ts';

export { addMembership, applyDiscount, join, resumeJoining } from './cartJoining.ts';

type ItemId = number | string;

/** What the slice lends these actions besides CartTools: its notice of released holds. */
export interface CartEditTools extends CartTools {
  /** Toasts the server's word (meta.message) that places held too long were released. */
  noticeReleasedHolds(meta: unknown): void;
  /** How many basket-changes the slice has raised (addCourse raises one only if its reload did not). */
  basketChanges(): number;
}

// Failed calls toast through the API client: the server's message, else the status text ('Unable to complete
// request, item not found.', 'Unauthorised.'...), or 'Validation errors' on 422.
const failureToast: Notify = { errorTitle: catalogue.common.errorTitle };

const isCart = (data: unknown): data is CartResponse =>
  typeof data === 'object' && data !== null && Array.isArray((data as CartResponse).items);

/**
 * Runs a call answering the cart: replaces it, toasts `success`, raises basket-change; false on failure, after
 * handing `onError` what the call threw.
 */
async function mutation(
  t: CartEditTools,
  run: () => Promise<ApiResponse<CartResponse | null>>,
  success: string,
  origin: EventTarget | null = null,
  onError?: (error: unknown) => void,
): Promise<boolean> {
  try {
    const { data, meta } = await run();
    if (isCart(data)) t.get().cart.replace(data);
    t.noticeReleasedHolds(meta);
    t.toast('success', success);
    t.basketChanged(origin);
    return true;
  } catch (error) {
    onError?.(error);
    return false;
  }
}

const selectedUserId = (t: CartEditTools) => t.get().cart.selectedUserId ?? undefined;

const selectedUserParams = (t: CartEditTools) => ({
  source: t.get().cart.source ?? undefined,
  selectedUserId: selectedUserId(t),
});

type MembershipUserId = number | string | undefined;

/** One batch of adds (cart.ts waits 250 ms for more): one POST, one basket-change; a failure's text in addError. */
export async function sendAdds(
  t: CartEditTools,
  items: CartAddItem[],
  membershipUserId: MembershipUserId,
  origin: EventTarget | null,
): Promise<boolean> {
  let failure: string | null = null;
  const ok = await mutation(
    t,
    () => addCartItems({ items, membershipUserId, selectedUserId: selectedUserId(t) }, failureToast, t.deps.api()),
    catalogue.checkout.itemAdded,
    origin,
    (error) => {
      // A 422 names what to fix per field (a waiver not agreed, an attendee not linked): those read best.
      failure = !isApiError(error)
        ? catalogue.common.genericError
        : error.messages.length > 0
          ? error.messages.join(' ')
          : (error.serverMessage ?? error.message);
    },
  );
  t.patch('cart', { addError: ok ? null : failure });
  return ok;
}

/** One batch of removals (cart.ts waits 250 ms for more): one POST, one basket-change. */
export async function sendRemovals(
  t: CartEditTools,
  ids: ItemId[],
  membershipUserId: MembershipUserId,
  origin: EventTarget | null,
): Promise<boolean> {
  const ok = await mutation(
    t,
    () => removeCartItems(ids, { membershipUserId, selectedUserId: selectedUserId(t) }, failureToast, t.deps.api()),
    catalogue.checkout.itemRemoved,
    origin,
  );
  // Credit amounts were capped by the old basket; card and offline tenders no longer match it.
  if (ok) (t.get() as PageSessionState).payments?.keepCreditsOnly();
  return ok;
}

export const removeBenefit = (t: CartEditTools, cartItemId: ItemId, { origin = null }: EventOrigin = {}) =>
  mutation(
    t,
    () => removeBenefitCall(cartItemId, selectedUserParams(t), failureToast, t.deps.api()),
    catalogue.checkout.benefitRemoved,
    origin,
  );

export const removePackageUsage = (t: CartEditTools, cartItemId: ItemId, { origin = null }: EventOrigin = {}) =>
  mutation(
    t,
    () => removePackageUsageCall(cartItemId, selectedUserParams(t), failureToast, t.deps.api()),
    catalogue.checkout.packageUsageRemoved,
    origin,
  );

export const updateItem = (t: CartEditTools, cartItemId: ItemId, options: Record<string, unknown>) =>
  mutation(
    t,
    () => updateCartItem(cartItemId, { options, selectedUserId: selectedUserId(t) }, failureToast, t.deps.api()),
    catalogue.checkout.itemUpdated,
  );

export const removeDiscount = (t: CartEditTools, { origin = null }: EventOrigin = {}) =>
  mutation(
    t,
    () => removeDiscountCode({ selectedUserId: selectedUserId(t) }, failureToast, t.deps.api()),
    catalogue.checkout.discountRemoved,
    origin,
  );

export async function clear(t: CartEditTools): Promise<boolean> {
  const cart = () => t.get().cart;
  const selectedUserId = cart().selectedUserId;
  try {
    const { data } = await clearCart({ selectedUserId: selectedUserId ?? undefined }, failureToast, t.deps.api());
    cart().reset();
    t.patch('cart', { selectedUserId });
    if (isCart(data)) cart().replace(data);
    (t.get() as PageSessionState).payments?.reset();
    t.toast('success', catalogue.checkout.orderCleared);
    t.basketChanged();
    return true;
  } catch {
    return false;
  }
}

export async function addCourse(
  t: CartEditTools,
  input: AddCourseInput,
  { origin = null }: EventOrigin = {},
): Promise<CartActionResult> {
  const cart = () => t.get().cart;
  const userId = input.selectedUserId ?? cart().selectedUserId ?? t.get().auth.user?.id ?? null;
  if (userId === null) {
    // Booking needs login (contracts §6): ask for it instead of calling.
    t.get().system.openLoginModal();
    return { ok: false, error: null };
  }
  const source = input.source ?? 'activity-booking';
  t.patch('cart', { adding: true });
  try {
    const { data } = await addUserCartItems(
      userId,
      source,
      {
        data: {
          items: [
            {
              purchasableId: String(input.courseId),
              purchasableType: input.purchasableType ?? 'course',
              quantity: 1,
              activityRestrictionIds: input.restrictionIds ?? [],
              ...(input.answers && input.answers.length > 0 ? { customQuestionAnswers: input.answers } : {}),
              ...(input.purchasedForUserId ? { purchasedForUserId: input.purchasedForUserId } : {}),
              ...(input.occurrenceIds && input.occurrenceIds.length > 0 ? { occurrenceIds: input.occurrenceIds } : {}),
            },
          ],
        },
      },
      {},
      t.deps.api(),
    );
    if (isCart(data)) cart().replace(data);
    t.patch('cart', { adding: false });
    // A course says so in the spec's words (contracts §4); a camp is an item like any other.
    const camp = input.purchasableType === 'camp';
    t.toast('success', camp ? catalogue.checkout.itemAdded : catalogue.courses.courseBooked);
    // One basket-change per booking: the reload raises it when the count moved, else we do.
    const seen = t.basketChanges();
    await cart().load({ origin });
    if (t.basketChanges() === seen) t.basketChanged(origin);
    return { ok: true };
  } catch (error) {
    t.patch('cart', { adding: false });
    const apiError = error instanceof ApiError ? error : null;
    t.get().toasts.push({
      type: 'danger',
      title: catalogue.common.errorTitle,
      message:
        input.purchasableType === 'camp'
          ? (apiError?.message ?? catalogue.common.genericError)
          : catalogue.courses.courseBookFailed,
      items: apiError?.messages ?? [],
    });
    return { ok: false, error: apiError };
  }
}
