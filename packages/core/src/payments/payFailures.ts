import type { CallFailure } from './callFailure.ts';
import { PAYMENT_MESSAGES } from './messages.ts';

// The words for what fails after Pay (authorise, 3-D Secure, completion): they load with the pay flow
// (payFlow.ts), not with the checkout's first screen, which can only fail to prepare (failures.ts).

/**
 * Field errors as one text, each a sentence: card providers' messages often have no full stop ("Invalid card
 * number"), and joined as they came they read as one run-on line. Empty when there are none.
 */
export function joinAsSentences(messages: readonly string[]): string {
  return messages
    .map((m) => m.trim())
    .filter((m) => m !== '')
    .map((m) => (/[.!?]$/.test(m) ? m : `${m}.`))
    .join(' ');
}

function joinFieldErrors(errors: Record<string, string[]> | null): string | null {
  return (errors && joinAsSentences(Object.values(errors).flat())) || null;
}

/** flows §5: a 422 shows the joined field errors or else the message; a decline its message or 'Payment was declined'.
 */
export function authoriseFailureMessage(failure: CallFailure): string {
  if (failure.status === 422)
    return joinFieldErrors(failure.errors) ?? failure.message ?? PAYMENT_MESSAGES.authorizationFailed;
  if (failure.status === 402) return failure.message ?? PAYMENT_MESSAGES.declined;
  return failure.message ?? PAYMENT_MESSAGES.authorizationFailed;
}

export function scaFailureMessage(failure: CallFailure): string {
  return failure.message ?? PAYMENT_MESSAGES.scaFailed;
}

function mentionsWaivers(failure: CallFailure): boolean {
  return Object.keys(failure.errors ?? {}).some((key) => key.includes('waiver'));
}

/**
 * Completion failures: waiver problems get their own text; otherwise the server's message, else
 * 'Payment completion failed' for a card payment, or 'Unable to complete your order, please try again.'
 * when there was no card payment (credits covered everything).
 */
export function completeFailureMessage(failure: CallFailure, paidByCard: boolean): string {
  if (mentionsWaivers(failure)) return PAYMENT_MESSAGES.waiversFailed;
  if (failure.status === 402) return failure.message ?? PAYMENT_MESSAGES.declined;
  if (failure.message) return failure.message;
  return paidByCard ? PAYMENT_MESSAGES.completionFailed : PAYMENT_MESSAGES.orderNotCompleted;
}
