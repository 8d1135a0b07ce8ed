import { maxApplicable, validateCreditTenders } from './maxApplicable.ts';

describe('credit max applicable', () => {
  it('CART-005 is bounded by the balance held and by the unpaid total', () => {
    expect(maxApplicable(1000, 8500, 0)).toBe(1000);
    expect(maxApplicable(1000, 600, 0)).toBe(600);
    expect(maxApplicable(1000, 8500, 8000)).toBe(500);
    expect(maxApplicable(1000, 500, 900)).toBe(0);
  });

  it('PAY-020 accepts membership and general tenders within their limits', () => {
    const r = validateCreditTenders(
      [
        { type: 'membership', amount: 1000 },
        { type: 'general', amount: 500 },
      ],
      { membership: 1000, general: 500 },
      4500,
    );
    expect(r).toEqual({
      ok: true,
      tenders: [
        { type: 'membership', amount: 1000 },
        { type: 'general', amount: 500 },
      ],
    });
  });

  it('PAY-020 refuses more than max applicable, fractions and negatives, keyed by type', () => {
    const over = validateCreditTenders([{ type: 'general', amount: 501 }], { membership: 0, general: 500 }, 4500);
    expect(over).toEqual({
      ok: false,
      errors: { 'credits.general.amount': ['The amount may not be greater than 500.'] },
    });
    const both = validateCreditTenders(
      [
        { type: 'membership', amount: 400 },
        { type: 'general', amount: 200 },
      ],
      { membership: 1000, general: 500 },
      500,
    );
    expect(both.ok).toBe(false);
    expect(validateCreditTenders([{ type: 'general', amount: 1.5 }], { membership: 0, general: 500 }, 4500).ok).toBe(
      false,
    );
    expect(validateCreditTenders([{ type: 'general', amount: -1 }], { membership: 0, general: 500 }, 4500).ok).toBe(
      false,
    );
  });

  it('PAY-015 a later tender of the same type replaces the earlier one; zero drops it', () => {
    const r = validateCreditTenders(
      [
        { type: 'general', amount: 100 },
        { type: 'general', amount: 300 },
        { type: 'membership', amount: 0 },
      ],
      { membership: 1000, general: 500 },
      4500,
    );
    expect(r).toEqual({ ok: true, tenders: [{ type: 'general', amount: 300 }] });
  });
});
