// The payment flow's user-facing texts, exactly as flows §8 and contracts §8 write them.
// TODO(helper-4 catalogue): these mirror core's message catalogue (namespace `checkout`); once `t()` exists
// the view layer may read them from there, the strings themselves must not change.
export const PAYMENT_MESSAGES = {
  preparationFailed: 'Preparation failed',
  authorizationFailed: 'Authorization failed',
  completionFailed: 'Payment completion failed',
  scaFailed: '3D Secure verification failed',
  noTransactionId: 'No transaction ID available for payment completion',
  providerNotSupported: 'Payment provider is not supported',
  declined: 'Payment was declined',
  orderNotCompleted: 'Unable to complete your order, please try again.',
  waiversFailed: 'Error with waivers, unable to complete order, please try again',
  orderCompleted: 'Order completed Successfully.',
  creditApplied: 'Credit successfully applied.',
  creditNotApplied: 'Credit amount could not be applied.',
  /** Not in the spec: shown when a provider's script (Stripe.js) cannot load. */
  cardPaymentsUnavailable: 'Card payments are unavailable right now. Please try again later.',
} as const;

export type PaymentMessageKey = keyof typeof PAYMENT_MESSAGES;
