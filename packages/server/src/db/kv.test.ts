import { claimDebounce } from './kv.ts';
import { testApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});

describe('shared key-value state', () => {
  it('a debounce lives in the database: one winner among concurrent callers, open again after the window', async () => {
    const now = new Date('2030-01-01T10:00:00Z');
    const results = await Promise.all(Array.from({ length: 10 }, () => claimDebounce(t.db, 'cart:add:1', 250, now)));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await claimDebounce(t.db, 'cart:add:1', 250, new Date(now.getTime() + 100))).toBe(false);
    expect(await claimDebounce(t.db, 'cart:add:1', 250, new Date(now.getTime() + 251))).toBe(true);
  });
});
