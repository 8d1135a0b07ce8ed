import type { Context } from 'hono';
import { type z } from 'zod';
import { HttpError, unprocessable } from './errors.ts';
import { INT4_MAX, INT4_MIN, hasControlCharacters, inputMessages } from '@venue/core/contract';

/** Missing values read "This field is required" (contracts §5) unless the schema names its own message. */
const errorMap: z.core.$ZodErrorMap = (iss) => (iss.input === undefined ? 'This field is required' : undefined);

/** zod issues -> `{ 'snake.path.0.field': ['msg'] }`, keys as sent (prefix for nested bodies). */
export function issuesToErrors(issues: z.core.$ZodIssue[], prefix: string[] = []): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = [...prefix, ...issue.path.map(String)].join('.') || '_';
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

type Path = (string | number)[];
function walk(value: unknown, visit: (value: unknown, path: Path) => void, path: Path = []): void {
  visit(value, path);
  if (Array.isArray(value)) value.forEach((v, i) => walk(v, visit, [...path, i]));
  else if (value && typeof value === 'object' && !(value instanceof Date))
    for (const [k, v] of Object.entries(value)) walk(v, visit, [...path, k]);
}
const key = (path: Path) => path.map(String).join('.') || '_';

/** Text with NUL or other control characters, anywhere in the input (keys as sent). */
function controlCharacterErrors(input: unknown): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  walk(input, (v, path) => {
    if (typeof v === 'string' && hasControlCharacters(v)) errors[key(path)] = [inputMessages.controlCharacters];
  });
  return errors;
}

/**
 * Whole numbers past what a PostgreSQL integer holds, anywhere in the parsed value: every id, quantity
 * and amount the contract reads lands in an int4 column, so a larger one could only end in a 500.
 */
function int4Errors(parsed: unknown): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  walk(parsed, (v, path) => {
    if (typeof v !== 'number' || !Number.isInteger(v)) return;
    if (v > INT4_MAX) errors[key(path)] = [inputMessages.max];
    else if (v < INT4_MIN) errors[key(path)] = [inputMessages.min];
  });
  return errors;
}

/** Path parameters of only digits are ids (numeric or legacy ids beside slugs and uuids): bounded to int4. */
function digitParamErrors(input: unknown): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (!input || typeof input !== 'object') return errors;
  for (const [k, v] of Object.entries(input))
    if (typeof v === 'string' && /^\d+$/.test(v) && Number(v) > INT4_MAX) errors[k] = [inputMessages.max];
  return errors;
}

const nonEmpty = (errors: Record<string, string[]>) => Object.keys(errors).length > 0;

/**
 * Parses or throws a 422 in the spec's shape. Beyond the schema, every request value is held to what the
 * database can store (issue 7 point 10): no control characters in text, no whole number past int4, and
 * (`pathParams`) no all-digit path parameter past int4 even where the schema reads it as text.
 */
export function parseOr422<S extends z.ZodType>(
  schema: S,
  input: unknown,
  opts: { pathParams?: boolean } = {},
): z.output<S> {
  const hostile = { ...controlCharacterErrors(input), ...(opts.pathParams ? digitParamErrors(input) : {}) };
  if (nonEmpty(hostile)) throw unprocessable(hostile);
  const r = schema.safeParse(input, { error: errorMap });
  if (!r.success) throw unprocessable(issuesToErrors(r.error.issues));
  const tooBig = int4Errors(r.data);
  if (nonEmpty(tooBig)) throw unprocessable(tooBig);
  return r.data;
}

/** Query string -> object: `a=1&a=2` and `a[]=1` become arrays, everything else a string. */
export function queryObject(c: Context): Record<string, string | string[]> {
  const url = new URL(c.req.url);
  const out: Record<string, string | string[]> = {};
  for (const [rawKey, value] of url.searchParams) {
    const isList = rawKey.endsWith('[]');
    const key = isList ? rawKey.slice(0, -2) : rawKey;
    const prev = out[key];
    if (prev === undefined) out[key] = isList ? [value] : value;
    else out[key] = Array.isArray(prev) ? [...prev, value] : [prev, value];
  }
  return out;
}

/** JSON body or {} when empty; 400 when it is not JSON. */
export async function jsonBody(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (!text.trim()) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, { message: 'The request body is not valid JSON.' });
  }
}

export const parseQuery = <S extends z.ZodType>(c: Context, schema: S): z.output<S> =>
  parseOr422(schema, queryObject(c));
export const parseBody = async <S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> =>
  parseOr422(schema, await jsonBody(c));
