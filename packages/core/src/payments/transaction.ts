import { CHECKOUT_COMPLETE_PATH, CHECKOUT_PAY_PATH, type AuthoriseBody } from '../api/endpoints/checkout.ts';
import type { PaymentTransaction } from './types.ts';

/** Online checkout, or front of house paying for the selected customer (flows §7). */
export type CheckoutMode = 'online' | 'front-of-house';

/** Where an authorised payment is completed in each mode (flows §7, PAY-033: front of house uses `/pay`). */
export const CHECKOUT_URLS = {
  online: CHECKOUT_COMPLETE_PATH,
  'front-of-house': CHECKOUT_PAY_PATH,
} as const satisfies Record<CheckoutMode, string>;

/**
 * flows §3 Transaction: the authorise answer (transactionUuid, transactionStatus, scaUrl, scaData) with what
 * the attempt was authorised with: its merchant session key, the saved card (kept for next time, or the one
 * paid with), the mode and the checkout URL that completes it.
 */
export interface Transaction extends PaymentTransaction {
  sessionKey: string | null;
  savedCard: { save: boolean; savedCardId: string | number | null };
  mode: CheckoutMode;
  url: (typeof CHECKOUT_URLS)[CheckoutMode];
}

/** The transaction of one authorise call: its answer, and the contract fields of the body that was sent. */
export function toTransaction(
  answer: PaymentTransaction,
  sent: Pick<AuthoriseBody, 'sessionKey' | 'saveCard' | 'savedCardId' | 'selectedUserId'>,
): Transaction {
  const mode: CheckoutMode =
    sent.selectedUserId !== undefined && sent.selectedUserId !== null ? 'front-of-house' : 'online';
  return {
    ...answer,
    sessionKey: sent.sessionKey ?? null,
    savedCard: { save: sent.saveCard ?? false, savedCardId: sent.savedCardId ?? null },
    mode,
    url: CHECKOUT_URLS[mode],
  };
}
