import { bodyLimit as honoBodyLimit } from 'hono/body-limit';
import type { Context, MiddlewareHandler } from 'hono';

/** The largest request body we read (issue 7 point 14): nothing the API takes comes near it. */
export const MAX_BODY_BYTES = 256 * 1024;

/** 413 in the API's JSON error shape for bodies past the limit, declared or streamed. */
export function bodyLimit(maxSize = MAX_BODY_BYTES): MiddlewareHandler {
  const tooLarge = (c: Context) =>
    c.json({ message: `The request body is too large (the limit is ${Math.round(maxSize / 1024)} KB).` }, 413);
  const streamed = honoBodyLimit({ maxSize, onError: tooLarge });
  return async (c, next) => {
    // Decided from the request line and headers where they settle it (issue 12): Hono's middleware asks
    // for `c.req.raw.body` first, which on @hono/node-server builds a whole Fetch Request (a body
    // stream, an AbortSignal) for every GET only to find no body. A GET or HEAD never has one here.
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD') return next();
    const length = c.req.header('content-length');
    if (length !== undefined && c.req.header('transfer-encoding') === undefined)
      return Number.parseInt(length, 10) > maxSize ? tooLarge(c) : next();
    return streamed(c, next);
  };
}
