import { isPlainObject } from './plainObject.ts';

/** A key snakecase-keys leaves as it is: lower-case letters and digits joined by single underscores. */
const SNAKE_KEY = /^[a-z0-9]+(?:_[a-z0-9]+)*$/;

/** Nothing for snakecase-keys to change: only primitives, arrays and plain objects whose keys are snake_case. */
function alreadySnake(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return true;
  if (Array.isArray(value)) return value.every(alreadySnake);
  if (!isPlainObject(value)) return false;
  return Object.keys(value).every((key) => SNAKE_KEY.test(key) && alreadySnake(value[key]));
}

/**
 * toSnake for the API client, with snakecase-keys and its case library (~5 KB gzip) fetched the first time a
 * request has a key to change: the reads a page starts with (`{ venue: 'riverside' }`) need none of it.
 */
export async function snakeOutgoing<T>(value: T): Promise<T> {
  if (alreadySnake(value)) return value;
  const { toSnake } = await preloadSnakeCasing();
  return toSnake(value);
}

/**
 * Starts fetching the snake_casing chunk now. A page whose first reads have camelCase params (the hosted
 * course list's `venueSlugs`) calls it at start-up, so those reads do not wait one more round trip for
 * the chunk after the view has rendered (issue 12: it held a phone's largest paint back).
 */
export function preloadSnakeCasing(): Promise<typeof import('./toSnake.ts')> {
  return import('./toSnake.ts');
}
