import { ChunkLoadError, CHUNK_TIMEOUT_MS, withChunkTimeout } from './withChunkTimeout.ts';

describe('withChunkTimeout', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('CONST-012 uses a 120 s timeout', () => {
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
  });

  it("MSG-035 CONST-012 rejects with 'Loading chunk failed' when the chunk takes longer than 120 s", async () => {
    const never = new Promise<never>(() => {});
    const result = withChunkTimeout(() => never);
    const settled = expect(result).rejects.toThrow('Loading chunk failed');
    vi.advanceTimersByTime(CHUNK_TIMEOUT_MS - 1);
    let early = false;
    result.catch(() => (early = true));
    await Promise.resolve();
    expect(early).toBe(false);
    vi.advanceTimersByTime(1);
    await settled;
  });

  it('MSG-035 turns a failed import into a ChunkLoadError', async () => {
    await expect(
      withChunkTimeout(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))),
    ).rejects.toBeInstanceOf(ChunkLoadError);
  });

  it('CONST-012 resolves with the module when it arrives in time', async () => {
    await expect(withChunkTimeout(() => Promise.resolve({ default: 42 }))).resolves.toEqual({ default: 42 });
  });
});
