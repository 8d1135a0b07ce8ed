/**
 * The cart slice's actions that only a person's click starts (cart.ts delegates to these, imported on first
 * use): a line's benefit or package removed, a line updated, the basket cleared, a course booked, a discount
 * code applied or removed, online joining. A returning customer's first screen loads the basket and needs
 * none of them (issue 12); the add and remove batches stay in cart.ts, where their debounce starts at once.
 */
import type { ApiResponse } from '../api/client.ts';
import {
  addUserCartItems,
  clearCart,
  removeBenefit as removeBenefitCall,
  removeDiscountCode,
  removePackageUsage as removePackageUsageCall,
  updateCartItem,
  type Notify,
} from '../api/endpoints/cart.ts';
import { ApiError } from '../api/errors.ts';
import type { CartResponse } from '../domain/cart.ts';
import { catalogue } from '../messages/catalogue.ts';
import type { AddCourseInput, CartActionResult } from './cart.ts';
import type { CartTools } from './cartJoining.ts';
import type { EventOrigin } from './events.ts';
import type { PageSessionState } from './types.ts';

export { addMembership, applyDiscount, join, resumeJoining } from './cartJoining.ts';

type ItemId = number | string;

/** What the slice lends these actions besides CartTools: its mutation runner and failure toast. */
export interface CartEditTools extends CartTools {
  /** Runs a call answering the cart: replaces it, toasts `success`, raises basket-change; false on failure. */
  mutation(
    run: () => Promise<ApiResponse<CartResponse | null>>,
    success: string,
    origin?: EventTarget | null,
  ): Promise<boolean>;
  failureToast: Notify;
  /** How many basket-changes the slice has raised (addCourse raises one only if its reload did not). */
  basketChanges(): number;
}

const isCart = (data: unknown): data is CartResponse =>
  typeof data === 'object' && data !== null && Array.isArray((data as CartResponse).items);

const selectedUserParams = (t: CartEditTools) => ({
  source: t.get().cart.source ?? undefined,
  selectedUserId: t.get().cart.selectedUserId ?? undefined,
});

export const removeBenefit = (t: CartEditTools, cartItemId: ItemId, { origin = null }: EventOrigin = {}) =>
  t.mutation(
    () => removeBenefitCall(cartItemId, selectedUserParams(t), t.failureToast, t.deps.api()),
    catalogue.checkout.benefitRemoved,
    origin,
  );

export const removePackageUsage = (t: CartEditTools, cartItemId: ItemId, { origin = null }: EventOrigin = {}) =>
  t.mutation(
    () => removePackageUsageCall(cartItemId, selectedUserParams(t), t.failureToast, t.deps.api()),
    catalogue.checkout.packageUsageRemoved,
    origin,
  );

export const updateItem = (t: CartEditTools, cartItemId: ItemId, options: Record<string, unknown>) =>
  t.mutation(
    () =>
      updateCartItem(
        cartItemId,
        { options, selectedUserId: t.get().cart.selectedUserId ?? undefined },
        t.failureToast,
        t.deps.api(),
      ),
    catalogue.checkout.itemUpdated,
  );

export const removeDiscount = (t: CartEditTools, { origin = null }: EventOrigin = {}) =>
  t.mutation(
    () =>
      removeDiscountCode({ selectedUserId: t.get().cart.selectedUserId ?? undefined }, t.failureToast, t.deps.api()),
    catalogue.checkout.discountRemoved,
    origin,
  );

export async function clear(t: CartEditTools): Promise<boolean> {
  const cart = () => t.get().cart;
  const selectedUserId = cart().selectedUserId;
  try {
    const { data } = await clearCart({ selectedUserId: selectedUserId ?? undefined }, t.failureToast, t.deps.api());
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
