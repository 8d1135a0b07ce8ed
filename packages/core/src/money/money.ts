import { currencySymbol, DEFAULT_CURRENCY_SYMBOL } from './currency.ts';

/** Money as it travels on the wire (contracts §3): integer minor units plus ISO 4217 currency. */
export interface MoneyWire {
  formatted: string;
  value: number;
  currency: string;
}

/** The client's view of an amount: the wire object plus the decimal form (flows §3: formatted, decimal, raw). */
export interface Money {
  /** Integer minor units (pence). */
  value: number;
  /** Same as value; the spec's client-side name for the unconverted amount. */
  raw: number;
  /** value / 100, for arithmetic that wants pounds. */
  decimal: number;
  currency: string;
  formatted: string;
}

export { currencySymbol, DEFAULT_CURRENCY_SYMBOL } from './currency.ts';

/**
 * Minor units shown with two decimals. '£' sits directly before the number; any other symbol is
 * followed by a space (flows §9): 1050 -> '£10.50', with '€' -> '€ 10.50'.
 */
export function formatMoney(minorUnits: number, symbol: string = DEFAULT_CURRENCY_SYMBOL): string {
  const units = Math.round(minorUnits);
  const sign = units < 0 ? '-' : '';
  const abs = Math.abs(units);
  const text = `${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
  const separator = symbol === '£' ? '' : ' ';
  return `${sign}${symbol}${separator}${text}`;
}

/** Reads a wire Money object (already camelCased or not; the keys are the same). */
export function parseMoney(wire: MoneyWire | null | undefined): Money {
  const value = wire && Number.isFinite(wire.value) ? Math.round(wire.value) : 0;
  const currency = wire?.currency ?? 'GBP';
  return {
    value,
    raw: value,
    decimal: value / 100,
    currency,
    formatted: formatMoney(value, currencySymbol(currency)),
  };
}

/** Zero in a currency, for empty carts. */
export function zeroMoney(currency = 'GBP'): Money {
  return parseMoney({ value: 0, currency, formatted: '' });
}
