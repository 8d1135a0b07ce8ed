/**
 * Collects calls that arrive within `delayMs` of each other into one flush per key (trailing debounce:
 * each new call restarts the wait). Every caller of a batch gets the flush's result.
 */
export interface DebouncedBatcher<T, R> {
  push(key: string, items: T[]): Promise<R>;
  /** Drops waiting batches; their callers resolve with `fallback`. */
  cancelAll(fallback: R): void;
  pending(): boolean;
}

export function createDebouncedBatcher<T, R>(
  delayMs: number,
  flush: (items: T[], key: string) => Promise<R>,
): DebouncedBatcher<T, R> {
  interface Batch {
    items: T[];
    timer: ReturnType<typeof setTimeout>;
    waiters: { resolve: (r: R) => void; reject: (e: unknown) => void }[];
  }
  const batches = new Map<string, Batch>();

  const run = (key: string) => {
    const batch = batches.get(key);
    if (!batch) return;
    batches.delete(key);
    flush(batch.items, key).then(
      (result) => batch.waiters.forEach((w) => w.resolve(result)),
      (error: unknown) => batch.waiters.forEach((w) => w.reject(error)),
    );
  };

  return {
    push(key, items) {
      return new Promise<R>((resolve, reject) => {
        const batch = batches.get(key);
        if (batch) {
          clearTimeout(batch.timer);
          batch.items.push(...items);
          batch.waiters.push({ resolve, reject });
          batch.timer = setTimeout(() => run(key), delayMs);
        } else {
          batches.set(key, {
            items: [...items],
            waiters: [{ resolve, reject }],
            timer: setTimeout(() => run(key), delayMs),
          });
        }
      });
    },
    cancelAll(fallback) {
      for (const batch of batches.values()) {
        clearTimeout(batch.timer);
        batch.waiters.forEach((w) => w.resolve(fallback));
      }
      batches.clear();
    },
    pending: () => batches.size > 0,
  };
}
