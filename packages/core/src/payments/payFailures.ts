import type { CallFailure } from './callFailure.ts';
import { PAYMENT_MESSAGES } from './messages.ts';

// The words for what fails after Pay (authorise, 3-D Secure, completion): they load with the pay flow
// (payFlow.ts), not with the checkout's first screen, which can only fail to prepare (failures.ts).

function joinFieldErrors(errors: Record<string, string[]> | null): string | null {
  if (!errors) return null;
  const all = Object.values(errors)
    .flat()
    .filter((m) => m.trim() !== '');
  return all.length > 0 ? all.join(' ') : null;
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
