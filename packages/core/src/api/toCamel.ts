import camelcaseKeys from 'camelcase-keys';
import { isPlainObject, type Plain } from './plainObject.ts';

// camelcase turns 'time_24h' into 'time24H', while the type-level CamelCase (and so every client view
// type) says 'time24h'. Keys with a letter after digits skip camelcase-keys and get the plain rule below.
const DIGIT_THEN_LETTER = /_\d+[a-z]/i;
const plainCamel = (key: string) => key.replace(/_+([a-z\d])/gi, (_, c: string) => c.toUpperCase());

// Lower-case words joined by single underscores, digits only at a word's end ('billing_address1',
// 'activities_v2_migration_date'): camelcase-keys gives these the plain rule's answer, so they skip it.
// (Its first calls are slow: its Unicode regular expressions compile then, on the way to the page's first
// view.) Anything else ('a2b' becomes 'a2B', '_lead', 'ABC_def') still goes through camelcase-keys.
const SIMPLE_SNAKE = /^[a-z]+\d*(?:_[a-z]+\d*)*$/;

// Keys repeat across every entry of a list (500 timetable entries share a dozen names), so each key is
// converted once by camelcase-keys' own rule and remembered: the answer is the same, the cost is a lookup.
const KEY_CACHE_LIMIT = 5000;
const keyCache = new Map<string, string>();
function camelKey(key: string): string {
  let camel = keyCache.get(key);
  if (camel === undefined) {
    camel =
      SIMPLE_SNAKE.test(key) || DIGIT_THEN_LETTER.test(key)
        ? plainCamel(key)
        : Object.keys(camelcaseKeys({ [key]: null }))[0]!;
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
