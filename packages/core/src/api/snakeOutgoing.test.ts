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
      // Flat filters the client snake_cases itself, and near misses that go to toSnake.
      { source: 'online', venueSlugs: ['riverside'], categorySlugs: ['swim'], selectedUserId: 5, pageSize: 20 },
      { fromDate: '2026-01-01', isActive: true, listOfIds: [1, null, 3], none: null },
      { aB: 1, userIDs: [1], venueSlugs: [{ categoryId: 1 }] },
      { startsAt: new Date(0), page_size: 1 },
      5,
      null,
    ];
    for (const sample of samples) expect(await snakeOutgoing(sample)).toEqual(toSnake(sample));
  });

  it("snake_cases a list's flat camelCase filters itself, without loading the toSnake chunk", async () => {
    vi.resetModules();
    vi.doMock('./toSnake.ts', () => ({
      toSnake: () => {
        throw new Error('the toSnake chunk was loaded');
      },
    }));
    try {
      const { snakeOutgoing: withoutChunk } = await import('./snakeOutgoing.ts');
      const filters = { source: 'online', venueSlugs: ['riverside'], categorySlugs: ['swim'] };
      expect(await withoutChunk(filters)).toEqual({
        source: 'online',
        venue_slugs: ['riverside'],
        category_slugs: ['swim'],
      });
      await expect(withoutChunk({ billingAddress1: 'x' })).rejects.toThrow('the toSnake chunk was loaded');
    } finally {
      vi.doUnmock('./toSnake.ts');
      vi.resetModules();
    }
  });

  it('hands snake_case params on untouched, without loading the toSnake chunk', async () => {
    const params = { venue: 'riverside', page_size: 20, filters: [{ category_id: 3 }] };
    expect(await snakeOutgoing(params)).toBe(params);
  });
});
