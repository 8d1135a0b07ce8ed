import type { PayRequest, PaymentController } from '../payments/controller.ts';
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

  // The payment controller (and the card providers behind it) loads with the first checkout call, not with
  // the store: every element's first paint creates the store, and only checkout pays.
  function payments(): Promise<PaymentController> {
    loading ??= Promise.all([import('../payments/controller.ts'), import('../payments/checkoutApi.ts')]).then(
      ([{ createPaymentController }, { createCheckoutApi }]) => {
        const created = createPaymentController({
          api: createCheckoutApi(deps.api),
          cart: {
            setPaymentProcessing: (value) => patch('checkout', { paymentProcessing: value }),
            setPaymentComplete: (value) => patch('checkout', { paymentComplete: value }),
          },
          notify: ({ variant, message }) =>
            get().toasts.push(
              variant === 'danger' ? { type: 'danger', title: 'Error', message } : { type: 'success', message },
            ),
        });
        created.subscribe((payment) => patch('checkout', { payment }));
        controller = created;
        return created;
      },
    );
    return loading;
  }

  // The order went through: the cart forgets its items and raises booking-confirmed; the page moves on
  // (checkoutFinish.ts, loaded with Pay's own code, which has arrived by the time an order completes).
  async function finish(): Promise<void> {
    const completed = controller?.getState().completed;
    if (!completed || completed.completeOrderId === finishedOrderId) return;
    finishedOrderId = completed.completeOrderId;
    const { finishOrder } = await import('./checkoutFinish.ts');
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

    prepare: async (selectedUserId = null) => (await payments()).prepare(selectedUserId),

    async pay(request) {
      const { confirmationUrl, noRedirect, challengeContainer, origin, ...payRequest } = request;
      const current = await payments();
      if (current.isBusy()) return;
      target = { confirmationUrl, noRedirect, origin };
      await current.pay(payRequest);
      await challenge(challengeContainer?.());
      await finish();
    },

    async runChallenge(container) {
      await challenge(container);
      await finish();
    },

    // Nothing to clear or reset before the controller has loaded.
    clearChallenge: () => controller?.clearChallenge(),
    warmUp: () => controller?.warmUp(),

    reset() {
      controller?.reset();
      finishedOrderId = null;
      patch('checkout', { paymentProcessing: false, paymentComplete: false });
    },
  };
}

/** Created on first use (page-store.ts ensureSlices). */
export const checkoutSlice: SliceDef<'checkout'> = { name: 'checkout', create: createCheckoutSlice };
