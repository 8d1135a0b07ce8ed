import { prepareCheckout } from '../api/endpoints/checkoutPrepare.ts';
import type { PayRequest, PaymentCartFlags, PaymentController, PaymentNotice } from '../payments/controller.ts';
import { PAYMENT_MESSAGES } from '../payments/messages.ts';
import { paymentDispatch, preparePayment, type PaymentStateStore } from '../payments/prepare.ts';
import { initialPaymentState, type PaymentState } from '../payments/state.ts';
import type { EventOrigin } from './events.ts';
import type { SliceDef, SliceTools } from './types.ts';

/** Where the page goes once the order completes (flows §4); `origin`: the checkout element, where the events are
 * raised. */
export interface CompletionTarget extends EventOrigin {
  /** This plus the complete order id; default /booking-confirmed/{id}, or /order-confirmed/{id} for online joining. */
  confirmationUrl?: string;
  /** Stay on the page (the host listens for venue:booking-confirmed). */
  noRedirect?: boolean;
}

export interface CheckoutPayRequest extends PayRequest, CompletionTarget {
  /** Where a 3-D Secure challenge is shown, if authorise asks for one. */
  challengeContainer?: () => HTMLElement | null;
}

/**
 * Checkout state in one place (flows §4): the payment machine's state, the cart's payment flags and
 * the controller that drives authorise -> 3-D Secure -> complete, then completion itself.
 */
export interface CheckoutSlice {
  payment: PaymentState;
  /** Set while paying; dropped on failure (flows §4 "Cart payment status"). */
  paymentProcessing: boolean;
  /** Set when the order completed. */
  paymentComplete: boolean;
  prepare(selectedUserId?: string | number | null): Promise<void>;
  /** Pays, runs the challenge when asked and completes the order; a second call while one runs does nothing. */
  pay(request: CheckoutPayRequest): Promise<void>;
  /** Runs the open 3-D Secure challenge again in `container` (e.g. a view mounted after authorise). */
  runChallenge(container: HTMLElement): Promise<void>;
  clearChallenge(): void;
  /** A person is about to press Pay (pointer over it, focus, touch): start loading what Pay runs. */
  warmUp(): void;
  /** Back to idle for a new checkout (keeps nothing of the last attempt). */
  reset(): void;
}

export function createCheckoutSlice({ patch, get, deps }: SliceTools): CheckoutSlice {
  let controller: PaymentController | null = null;
  let target: CompletionTarget = {};
  let finishedOrderId: string | number | null = null;

  let loading: Promise<PaymentController> | null = null;

  // The payment state lives here: the first screen prepares on it, and the payment controller works on it
  // once loaded.
  const store: PaymentStateStore = {
    get: () => get().checkout.payment,
    set: (payment) => patch('checkout', { payment }),
  };
  const cart: PaymentCartFlags = {
    setPaymentProcessing: (value) => patch('checkout', { paymentProcessing: value }),
    setPaymentComplete: (value) => patch('checkout', { paymentComplete: value }),
  };
  const notify = ({ variant, message }: PaymentNotice) =>
    get().toasts.push(
      variant === 'danger' ? { type: 'danger', title: 'Error', message } : { type: 'success', message },
    );
  const machine = paymentDispatch(store, { cart, notify });

  // The payment controller (Pay's own code, with authorise, 3-D Secure, completion and the page's move to the
  // confirmation: the checkout-pay chunk) loads when a person heads for Pay or presses it; the first screen
  // only prepares. A failed load is forgotten, so the next attempt fetches it again.
  let finishOrder: typeof import('./checkoutPay.ts').finishOrder | null = null;
  function payments(): Promise<PaymentController> {
    loading ??= import('./checkoutPay.ts').then(
      (pay) => {
        finishOrder = pay.finishOrder;
        return (controller = pay.createPaymentController({
          api: pay.createCheckoutApi(deps.api),
          cart,
          notify,
          store,
        }));
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  }

  // The order went through: the cart forgets its items and raises booking-confirmed; the page moves on.
  function finish(): void {
    const completed = controller?.getState().completed;
    if (!completed || !finishOrder || completed.completeOrderId === finishedOrderId) return;
    finishedOrderId = completed.completeOrderId;
    finishOrder({ get, deps }, completed, target);
  }

  async function challenge(container: HTMLElement | null | undefined): Promise<void> {
    const current = await payments();
    if (!container || current.getState().status !== 'sca_required') return;
    await current.runChallenge(container);
  }

  return {
    payment: initialPaymentState,
    paymentProcessing: false,
    paymentComplete: false,

    prepare: (selectedUserId = null) =>
      preparePayment(store.get, machine, () => prepareCheckout(selectedUserId, deps.api())),

    async pay(request) {
      const { confirmationUrl, noRedirect, challengeContainer, origin, ...payRequest } = request;
      let current: PaymentController;
      try {
        current = await payments();
      } catch {
        // Pay's own code could not be fetched (offline, a new deployment): the attempt fails with the message
        // the controller gives when its pay flow cannot load, and the next press tries again.
        const state = store.get();
        if (!state.preparation) return;
        const completing =
          payRequest.amountDue <= 0 ||
          (state.status === 'failed' && state.transaction?.transactionStatus === 'authorised');
        machine.fail({
          type: 'pay/unavailable',
          failedStep: completing ? 'complete' : 'authorise',
          error: !completing
            ? PAYMENT_MESSAGES.authorizationFailed
            : payRequest.amountDue > 0
              ? PAYMENT_MESSAGES.completionFailed
              : PAYMENT_MESSAGES.orderNotCompleted,
        });
        return;
      }
      if (current.isBusy()) return;
      target = { confirmationUrl, noRedirect, origin };
      await current.pay(payRequest);
      await challenge(challengeContainer?.());
      finish();
    },

    async runChallenge(container) {
      await challenge(container);
      finish();
    },

    // Nothing to clear before the controller has loaded; warming up loads it (and with it the pay flow).
    clearChallenge: () => controller?.clearChallenge(),
    warmUp: () => {
      payments().then(
        (loaded) => loaded.warmUp(),
        () => undefined,
      );
    },

    reset() {
      controller?.reset();
      finishedOrderId = null;
      patch('checkout', { payment: initialPaymentState, paymentProcessing: false, paymentComplete: false });
    },
  };
}

/** Created on first use (page-store.ts ensureSlices). */
export const checkoutSlice: SliceDef<'checkout'> = { name: 'checkout', create: createCheckoutSlice };
