// The payment flow: a pure state machine (flows §4), a controller that drives the checkout calls,
// and the card provider interface with its two providers (loaded on demand).
export { PAYMENT_STATUSES, initialPaymentState } from './state.ts';
export type { PaymentEvent, PaymentEventType, PaymentState, PaymentStatus, PaymentStep } from './state.ts';
export { paymentReducer, canApply as canApplyPaymentEvent } from './payMachine.ts';
export { PAYMENT_MESSAGES } from './messages.ts';
export type { PaymentMessageKey } from './messages.ts';
export { PaymentFlowError } from './failures.ts';
export { readCallFailure, prepareFailureMessage, isPaidBookingDisabled } from './callFailure.ts';
export { authoriseFailureMessage, completeFailureMessage, scaFailureMessage } from './payFailures.ts';
export type { CallFailure } from './callFailure.ts';
export { createPaymentController } from './controller.ts';
export type {
  AuthoriseBody,
  BillingAddress,
  CheckoutApi,
  CompleteBody,
  PayBody,
  PayRequest,
  PaymentCartFlags,
  PaymentController,
  PaymentControllerDeps,
  PaymentNotice,
  WireTender,
} from './controller.ts';
export { isSupportedProvider, loadCardProvider } from './provider.ts';
export { ProviderUnavailableError } from './providerUnavailable.ts';
export type { CardProvider, ProviderOptions, ScaChallenge } from './provider.ts';
export type { StripeLike, StripeCardElementLike } from './stripeProvider.ts';
export { readBrowserDetails } from './browserDetails.ts';
export type { BrowserDetails } from './browserDetails.ts';
export type {
  CardToken,
  CheckoutPreparation,
  CompletedOrder,
  PaymentMoney,
  PaymentProviderKind,
  PaymentTransaction,
} from './types.ts';
export { createCheckoutApi } from './checkoutApi.ts';
export { CHECKOUT_URLS, toTransaction } from './transaction.ts';
export type { CheckoutMode, Transaction } from './transaction.ts';
