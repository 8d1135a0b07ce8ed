import { confirmationPath } from '../domain/routes.ts';
import type { CompletedOrder } from '../payments/types.ts';
import type { CompletionTarget } from './checkout.ts';
import type { PageSessionState, SessionState, SliceTools } from './types.ts';

/**
 * The order went through: the cart forgets its items and raises booking-confirmed; the page moves on. Loaded
 * with Pay's own code (the `checkout-pay` chunk), so the checkout's first screen does not carry it.
 */
export function finishOrder(
  { get, deps }: Pick<SliceTools, 'get' | 'deps'>,
  completed: CompletedOrder,
  target: CompletionTarget,
): void {
  const id = completed.completeOrderId;
  // Read before orderCompleted, which forgets the cart's source (ROUTE-028: online joining confirms elsewhere).
  // The kiosk slice exists only on a kiosk (page-store.ts): none means not a kiosk.
  const { cart, kiosk } = get() as PageSessionState & { cart: SessionState['cart'] };
  const destination =
    target.confirmationUrl !== undefined
      ? `${target.confirmationUrl}${encodeURIComponent(String(id))}`
      : confirmationPath({
          completeOrderId: id,
          onlineJoining: cart.source === 'online-joining',
          kiosk: kiosk?.isKiosk ?? false,
        });
  cart.orderCompleted(id, { origin: target.origin ?? null });
  if (!target.noRedirect) deps.navigate(destination);
}
