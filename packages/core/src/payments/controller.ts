import { readBrowserDetails, type BrowserDetails } from './browserDetails.ts';
import {
  PaymentFlowError,
  authoriseFailureMessage,
  completeFailureMessage,
  isPaidBookingDisabled,
  prepareFailureMessage,
  readCallFailure,
  scaFailureMessage,
} from './failures.ts';
import { canApply, paymentReducer } from './machine.ts';
import { PAYMENT_MESSAGES } from './messages.ts';
import { toTransaction, type Transaction } from './transaction.ts';
import type { CardProvider } from './provider.ts';
import { initialPaymentState, type PaymentEvent, type PaymentState } from './state.ts';
import type { CardToken, CheckoutPreparation, CompletedOrder, CreditTender, PaymentTransaction } from './types.ts';
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
}

function toWireTenders(payments: CreditTender[]): WireTender[] {
  return payments.map((p) => ({ tenderType: 'credit', creditType: p.creditType, amount: p.amount }));
}

function cardFields(token: CardToken): Pick<AuthoriseBody, 'cardIdentifier' | 'paymentMethodId' | 'setupIntentId'> {
  switch (token.kind) {
    case 'card_identifier':
      return { cardIdentifier: token.cardIdentifier };
    case 'payment_method':
      return { paymentMethodId: token.paymentMethodId, setupIntentId: token.setupIntentId };
    default:
      return token satisfies never;
  }
}

function defaultKey(): string {
  return globalThis.crypto.randomUUID();
}

export function createPaymentController(deps: PaymentControllerDeps): PaymentController {
  const { api, cart, notify } = deps;
  const newKey = deps.newIdempotencyKey ?? defaultKey;
  const browser = deps.browserDetails ?? readBrowserDetails;
  const listeners = new Set<(state: PaymentState) => void>();
  let state: PaymentState = initialPaymentState;
  let busy = false;
  /** The request of the attempt in progress, kept across the 3-D Secure pause. */
  let current: PayRequest | null = null;
  /** Completion key of a credits-only attempt (no authorise), kept until it succeeds so a retry reuses it. */
  let creditsOnlyCompleteKey: string | null = null;

  function dispatch(event: PaymentEvent): void {
    const next = paymentReducer(state, event);
    if (next === state) return;
    state = next;
    for (const listener of listeners) listener(state);
  }

  function fail(event: Extract<PaymentEvent, { error: string }>): void {
    dispatch(event);
    cart?.setPaymentProcessing(false);
    notify?.({ variant: 'danger', message: event.error });
  }

  function completeBody(request: PayRequest, transactionUuid: string | null): CompleteBody {
    return {
      transactionUuid,
      payments: toWireTenders(request.payments),
      completedWaivers: request.completedWaivers ?? [],
      source: request.source,
      terms: request.terms,
    };
  }

  async function complete(request: PayRequest): Promise<void> {
    const completeKey = state.attempt?.completeKey ?? (creditsOnlyCompleteKey ??= newKey());
    const transactionUuid = state.transaction?.transactionUuid ?? null;
    const paidByCard = request.amountDue > 0;
    dispatch({ type: 'complete/start' });
    if (paidByCard && !transactionUuid) {
      fail({ type: 'complete/failure', error: PAYMENT_MESSAGES.noTransactionId });
      return;
    }
    try {
      const body = completeBody(request, paidByCard ? transactionUuid : null);
      const selected = request.selectedUserId;
      const completed =
        selected !== undefined && selected !== null
          ? await api.pay({ ...body, selectedUserId: Number(selected) }, completeKey)
          : await api.complete(body, completeKey);
      dispatch({ type: 'complete/success', completed });
      cart?.setPaymentProcessing(false);
      cart?.setPaymentComplete(true);
      notify?.({ variant: 'success', message: PAYMENT_MESSAGES.orderCompleted });
      current = null;
      creditsOnlyCompleteKey = null;
    } catch (error) {
      fail({ type: 'complete/failure', error: completeFailureMessage(readCallFailure(error), paidByCard) });
    }
  }

  async function authorise(request: PayRequest, preparation: CheckoutPreparation): Promise<void> {
    const attempt = { authoriseKey: newKey(), completeKey: newKey() };
    dispatch({ type: 'authorise/start', attempt });
    let transaction: Transaction;
    try {
      if (!request.provider) throw new PaymentFlowError(PAYMENT_MESSAGES.authorizationFailed);
      const token = await request.provider.tokenise({ cardholderName: request.cardholderName });
      const billing = request.billing ?? {};
      const selected = request.selectedUserId;
      const body: AuthoriseBody = {
        ...cardFields(token),
        cardHolderName: request.cardholderName,
        sessionKey: preparation.sessionKey,
        ...browser(),
        billingAddress1: billing.address1 ?? '',
        billingCity: billing.city ?? '',
        billingPostcode: billing.postcode ?? '',
        billingCountry: billing.country ?? 'GB',
        completedWaivers: request.completedWaivers ?? [],
        payments: toWireTenders(request.payments),
        source: request.source,
        terms: request.terms,
        saveCard: request.saveCard ?? false,
        savedCardId: request.savedCardId ?? null,
        ...(selected !== undefined && selected !== null ? { selectedUserId: Number(selected) } : {}),
      };
      transaction = toTransaction(await api.authorise(body, attempt.authoriseKey), body);
    } catch (error) {
      fail({ type: 'authorise/failure', error: authoriseFailureMessage(readCallFailure(error)) });
      return;
    }
    if (transaction.transactionStatus === 'failed') {
      fail({ type: 'authorise/failure', error: transaction.message || PAYMENT_MESSAGES.declined });
      return;
    }
    dispatch({ type: 'authorise/success', transaction });
    if (state.status === 'authorized') await complete(request);
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    isBusy: () => busy,

    async prepare(selectedUserId = null) {
      if (!canApply(state, 'prepare/start')) return;
      dispatch({ type: 'prepare/start' });
      try {
        const preparation = await api.prepare({ selectedUserId });
        dispatch({ type: 'prepare/success', preparation });
      } catch (error) {
        const failure = readCallFailure(error);
        const disabled = isPaidBookingDisabled(failure);
        fail({ type: 'prepare/failure', error: prepareFailureMessage(failure), paidBookingDisabled: disabled });
      }
    },

    async pay(request) {
      if (busy) return;
      const { preparation } = state;
      const retryingCompletion = state.status === 'failed' && state.transaction?.transactionStatus === 'authorised';
      const cardNeeded = request.amountDue > 0;
      if (!preparation || state.paidBookingDisabled) return;
      if (!retryingCompletion && !canApply(state, cardNeeded ? 'authorise/start' : 'complete/start')) return;
      busy = true;
      current = request;
      cart?.setPaymentProcessing(true);
      try {
        if (retryingCompletion || !cardNeeded) await complete(request);
        else await authorise(request, preparation);
      } finally {
        // While a challenge is open the attempt is still in flight.
        busy = state.status === 'sca_required' || state.status === 'sca_processing';
      }
    },

    async runChallenge(container) {
      const request = current;
      const transaction = state.transaction;
      if (state.status !== 'sca_required' || !request?.provider || !transaction) return;
      let scaResult: string;
      try {
        scaResult = await request.provider.runChallenge(container, {
          transactionUuid: transaction.transactionUuid,
          scaUrl: transaction.scaUrl,
          scaData: transaction.scaData,
        });
      } catch (error) {
        busy = false;
        fail({ type: 'sca/failure', error: scaFailureMessage(readCallFailure(error)) });
        return;
      }
      if (state.status !== 'sca_required') return; // cleared or reset while the challenge was open
      dispatch({ type: 'sca/start' });
      try {
        const result = await api.completeSca(transaction.transactionUuid, scaResult, request.selectedUserId ?? null);
        if (result.transactionStatus !== 'authorised')
          throw new PaymentFlowError(result.message || PAYMENT_MESSAGES.scaFailed);
        dispatch({ type: 'sca/success' });
      } catch (error) {
        busy = false;
        fail({ type: 'sca/failure', error: scaFailureMessage(readCallFailure(error)) });
        return;
      }
      try {
        await complete(request);
      } finally {
        busy = false;
      }
    },

    clearChallenge() {
      if (!canApply(state, 'sca/clear')) return;
      dispatch({ type: 'sca/clear' });
      busy = false;
      current = null;
      cart?.setPaymentProcessing(false);
    },

    reset() {
      busy = false;
      current = null;
      creditsOnlyCompleteKey = null;
      dispatch({ type: 'reset' });
    },
  };
}
