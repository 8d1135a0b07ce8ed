import { snakeOutgoing } from './snakeOutgoing.ts';
import { toSnake } from './toSnake.ts';

describe('snakeOutgoing', () => {
  it('answers what toSnake answers, for keys that change and keys that do not', async () => {
    const samples: unknown[] = [
      { venue: 'riverside', page_size: 20, time_24h: true, x1y: 1 },
      { isV2: true, billingAddress1: 'x', items: [{ purchasableId: '1' }] },
      { answers: [{ question_id: 1, answerText: 'yes' }], nested: { deep_key: { innerKey: 2 } } },
      [{ a: 1 }, { bC: 2 }],
      { when: new Date(0) },
      5,
      null,
    ];
    for (const sample of samples) expect(await snakeOutgoing(sample)).toEqual(toSnake(sample));
  });

  it('hands snake_case params on untouched, without loading snakecase-keys', async () => {
    const params = { venue: 'riverside', page_size: 20, filters: [{ category_id: 3 }] };
    expect(await snakeOutgoing(params)).toBe(params);
  });
});
