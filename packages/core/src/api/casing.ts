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

function fixDigitKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(fixDigitKeys);
  if (!isPlainObject(value)) return value;
  const out: Plain = {};
  for (const [key, inner] of Object.entries(value)) {
    // `errors` keeps the server's field paths untouched.
    out[DIGIT_THEN_LETTER.test(key) ? plainCamel(key) : key] = key === 'errors' ? inner : fixDigitKeys(inner);
  }
  return out;
}

/**
 * Responses come in camelCased, deeply. `errors` keeps the server's field paths
 * ('data.items.0.custom_question_answers.5'), which name wire fields, not client ones.
 */
export function toCamel<T = unknown>(value: unknown): T {
  if (Array.isArray(value)) return value.map((v) => toCamel(v)) as T;
  if (!isPlainObject(value)) return value as T;
  const camel = camelcaseKeys(value, { deep: true, stopPaths: ['errors'], exclude: [DIGIT_THEN_LETTER] });
  return fixDigitKeys(camel) as T;
}
