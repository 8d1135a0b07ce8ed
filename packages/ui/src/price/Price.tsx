import { currencySymbol, formatMoney } from '@venue/core';
import * as styles from './price.css';

/** Money as the wire or the store carries it: integer minor units and an ISO currency. */
export interface PriceMoney {
  value: number;
  currency?: string | null;
}

export interface PriceProps {
  money: PriceMoney | null | undefined;
  /** Text for an amount of 0 (e.g. 'Free'); by default zero shows as £0.00. */
  zeroLabel?: string;
  className?: string;
}

/**
 * An amount formatted from its minor units (two decimals; symbols other than £ get a space), never
 * trusting a preformatted string so every price on a page reads the same way.
 */
export function Price({ money, zeroLabel, className }: PriceProps) {
  const value = money && Number.isFinite(money.value) ? money.value : 0;
  const text = value === 0 && zeroLabel ? zeroLabel : formatMoney(value, currencySymbol(money?.currency ?? 'GBP'));
  return <span className={[styles.price, className ?? ''].join(' ').trim()}>{text}</span>;
}
