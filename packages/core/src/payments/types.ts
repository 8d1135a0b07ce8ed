// Shapes the payment flow works with, as the client sees them (camelCased by the API client).
// Wire shapes are in docs/CONVENTIONS.md, "Card payments".
import type { CreditTender, MoneyWire, TransactionStatus } from '../domain/types.ts';

export type { CreditTender, TransactionStatus };

/** Money as the API sends it (integer minor units). */
export type PaymentMoney = MoneyWire;

export type PaymentProviderKind = 'sandbox' | 'stripe';

/** The answer of `GET /api/checkout/prepare`. */
export interface CheckoutPreparation {
  provider: string;
  sessionKey: string;
  sessionKeyExpiresAt: string | null;
  cardFieldsUrl: string | null;
  /** Terms HTML the customer must agree to, or null when there are none. */
  terms: string | null;
  total: PaymentMoney;
  balance: PaymentMoney;
  paidBookingDisabled: boolean;
  /** Stripe only: the publishable key and an optional SetupIntent secret for saving the card. */
  publishableKey?: string | null;
  setupIntentClientSecret?: string | null;
}

/** The answer of `POST /api/checkout/authorise` (flows §3 Transaction). */
export interface PaymentTransaction {
  transactionUuid: string;
  transactionStatus: TransactionStatus;
  scaUrl: string | null;
  scaData: unknown;
  message: string | null;
}

/** What the card provider gave back for the card the customer typed. */
export type CardToken =
  | { kind: 'card_identifier'; cardIdentifier: string }
  | { kind: 'payment_method'; paymentMethodId: string; setupIntentId: string | null };

export interface CompletedOrder {
  completeOrderId: string | number;
  order: unknown;
}
