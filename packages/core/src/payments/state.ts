import type { Transaction } from './transaction.ts';
import type { CheckoutPreparation, CompletedOrder } from './types.ts';

/** Every state of the payment flow (flows §4), spelled as listed (decision C9: `authorized`). */
export const PAYMENT_STATUSES = [
  'idle',
  'preparing',
  'prepare_failed',
  'ready',
  'authorizing',
  'authorized',
  'sca_required',
  'sca_processing',
  'completing',
  'completed',
  'failed',
] as const;

export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export interface PaymentState {
  status: PaymentStatus;
  preparation: CheckoutPreparation | null;
  /** Set by a 403 on prepare carrying paid_booking_disabled; the view then disables paying. */
  paidBookingDisabled: boolean;
  /** flows §3 Transaction: the authorise answer and what it was authorised with. */
  transaction: Transaction | null;
  /** Idempotency keys of the attempt in progress; a retry of the same attempt reuses them. */
  attempt: { authoriseKey: string; completeKey: string } | null;
  completed: CompletedOrder | null;
  /** The last failure's message; kept while a new attempt runs (flows §4). */
  error: string | null;
  /** Which step produced `error`; a successful prepare clears only a prepare error. */
  failedStep: PaymentStep | null;
}

export type PaymentStep = 'prepare' | 'authorise' | 'sca' | 'complete';

export const initialPaymentState: PaymentState = Object.freeze({
  status: 'idle',
  preparation: null,
  paidBookingDisabled: false,
  transaction: null,
  attempt: null,
  completed: null,
  error: null,
  failedStep: null,
}) as PaymentState;

export type PaymentEvent =
  | { type: 'prepare/start' }
  | { type: 'prepare/success'; preparation: CheckoutPreparation }
  | { type: 'prepare/failure'; error: string; paidBookingDisabled: boolean }
  | { type: 'authorise/start'; attempt: { authoriseKey: string; completeKey: string } }
  | { type: 'authorise/success'; transaction: Transaction }
  | { type: 'authorise/failure'; error: string }
  | { type: 'sca/start' }
  | { type: 'sca/success' }
  | { type: 'sca/failure'; error: string }
  | { type: 'sca/clear' }
  | { type: 'complete/start' }
  | { type: 'complete/success'; completed: CompletedOrder }
  | { type: 'complete/failure'; error: string }
  /** Pay's own code could not be fetched, so the attempt never started (store/checkout.ts). */
  | { type: 'pay/unavailable'; error: string; failedStep: PaymentStep }
  | { type: 'reset' };

export type PaymentEventType = PaymentEvent['type'];
