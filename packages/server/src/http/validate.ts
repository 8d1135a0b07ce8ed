import type { Context } from 'hono';
import { z } from 'zod';
import { HttpError, unprocessable } from './errors.ts';

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

/** Parses or throws a 422 in the spec's shape. */
export function parseOr422<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const r = schema.safeParse(input, { error: errorMap });
  if (!r.success) throw unprocessable(issuesToErrors(r.error.issues));
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

export const parseQuery = <S extends z.ZodType>(c: Context, schema: S): z.output<S> => parseOr422(schema, queryObject(c));
export const parseBody = async <S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> =>
  parseOr422(schema, await jsonBody(c));
