/** flows §9: a script chunk that has not loaded within 120 s is treated as failed. */
export const CHUNK_TIMEOUT_MS = 120_000;

/** Raised when a route's code fails to load or takes longer than the timeout; the page offers a retry. */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  constructor(readonly reason: unknown) {
    super('Loading chunk failed');
  }
}

/**
 * Races a dynamic import against the timeout. Both a slow and a failed import become a ChunkLoadError,
 * so the boundary can tell "the code did not arrive" from a bug in the page itself.
 */
export function withChunkTimeout<T>(load: () => Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadError(new Error(`no answer within ${timeoutMs} ms`))),
      timeoutMs,
    );
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof ChunkLoadError ? error : new ChunkLoadError(error));
      },
    );
  });
}
