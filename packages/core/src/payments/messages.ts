import { catalogue } from '../messages/catalogue.ts';

// The payment flow's user-facing texts, taken from core's message catalogue (flows §8), plus the one
// state the spec does not word: a provider whose script cannot load.
const checkout = catalogue.checkout;

export const PAYMENT_MESSAGES = {
  preparationFailed: checkout.preparationFailed,
  authorizationFailed: checkout.authorizationFailed,
  completionFailed: checkout.paymentCompletionFailed,
  scaFailed: checkout.scaFailed,
  noTransactionId: checkout.noTransactionId,
  providerNotSupported: checkout.providerNotSupported,
  declined: checkout.paymentDeclined,
  orderNotCompleted: checkout.orderFailed,
  waiversFailed: checkout.waiverError,
  orderCompleted: checkout.orderCompleted,
  /** Not in the spec: shown when a provider's script (Stripe.js) cannot load. */
  cardPaymentsUnavailable: 'Card payments are unavailable right now. Please try again later.',
} as const;

export type PaymentMessageKey = keyof typeof PAYMENT_MESSAGES;
