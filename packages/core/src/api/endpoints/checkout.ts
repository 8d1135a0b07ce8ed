// The checkout calls (docs/CONVENTIONS.md "Card payments"). Bodies are the contract's, camelCased like
// every other call: the API client snake_cases them on the way out and camelCases the answers.
// No error toasts here: the payment controller words every failure itself (flows §5, §8).
import type { z } from 'zod';
import type { authoriseBody, completeBody, payBody, scaCompletionBody } from '../../contract/checkout.ts';
import type { Camelized } from '../../domain/contract-views.ts';
import type { CompletedOrder, PaymentTransaction, ScaCompletionResult } from '../../payments/types.ts';
import type { ApiClient } from '../client.ts';
import { getApi } from '../global.ts';

export { prepareCheckout } from './checkoutPrepare.ts';

/** The declared fields of a loose zod object, without its `[key: string]: unknown` catch-all. */
type Declared<T> = { [K in keyof T as string extends K ? never : K]: T[K] };
type Body<S extends z.ZodType> = Camelized<Declared<z.input<S>>>;

/** Body of `POST /api/checkout/authorise`. */
export type AuthoriseBody = Body<typeof authoriseBody>;
/** Body of `POST /api/checkout/complete`. */
export type CompleteBody = Body<typeof completeBody>;
/** Body of `POST /api/checkout/pay` (front of house: selectedUserId is required). */
export type PayBody = Body<typeof payBody>;
/** Body of `POST /api/payment-providers/sca-completion/{transactionUuid}`. */
export type ScaCompletionBody = Body<typeof scaCompletionBody>;
export type { ScaCompletionResult };

/** POST /api/checkout/authorise with the attempt's Idempotency-Key. */
export async function authoriseCheckout(
  body: AuthoriseBody,
  idempotencyKey: string,
  api: ApiClient = getApi(),
): Promise<PaymentTransaction> {
  return (await api.post<PaymentTransaction>('/api/checkout/authorise', { body, idempotencyKey })).data;
}

/** POST /api/payment-providers/sca-completion/{transactionUuid}: the 3-D Secure result. */
export async function completeSca(
  body: ScaCompletionBody & { transactionUuid: string },
  api: ApiClient = getApi(),
): Promise<ScaCompletionResult> {
  const path = `/api/payment-providers/sca-completion/${encodeURIComponent(body.transactionUuid)}`;
  return (await api.post<ScaCompletionResult>(path, { body })).data;
}

/** Where a payment is completed: online, and at front of house for the selected customer (flows §7). */
export const CHECKOUT_COMPLETE_PATH = '/api/checkout/complete';
export const CHECKOUT_PAY_PATH = '/api/checkout/pay';

/** POST /api/checkout/complete with the attempt's Idempotency-Key. */
export async function completeCheckout(
  body: CompleteBody,
  idempotencyKey: string,
  api: ApiClient = getApi(),
): Promise<CompletedOrder> {
  return (await api.post<CompletedOrder>(CHECKOUT_COMPLETE_PATH, { body, idempotencyKey })).data;
}

/** POST /api/checkout/pay: front of house completes for the selected customer. */
export async function payCheckout(
  body: PayBody,
  idempotencyKey: string,
  api: ApiClient = getApi(),
): Promise<CompletedOrder> {
  return (await api.post<CompletedOrder>(CHECKOUT_PAY_PATH, { body, idempotencyKey })).data;
}
