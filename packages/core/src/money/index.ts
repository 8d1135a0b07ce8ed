export {
  currencySymbol,
  formatMoney,
  parseMoney,
  zeroMoney,
  DEFAULT_CURRENCY_SYMBOL,
  type Money,
  type MoneyWire,
} from './money.ts';
