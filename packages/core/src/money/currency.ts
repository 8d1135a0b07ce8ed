// Currency symbols apart from the amounts (money.ts): the client's currency is read at start-up, in the
// runtime every page loads, while formatting and parsing amounts is the views' (and a signed-in user's).
export const DEFAULT_CURRENCY_SYMBOL = '£';

const SYMBOLS: Record<string, string> = {
  GBP: '£',
  EUR: '€',
  USD: '$',
  AUD: '$',
  CAD: '$',
  NZD: '$',
  CHF: 'CHF',
  SEK: 'kr',
  NOK: 'kr',
  DKK: 'kr',
};

/** The symbol for an ISO currency code; unknown codes show as the code itself. */
export function currencySymbol(currency: string | null | undefined): string {
  if (!currency) return DEFAULT_CURRENCY_SYMBOL;
  return SYMBOLS[currency.toUpperCase()] ?? currency.toUpperCase();
}
