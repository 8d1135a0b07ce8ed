import { isPlainObject } from './plainObject.ts';

/** A key snake_casing leaves as it is: lower-case letters and digits joined by single underscores. */
const SNAKE_KEY = /^[a-z0-9]+(?:_[a-z0-9]+)*$/;

/** Nothing for snake_casing to change: only primitives, arrays and plain objects whose keys are snake_case. */
function alreadySnake(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return true;
  if (Array.isArray(value)) return value.every(alreadySnake);
  if (!isPlainObject(value)) return false;
  return Object.keys(value).every((key) => SNAKE_KEY.test(key) && alreadySnake(value[key]));
}

/** A key of plain lower-case words joined camelCase (`venueSlugs`): one underscore before each capital. */
const PLAIN_CAMEL_KEY = /^[a-z]+(?:[A-Z][a-z]+)+$/;

const flatValue = (value: unknown): boolean =>
  value === null ||
  typeof value !== 'object' ||
  (Array.isArray(value) && value.every((v) => v === null || typeof v !== 'object'));

/**
 * Flat params (values are primitives or lists of them) whose keys are snake_case or plain camelCase words,
 * snake_cased here as snakecase-keys would (the test compares them); null for anything else. A list's
 * filters (`{ venueSlugs: ['riverside'] }`) then leave in the same task, without waiting for the chunk:
 * the course list's first read starts at start-up, before the chunk could have arrived (issue 12).
 */
function plainSnake(value: unknown): Record<string, unknown> | null {
  if (!isPlainObject(value)) return null;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    if (!flatValue(v)) return null;
    if (SNAKE_KEY.test(key)) out[key] = v;
    else if (PLAIN_CAMEL_KEY.test(key)) out[key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)] = v;
    else return null;
  }
  return out;
}

/**
 * toSnake for the API client, its chunk (0.4 KB gzip; 1.4 with snakecase-keys, before toSnake.ts applied its
 * rule itself) fetched the first time a request has a key that the plain rules above do not cover: the reads a
 * page starts with (`{ venue: 'riverside' }`, a list's filters) need none of it, and the shared runtime has
 * no room for it.
 */
export async function snakeOutgoing<T>(value: T): Promise<T> {
  if (alreadySnake(value)) return value;
  const plain = plainSnake(value);
  if (plain) return plain as T;
  const { toSnake } = await preloadSnakeCasing();
  return toSnake(value);
}

/**
 * Starts fetching the snake_casing chunk now. The host app calls it at start-up, so reads and bodies the
 * plain rules do not cover do not wait one more round trip for the chunk after a view has rendered.
 */
export function preloadSnakeCasing(): Promise<typeof import('./toSnake.ts')> {
  return import('./toSnake.ts');
}
