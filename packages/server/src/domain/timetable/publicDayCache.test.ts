import { describe, expect, it } from 'vitest';
import { VersionedCache } from './publicDayCache.ts';

describe('VersionedCache (issue 12)', () => {
  it('serves an entry only under the version it was built under', async () => {
    const cache = new VersionedCache<string>(10);
    let loads = 0;
    const load = (v: string) => () => Promise.resolve(`${v}:${++loads}`);
    expect(await cache.get('k', 1, load('a'))).toBe('a:1');
    expect(await cache.get('k', 1, load('b'))).toBe('a:1');
    expect(await cache.get('k', 2, load('c'))).toBe('c:2');
    expect(await cache.get('k', 2, load('d'))).toBe('c:2');
  });

  it('a request that read an older version loads for itself and leaves the newer entry', async () => {
    const cache = new VersionedCache<string>(10);
    await cache.get('k', 5, () => Promise.resolve('v5'));
    expect(await cache.get('k', 4, () => Promise.resolve('v4'))).toBe('v4');
    expect(await cache.get('k', 5, () => Promise.resolve('other'))).toBe('v5');
  });

  it('concurrent misses share one load; a failed load is not kept', async () => {
    const cache = new VersionedCache<string>(10);
    let loads = 0;
    const slow = () => new Promise<string>((r) => setTimeout(() => r(`x${++loads}`), 10));
    const [a, b] = await Promise.all([cache.get('k', 1, slow), cache.get('k', 1, slow)]);
    expect([a, b, loads]).toEqual(['x1', 'x1', 1]);
    await expect(cache.get('f', 1, () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    await new Promise((r) => setTimeout(r, 0));
    expect(await cache.get('f', 1, () => Promise.resolve('ok'))).toBe('ok');
  });

  it('keeps at most maxEntries, dropping the least recently used', async () => {
    const cache = new VersionedCache<string>(2);
    await cache.get('a', 1, () => Promise.resolve('a'));
    await cache.get('b', 1, () => Promise.resolve('b'));
    await cache.get('a', 1, () => Promise.resolve('a2')); // a is now the most recent
    await cache.get('c', 1, () => Promise.resolve('c'));
    expect(cache.size).toBe(2);
    expect(await cache.get('a', 1, () => Promise.resolve('a3'))).toBe('a');
    expect(await cache.get('b', 1, () => Promise.resolve('b2'))).toBe('b2');
  });
});
