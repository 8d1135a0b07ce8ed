import { afterEach, describe, expect, it, vi } from 'vitest';
import { repeat } from './repeat.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('repeat', () => {
  it('runs the task every interval, never two rounds at once, and stopping waits for the round under way', async () => {
    vi.useFakeTimers();
    let finish: () => void = () => {};
    let started = 0;
    let finished = 0;
    const stop = repeat(
      () =>
        new Promise<void>((resolve) => {
          started += 1;
          finish = () => {
            finished += 1;
            resolve();
          };
        }),
      1_000,
      '[test]',
    );
    await vi.advanceTimersByTimeAsync(999);
    expect(started).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(started).toBe(1);
    // The first round is still running: the next ticks start nothing.
    await vi.advanceTimersByTimeAsync(3_000);
    expect(started).toBe(1);
    finish();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(started).toBe(2);

    const stopped = stop();
    let done = false;
    void stopped.then(() => (done = true));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(done).toBe(false);
    finish();
    await stopped;
    expect(finished).toBe(2);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(started).toBe(2);
  });

  it('logs a failed round with its label and tries again on the next tick', async () => {
    vi.useFakeTimers();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    let calls = 0;
    const stop = repeat(
      async () => {
        calls += 1;
        if (calls === 1) throw new Error('database away');
      },
      500,
      '[test] round failed',
    );
    await vi.advanceTimersByTimeAsync(500);
    expect(logged).toHaveBeenCalledWith('[test] round failed:', expect.objectContaining({ message: 'database away' }));
    await vi.advanceTimersByTimeAsync(500);
    expect(calls).toBe(2);
    await stop();
  });
});
