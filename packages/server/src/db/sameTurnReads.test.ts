import { describe, expect, it } from 'vitest';
import { SameTurnReads } from './sameTurnReads.ts';

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('SameTurnReads', () => {
  it('gives reads of one key asked for in one turn one load, and each key its own', async () => {
    const reads = new SameTurnReads();
    const loads: string[] = [];
    const load = (key: string) => () => (loads.push(key), Promise.resolve({ key }));
    const [a1, a2, b] = await Promise.all([
      reads.read('a', load('a')),
      reads.read('a', load('a')),
      reads.read('b', load('b')),
    ]);
    expect(loads).toEqual(['a', 'b']);
    expect(a1).toBe(a2);
    expect(b).toEqual({ key: 'b' });
  });

  it('sends no load before the turn ends, so every read of the turn has asked before its query goes out', async () => {
    const reads = new SameTurnReads();
    let loaded = 0;
    const first = reads.read('a', async () => ++loaded);
    await Promise.resolve();
    expect(loaded).toBe(0);
    const second = reads.read('a', async () => ++loaded);
    expect(await first).toBe(1);
    expect(await second).toBe(1);
  });

  it('never answers a read asked for after the query went out from that query', async () => {
    const reads = new SameTurnReads();
    let release!: () => void;
    let loads = 0;
    const slow = () => {
      loads += 1;
      const n = loads;
      return new Promise<number>((resolve) => (release = () => resolve(n)));
    };
    const first = reads.read('a', slow);
    await nextTurn();
    expect(loads).toBe(1); // the first query is out and has not answered
    const later = reads.read('a', async () => ++loads);
    release();
    expect(await first).toBe(1);
    expect(await later).toBe(2);
  });

  it('rejects every read of the turn when the load fails, and loads afresh next time', async () => {
    const reads = new SameTurnReads();
    const failing = () => Promise.reject(new Error('venue not found'));
    const results = await Promise.allSettled([reads.read('a', failing), reads.read('a', failing)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(await reads.read('a', async () => 'found')).toBe('found');
  });
});
