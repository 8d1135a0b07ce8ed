import { currencySymbol, formatMoney, parseMoney, DEFAULT_CURRENCY_SYMBOL } from './index.ts';

describe('money', () => {
  it('CONST-003 integer minor units are shown with two decimals', () => {
    expect(formatMoney(1050)).toBe('£10.50');
    expect(formatMoney(8500)).toBe('£85.00');
    expect(formatMoney(5)).toBe('£0.05');
    expect(formatMoney(0)).toBe('£0.00');
    expect(formatMoney(-250)).toBe('-£2.50');
  });

  it('CONST-004 the default currency symbol is £', () => {
    expect(DEFAULT_CURRENCY_SYMBOL).toBe('£');
    expect(currencySymbol(undefined)).toBe('£');
    expect(formatMoney(100)).toBe('£1.00');
  });

  it('CONST-005 symbols other than £ get a space after them', () => {
    expect(formatMoney(1050, '€')).toBe('€ 10.50');
    expect(formatMoney(1050, '$')).toBe('$ 10.50');
    expect(formatMoney(1050, '£')).toBe('£10.50');
  });

  it('CONST-002 CART-020 parses the wire Money object into formatted, decimal and raw', () => {
    const m = parseMoney({ formatted: '£85.00', value: 8500, currency: 'GBP' });
    expect(m).toEqual({ value: 8500, raw: 8500, decimal: 85, currency: 'GBP', formatted: '£85.00' });
    expect(parseMoney({ formatted: '€12.30', value: 1230, currency: 'EUR' }).formatted).toBe('€ 12.30');
    expect(parseMoney(null).value).toBe(0);
  });
});
