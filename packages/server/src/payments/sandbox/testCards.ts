/**
 * The sandbox's test cards (demo-data.md): each card number has one fixed outcome in every
 * environment, so tests and demos can drive every branch of the payment protocol.
 */
export type CardOutcome = { kind: 'authorised' } | { kind: 'challenge' } | { kind: 'declined'; message: string | null };

export const TEST_CARDS: Readonly<Record<string, CardOutcome>> = {
  '4242424242424242': { kind: 'authorised' },
  '4000002500003155': { kind: 'challenge' },
  // No message of its own: the client falls back to 'Payment was declined'.
  '4000000000000002': { kind: 'declined', message: null },
  '4000000000009995': { kind: 'declined', message: 'Insufficient funds' },
};

/** Any other well-formed card behaves like a plain successful card, as provider sandboxes do. */
export function outcomeForCard(digits: string): CardOutcome {
  return TEST_CARDS[digits] ?? { kind: 'authorised' };
}
