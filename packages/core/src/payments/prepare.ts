import { canPrepare, prepareReducer, type PrepareEvent } from './machine.ts';
import { PAYMENT_MESSAGES } from './messages.ts';
import type { PaymentCartFlags, PaymentNotice } from './controller.ts';
import type { PaymentEvent, PaymentState } from './state.ts';
import type { CheckoutPreparation } from './types.ts';

/** Where a payment's state lives: the payment controller's own, or the checkout slice's `payment`. */
export interface PaymentStateStore {
  get(): PaymentState;
  set(state: PaymentState): void;
}

export type PaymentFailure = Extract<PaymentEvent, { error: string }>;

/**
 * A payment machine run on `store`: `dispatch` applies an event `reducer` allows from the current state; `fail`
 * also drops the cart's processing flag and toasts the error. The first screen runs prepare's part of the
 * machine (machine.ts, the default); the payment controller the whole of it (payMachine.ts).
 */
export function paymentDispatch<E extends PaymentEvent = PrepareEvent>(
  store: PaymentStateStore,
  {
    cart,
    notify,
    changed,
  }: { cart?: PaymentCartFlags; notify?: (notice: PaymentNotice) => void; changed?: (state: PaymentState) => void },
  reducer: (state: PaymentState, event: E) => PaymentState = prepareReducer as (
    state: PaymentState,
    event: E,
  ) => PaymentState,
) {
  const dispatch = (event: E) => {
    const state = store.get();
    const next = reducer(state, event);
    if (next === state) return;
    store.set(next);
    changed?.(next);
  };
  const fail = (event: Extract<E, { error: string }>) => {
    dispatch(event);
    cart?.setPaymentProcessing(false);
    notify?.({ variant: 'danger', message: event.error });
  };
  return { dispatch, fail };
}

/**
 * Prepare (flows §4: the payment session, the provider, the terms): what the checkout's first screen runs,
 * before the payment controller (Pay's own code) has loaded; the controller's `prepare` is the same.
 */
export async function preparePayment(
  state: () => PaymentState,
  { dispatch, fail }: ReturnType<typeof paymentDispatch<PrepareEvent>>,
  request: () => Promise<CheckoutPreparation>,
): Promise<void> {
  if (!canPrepare(state(), 'prepare/start')) return;
  dispatch({ type: 'prepare/start' });
  try {
    const preparation = await request();
    dispatch({ type: 'prepare/success', preparation });
  } catch (error) {
    fail(await prepareFailure(error));
  }
}

/**
 * What a failed prepare shows. Reading the failure is code the first screen seldom needs, so it is fetched
 * only now (with Pay's own code); if that fetch fails too (offline, a new deployment), the generic message
 * stands in for the server's.
 */
async function prepareFailure(error: unknown): Promise<Extract<PrepareEvent, { type: 'prepare/failure' }>> {
  try {
    const { isPaidBookingDisabled, prepareFailureMessage, readCallFailure } = await import('./callFailure.ts');
    const failure = readCallFailure(error);
    return {
      type: 'prepare/failure',
      error: prepareFailureMessage(failure),
      paidBookingDisabled: isPaidBookingDisabled(failure),
    };
  } catch {
    return { type: 'prepare/failure', error: PAYMENT_MESSAGES.preparationFailed, paidBookingDisabled: false };
  }
}
