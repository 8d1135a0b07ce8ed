import camelcaseKeys from 'camelcase-keys';
import snakecaseKeys from 'snakecase-keys';

type Plain = Record<string, unknown>;

const isPlainObject = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/** Request params and bodies go out snake_cased, deeply (flows §7). Non-objects pass through. */
export function toSnake<T>(value: T): T {
  if (Array.isArray(value)) return value.map((v) => toSnake(v)) as T;
  if (!isPlainObject(value)) return value;
  return snakecaseKeys(value, { deep: true }) as T;
}

// camelcase turns 'time_24h' into 'time24H', while the type-level CamelCase (and so every client view
// type) says 'time24h'. Keys with a letter after digits skip camelcase-keys and get the plain rule below.
const DIGIT_THEN_LETTER = /_\d+[a-z]/i;
const plainCamel = (key: string) => key.replace(/_+([a-z\d])/gi, (_, c: string) => c.toUpperCase());

// Keys repeat across every entry of a list (500 timetable entries share a dozen names), so each key is
// converted once by camelcase-keys' own rule and remembered: the answer is the same, the cost is a lookup.
const KEY_CACHE_LIMIT = 5000;
const keyCache = new Map<string, string>();
function camelKey(key: string): string {
  let camel = keyCache.get(key);
  if (camel === undefined) {
    camel = DIGIT_THEN_LETTER.test(key) ? plainCamel(key) : Object.keys(camelcaseKeys({ [key]: null }))[0]!;
    if (keyCache.size < KEY_CACHE_LIMIT) keyCache.set(key, camel);
  }
  return camel;
}

/**
 * Keys camelCased deeply; `errors` at the top keeps the server's field paths; digit keys below a nested
 * `errors` stay as they are.
 */
function camelDeep(value: unknown, root: boolean, fixDigits: boolean): unknown {
  if (Array.isArray(value)) return value.map((v) => camelDeep(v, false, fixDigits));
  if (!isPlainObject(value)) return value;
  const out: Plain = {};
  for (const key of Object.keys(value)) {
    const inner = value[key];
    if (key === 'errors' && root) out[key] = inner;
    else if (!fixDigits && DIGIT_THEN_LETTER.test(key)) out[key] = camelDeep(inner, false, false);
    else out[camelKey(key)] = camelDeep(inner, false, fixDigits && key !== 'errors');
  }
  return out;
}

/**
 * Responses come in camelCased, deeply. `errors` keeps the server's field paths
 * ('data.items.0.custom_question_answers.5'), which name wire fields, not client ones.
 */
export function toCamel<T = unknown>(value: unknown): T {
  if (Array.isArray(value)) return value.map((v) => toCamel(v)) as T;
  return camelDeep(value, true, true) as T;
}
