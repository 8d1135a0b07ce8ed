import snakecaseKeys from 'snakecase-keys';
import { isPlainObject } from './plainObject.ts';

/** Request params and bodies go out snake_cased, deeply (flows §7). Non-objects pass through. */
export function toSnake<T>(value: T): T {
  if (Array.isArray(value)) return value.map((v) => toSnake(v)) as T;
  if (!isPlainObject(value)) return value;
  return snakecaseKeys(value, { deep: true }) as T;
}
