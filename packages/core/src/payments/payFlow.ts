import { readBrowserDetails } from './browserDetails.ts';
import { readCallFailure } from './callFailure.ts';
import { PaymentFlowError } from './failures.ts';
import { PAYMENT_MESSAGES } from './messages.ts';
import { authoriseFailureMessage, completeFailureMessage, scaFailureMessage } from './payFailures.ts';
import { toTransaction, type Transaction } from './transaction.ts';
import type { AuthoriseBody, CompleteBody, PayRequest, PaymentRun, WireTender } from './controller.ts';
import type { CardToken, CheckoutPreparation, CreditTender } from './types.ts';

// What runs once a person presses Pay: tokenise and authorise, the 3-D Secure challenge, completion. The
// controller (controller.ts) starts the attempt and loads this on the first press, so the checkout's first
// screen carries none of it; the steps share the controller's state through `run`.

/** The steps after Pay, on one controller's state. */
export interface PayFlow {
  /** Tokenises the card and authorises; completes at once unless the bank asks for 3-D Secure. */
  authorise(
    request: PayRequest,
    preparation: CheckoutPreparation,
    attempt: { authoriseKey: string; completeKey: string },
  ): Promise<void>;
  /** Completes the order (after authorise, after 3-D Secure, or with credits alone). */
  complete(request: PayRequest): Promise<void>;
  /** Runs the open challenge of the current attempt in `container`, then completes. */
  runChallenge(container: HTMLElement): Promise<void>;
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

export function createPayFlow(run: PaymentRun): PayFlow {
  const { api, cart, notify } = run.deps;
  const browser = run.deps.browserDetails ?? readBrowserDetails;
  const { dispatch, fail } = run;

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
    const completeKey = run.state.attempt?.completeKey ?? (run.creditsOnlyCompleteKey ??= run.newKey());
    const transactionUuid = run.state.transaction?.transactionUuid ?? null;
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
      run.current = null;
      run.creditsOnlyCompleteKey = null;
    } catch (error) {
      fail({ type: 'complete/failure', error: completeFailureMessage(readCallFailure(error), paidByCard) });
    }
  }

  async function authorise(
    request: PayRequest,
    preparation: CheckoutPreparation,
    attempt: { authoriseKey: string; completeKey: string },
  ): Promise<void> {
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
    if (run.state.status === 'authorized') await complete(request);
  }

  async function runChallenge(container: HTMLElement): Promise<void> {
    const request = run.current;
    const transaction = run.state.transaction;
    if (run.state.status !== 'sca_required' || !request?.provider || !transaction) return;
    let scaResult: string;
    try {
      scaResult = await request.provider.runChallenge(container, {
        transactionUuid: transaction.transactionUuid,
        scaUrl: transaction.scaUrl,
        scaData: transaction.scaData,
      });
    } catch (error) {
      run.busy = false;
      fail({ type: 'sca/failure', error: scaFailureMessage(readCallFailure(error)) });
      return;
    }
    if (run.state.status !== 'sca_required') return; // cleared or reset while the challenge was open
    dispatch({ type: 'sca/start' });
    try {
      const result = await api.completeSca(transaction.transactionUuid, scaResult, request.selectedUserId ?? null);
      if (result.transactionStatus !== 'authorised')
        throw new PaymentFlowError(result.message || PAYMENT_MESSAGES.scaFailed);
      dispatch({ type: 'sca/success' });
    } catch (error) {
      run.busy = false;
      fail({ type: 'sca/failure', error: scaFailureMessage(readCallFailure(error)) });
      return;
    }
    try {
      await complete(request);
    } finally {
      run.busy = false;
    }
  }

  return { authorise, complete, runChallenge };
}
