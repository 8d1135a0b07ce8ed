import { bodyLimit as honoBodyLimit } from 'hono/body-limit';
import type { MiddlewareHandler } from 'hono';

/** The largest request body we read (issue 7 point 14): nothing the API takes comes near it. */
export const MAX_BODY_BYTES = 256 * 1024;

/** 413 in the API's JSON error shape for bodies past the limit, declared or streamed. */
export function bodyLimit(maxSize = MAX_BODY_BYTES): MiddlewareHandler {
  return honoBodyLimit({
    maxSize,
    onError: (c) =>
      c.json({ message: `The request body is too large (the limit is ${Math.round(maxSize / 1024)} KB).` }, 413),
  });
}
