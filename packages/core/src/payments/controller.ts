import type { BrowserDetails } from './browserDetails.ts';
import { canApply, paymentReducer } from './payMachine.ts';
import { PAYMENT_MESSAGES } from './messages.ts';
import type { PayFlow } from './payFlow.ts';
import { paymentDispatch, preparePayment, type PaymentFailure, type PaymentStateStore } from './prepare.ts';
import type { CardProvider } from './provider.ts';
import { initialPaymentState, type PaymentEvent, type PaymentState } from './state.ts';
import type { CheckoutPreparation, CompletedOrder, CreditTender, PaymentTransaction } from './types.ts';
import type { AuthoriseBody, CompleteBody, PayBody, ScaCompletionResult } from '../api/endpoints/checkout.ts';

export type { AuthoriseBody, CompleteBody, PayBody };

/** A credit tender as authorise and complete send it. */
export type WireTender = NonNullable<CompleteBody['payments']>[number];

export interface BillingAddress {
  address1: string;
  city: string;
  postcode: string;
  country: string;
}

/** The checkout calls (core/api/endpoints/checkout.ts on the page's client; a fake in tests). */
export interface CheckoutApi {
  prepare(params: { selectedUserId: string | number | null }): Promise<CheckoutPreparation>;
  authorise(body: AuthoriseBody, idempotencyKey: string): Promise<PaymentTransaction>;
  completeSca(
    transactionUuid: string,
    scaResult: string,
    selectedUserId?: string | number | null,
  ): Promise<ScaCompletionResult>;
  complete(body: CompleteBody, idempotencyKey: string): Promise<CompletedOrder>;
  /** Front of house: `POST /api/checkout/pay`. */
  pay(body: PayBody, idempotencyKey: string): Promise<CompletedOrder>;
}

/** The cart's payment flags (flows §4: processing while paying, complete on success). */
export interface PaymentCartFlags {
  setPaymentProcessing(value: boolean): void;
  setPaymentComplete(value: boolean): void;
}

export type PaymentNotice = { variant: 'success' | 'danger'; message: string };

export interface PaymentControllerDeps {
  api: CheckoutApi;
  cart?: PaymentCartFlags;
  /** Toasts; the controller tells, the view layer shows. */
  notify?: (notice: PaymentNotice) => void;
  newIdempotencyKey?: () => string;
  browserDetails?: () => BrowserDetails;
  /**
   * Where the payment state lives (the checkout slice's, which prepares before this controller loads); by
   * default the controller's own.
   */
  store?: PaymentStateStore;
}

export interface PayRequest {
  /** The mounted card provider; null when credits leave nothing to pay by card. */
  provider: CardProvider | null;
  cardholderName: string;
  /** Minor units left to pay by card after credits. */
  amountDue: number;
  payments: CreditTender[];
  terms: boolean;
  completedWaivers?: number[];
  /** The cart source (decision G27). */
  source: string;
  /** Front of house: the customer staff are paying for; payment then goes through /api/checkout/pay. */
  selectedUserId?: string | number | null;
  saveCard?: boolean;
  savedCardId?: string | number | null;
  billing?: Partial<BillingAddress>;
}

export interface PaymentController {
  getState(): PaymentState;
  subscribe(listener: (state: PaymentState) => void): () => void;
  prepare(selectedUserId?: string | number | null): Promise<void>;
  /** Starts a payment; does nothing while one is in flight, so a double click never pays twice. */
  pay(request: PayRequest): Promise<void>;
  /** Runs the 3-D Secure challenge of the current attempt in `container`, then completes the order. */
  runChallenge(container: HTMLElement): Promise<void>;
  /** Drops the challenge (the customer closed it): back to ready. */
  clearChallenge(): void;
  reset(): void;
  isBusy(): boolean;
  /** Starts loading what Pay runs (payFlow.ts) when a person is about to press it, so the press does not wait. */
  warmUp(): void;
}

function defaultKey(): string {
  return globalThis.crypto.randomUUID();
}

/**
 * One controller's state, shared by its two halves: this file (prepare, the start of Pay, reset) and the pay
 * flow (payFlow.ts: authorise, 3-D Secure, completion), which loads when a person first presses Pay.
 */
export interface PaymentRun {
  readonly deps: PaymentControllerDeps;
  readonly newKey: () => string;
  readonly state: PaymentState;
  busy: boolean;
  /** The request of the attempt in progress, kept across the 3-D Secure pause. */
  current: PayRequest | null;
  /** Completion key of a credits-only attempt (no authorise), kept until it succeeds so a retry reuses it. */
  creditsOnlyCompleteKey: string | null;
  dispatch(event: PaymentEvent): void;
  /** The failure's state, processing dropped and a danger toast. */
  fail(event: PaymentFailure): void;
}

export function createPaymentController(deps: PaymentControllerDeps): PaymentController {
  const { api, cart, notify } = deps;
  const listeners = new Set<(state: PaymentState) => void>();
  let own = initialPaymentState;
  const store: PaymentStateStore = deps.store ?? { get: () => own, set: (state) => (own = state) };
  const machine = paymentDispatch(
    store,
    {
      cart,
      notify,
      changed: (next) => {
        for (const listener of listeners) listener(next);
      },
    },
    paymentReducer,
  );
  const run: PaymentRun = {
    deps,
    newKey: deps.newIdempotencyKey ?? defaultKey,
    get state() {
      return store.get();
    },
    busy: false,
    current: null,
    creditsOnlyCompleteKey: null,
    ...machine,
  };
  const { dispatch, fail } = run;

  // What runs after Pay loads on the first press: a customer who only looks at the checkout never fetches it.
  let flow: Promise<PayFlow> | null = null;
  const payFlow = () => (flow ??= import('./payFlow.ts').then(({ createPayFlow }) => createPayFlow(run)));

  return {
    getState: () => run.state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    isBusy: () => run.busy,
    warmUp() {
      // A failed load is forgotten, so the press tries again (and says so if it fails too).
      payFlow().catch(() => {
        flow = null;
      });
    },

    prepare: (selectedUserId = null) =>
      preparePayment(
        () => run.state,
        machine,
        () => api.prepare({ selectedUserId }),
      ),

    async pay(request) {
      if (run.busy) return;
      const { state } = run;
      const { preparation } = state;
      const retryingCompletion = state.status === 'failed' && state.transaction?.transactionStatus === 'authorised';
      const cardNeeded = request.amountDue > 0;
      if (!preparation || state.paidBookingDisabled) return;
      if (!retryingCompletion && !canApply(state, cardNeeded ? 'authorise/start' : 'complete/start')) return;
      run.busy = true;
      run.current = request;
      cart?.setPaymentProcessing(true);
      const completing = retryingCompletion || !cardNeeded;
      // The attempt starts at once (the button shows it is paying, a second press does nothing), before the
      // pay flow's code has arrived.
      const attempt = completing ? null : { authoriseKey: run.newKey(), completeKey: run.newKey() };
      dispatch(attempt ? { type: 'authorise/start', attempt } : { type: 'complete/start' });
      try {
        let steps: PayFlow;
        try {
          steps = await payFlow();
        } catch {
          flow = null;
          const error = completing
            ? cardNeeded
              ? PAYMENT_MESSAGES.completionFailed
              : PAYMENT_MESSAGES.orderNotCompleted
            : PAYMENT_MESSAGES.authorizationFailed;
          fail({ type: completing ? 'complete/failure' : 'authorise/failure', error });
          return;
        }
        // The attempt did not start (an authorised transaction is completed, never paid again) or was reset
        // while the code was on its way.
        if (run.state.status !== (attempt ? 'authorizing' : 'completing')) {
          run.current = null;
          cart?.setPaymentProcessing(false);
          return;
        }
        if (attempt) await steps.authorise(request, preparation, attempt);
        else await steps.complete(request);
      } finally {
        // While a challenge is open the attempt is still in flight.
        run.busy = run.state.status === 'sca_required' || run.state.status === 'sca_processing';
      }
    },

    async runChallenge(container) {
      if (run.state.status !== 'sca_required') return;
      await (await payFlow()).runChallenge(container);
    },

    clearChallenge() {
      if (!canApply(run.state, 'sca/clear')) return;
      dispatch({ type: 'sca/clear' });
      run.busy = false;
      run.current = null;
      cart?.setPaymentProcessing(false);
    },

    reset() {
      run.busy = false;
      run.current = null;
      run.creditsOnlyCompleteKey = null;
      dispatch({ type: 'reset' });
    },
  };
}
