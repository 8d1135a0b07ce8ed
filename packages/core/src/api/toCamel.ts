import { isPlainObject, type Plain } from './plainObject.ts';

// camelcase turns 'time_24h' into 'time24H', while the type-level CamelCase (and so every client view
// type) says 'time24h'. Keys with a letter after digits get the plain rule below.
const DIGIT_THEN_LETTER = /_\d+[a-z]/i;
const plainCamel = (key: string) => key.replace(/_+([a-z\d])/gi, (_, c: string) => c.toUpperCase());

/** The wire's keys: ASCII snake_case (lower-case letters, digits, underscores). */
const WIRE_KEY = /^[a-z\d_]*$/;

/**
 * camelcase's rule (camelcase-keys, the design card's converter) for keys of the wire's alphabet, in a few
 * lines: it is the runtime every page loads, and camelcase-keys brings camelcase, quick-lru and map-obj
 * (3.1 KB gzip) for general Unicode keys the wire never sends. casing.test.ts checks both answer alike.
 * Number keys stay. Leading underscores stay (camelcase keeps them: `_id`); after them a letter right after digits is
 * upper-cased unless an underscore follows it, then each run of underscores goes and the character after
 * it is upper-cased.
 */
export function snakeToCamel(key: string): string {
  // camelcase-keys keeps keys that are numbers ('12', '0x1f', '1e3'): ids and the like.
  if (key !== '' && !Number.isNaN(Number(key))) return key;
  const rest = key.replace(/^_+/, '');
  const camel = rest
    .replace(/\d+([a-z\d_]|$)/g, (run: string, next: string, at: number, whole: string) =>
      whole[at + run.length] === '_' ? run : run.slice(0, run.length - next.length) + next.toUpperCase(),
    )
    .replace(/_+([a-z\d_]|$)/g, (_, next: string) => next.toUpperCase());
  return key.slice(0, key.length - rest.length) + camel;
}

// Keys repeat across every entry of a list (500 timetable entries share a dozen names), so each key is
// converted once and remembered: the answer is the same, the cost is a lookup. A key outside the wire's
// alphabet (none in the contract) is kept as it came.
const KEY_CACHE_LIMIT = 5000;
const keyCache = new Map<string, string>();
function camelKey(key: string): string {
  let camel = keyCache.get(key);
  if (camel === undefined) {
    camel = DIGIT_THEN_LETTER.test(key) ? plainCamel(key) : WIRE_KEY.test(key) ? snakeToCamel(key) : key;
    if (keyCache.size < KEY_CACHE_LIMIT) keyCache.set(key, camel);
  }
  return camel;
}

/**
 * Keys camelCased deeply; `errors` at the top keeps the server's field paths; digit keys below a nested
 * `errors` stay as they are.
 */
function camelDeep(value: unknown, root: boolean, fixDigits: boolean): unknown {
  if (Array.isArray(value)) {
    const out: unknown[] = new Array(value.length);
    for (let i = 0; i < value.length; i += 1) {
      const inner: unknown = value[i];
      out[i] = typeof inner === 'object' && inner !== null ? camelDeep(inner, false, fixDigits) : inner;
    }
    return out;
  }
  if (!isPlainObject(value)) return value;
  const out: Plain = {};
  // An indexed loop, the key cache read inline, and most values (strings, numbers, nulls) copied without
  // a call: a page's first answers go through here before the engine has optimised it, where for-of's
  // iterator and every call count (half the time of a day of 500 classes).
  const keys = Object.keys(value);
  for (let i = 0; i < keys.length; i += 1) {
    const key = keys[i]!;
    const inner = value[key];
    // JSON.parse keeps these as own keys; copied by assignment they would replace the copy's prototype.
    if (key === '__proto__' || (key === 'constructor' && isPlainObject(inner) && 'prototype' in inner)) continue;
    if (key === 'errors' && root) {
      out[key] = inner;
      continue;
    }
    const camel = fixDigits ? (keyCache.get(key) ?? camelKey(key)) : DIGIT_THEN_LETTER.test(key) ? key : camelKey(key);
    out[camel] =
      typeof inner === 'object' && inner !== null ? camelDeep(inner, false, fixDigits && key !== 'errors') : inner;
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
