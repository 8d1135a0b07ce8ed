// Shapes the payment flow works with, as the client sees them (camelCased by the API client).
// The answers are the contract's (the server validates its responses against the same schemas);
// docs/CONVENTIONS.md "Card payments" describes them.
import type { z } from 'zod';
import type { checkoutPreparation, completedOrder, scaCompletion, transaction } from '../contract/checkout.ts';
import type { Camelized } from '../domain/contract-views.ts';
import type { CreditTender, MoneyWire, TransactionStatus } from '../domain/types.ts';

export type { CreditTender, TransactionStatus };

/** Money as the API sends it (integer minor units). */
export type PaymentMoney = MoneyWire;

export type PaymentProviderKind = 'sandbox' | 'stripe';

/**
 * The answer of `GET /api/checkout/prepare`: terms HTML or null; Stripe adds the publishable key and an
 * optional SetupIntent secret for saving the card, the sandbox the customer's saved cards.
 */
export type CheckoutPreparation = Camelized<z.infer<typeof checkoutPreparation>>;

/** The answer of `POST /api/checkout/authorise` (flows §3 Transaction). */
export type PaymentTransaction = Camelized<z.infer<typeof transaction>>;

/** The answer of `POST /api/payment-providers/sca-completion/{transactionUuid}`. */
export type ScaCompletionResult = Camelized<z.infer<typeof scaCompletion>>;

/** What the card provider gave back for the card the customer typed. */
export type CardToken =
  | { kind: 'card_identifier'; cardIdentifier: string }
  | { kind: 'payment_method'; paymentMethodId: string; setupIntentId: string | null };

/** The answer of `POST /api/checkout/complete` and `/pay`: the order id and the order (contracts §3). */
export type CompletedOrder = Camelized<z.infer<typeof completedOrder>>;
