import { isPlainObject } from './plainObject.ts';

/**
 * snake-case's rule (snakecase-keys, the design card's converter, uses it) in a few lines: a break between a
 * lower-case letter or digit and a capital, and before the last capital of a run followed by a lower-case
 * letter (`userID` -> `user_id`, `HTMLParser` -> `html_parser`); every run of other characters is a break
 * too, dropped at the ends; the words lower-cased and joined by `_`. snakecase-keys brought map-obj,
 * snake-case, dot-case, no-case, lower-case and tslib (1.4 KB gzip) for this; toSnake.test.ts holds both
 * to the same answers.
 */
export function camelToSnake(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1\0$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1\0$2')
    .replace(/[^A-Z0-9]+/gi, '\0')
    .replace(/^\0+|\0+$/g, '')
    .split('\0')
    .map((word) => word.toLowerCase())
    .join('_');
}

/** Values snakecase-keys goes into: any object but a RegExp, an Error or a Date. */
const isContainer = (value: unknown): value is object =>
  typeof value === 'object' &&
  value !== null &&
  !(value instanceof RegExp) &&
  !(value instanceof Error) &&
  !(value instanceof Date);

function snakeDeep(value: object): unknown {
  if (Array.isArray(value)) return value.map((v: unknown) => (isContainer(v) ? snakeDeep(v) : v));
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    // No key comes out as `__proto__` (the ends' underscores go), so this never sets the prototype.
    out[camelToSnake(key)] = isContainer(v) ? snakeDeep(v) : v;
  }
  return out;
}

/** Request params and bodies go out snake_cased, deeply (flows §7). Non-objects pass through. */
export function toSnake<T>(value: T): T {
  if (Array.isArray(value)) return value.map((v) => toSnake(v)) as T;
  if (!isPlainObject(value)) return value;
  return snakeDeep(value) as T;
}
