import { toCamel, toSnake } from './casing.ts';

describe('casing', () => {
  it('API-005 camelCases deeply, keeping error field paths, and names time_24h as its type does (time24h)', () => {
    expect(
      toCamel({
        starts_at: { utc: 'u', time_24h: '09:00' },
        is_v2: true,
        billing_address1: 'x',
        list: [{ sort_key: '1', child_items: [{ max_quantity: null }] }],
        errors: { 'data.items.0.custom_question_answers.5': ['Required'] },
      }),
    ).toEqual({
      startsAt: { utc: 'u', time24h: '09:00' },
      isV2: true,
      billingAddress1: 'x',
      list: [{ sortKey: '1', childItems: [{ maxQuantity: null }] }],
      errors: { 'data.items.0.custom_question_answers.5': ['Required'] },
    });
    expect(toCamel([{ a_b: 1 }])).toEqual([{ aB: 1 }]);
    expect(toCamel('text')).toBe('text');
  });

  it('API-004 snake_cases deeply and leaves primitives alone', () => {
    expect(toSnake({ isV2: true, billingAddress1: 'x', items: [{ purchasableId: '1' }] })).toEqual({
      is_v2: true,
      billing_address1: 'x',
      items: [{ purchasable_id: '1' }],
    });
    expect(toSnake(5)).toBe(5);
  });
});
