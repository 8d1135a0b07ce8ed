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

/**
 * Responses come in camelCased, deeply. `errors` keeps the server's field paths
 * ('data.items.0.custom_question_answers.5'), which name wire fields, not client ones.
 */
export function toCamel<T = unknown>(value: unknown): T {
  if (Array.isArray(value)) return value.map((v) => toCamel(v)) as T;
  if (!isPlainObject(value)) return value as T;
  return camelcaseKeys(value, { deep: true, stopPaths: ['errors'] }) as T;
}
