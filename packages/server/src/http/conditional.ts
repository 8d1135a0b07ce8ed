import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { envelopeText } from './envelope.ts';

/**
 * `ok()` with a conditional GET (issue 12): the ETag is the envelope's checksum (sha1 of the data) and
 * its meta, folded with who is looking, and a request whose If-None-Match carries it gets 304 and no body.
 * The viewer is part of the tag because a timetable's body depends on them (the bookable action is per
 * customer): one customer's cached copy can never be confirmed for another, even when a shared cache or
 * a browser used by two people holds it. `private` keeps shared caches from storing it at all.
 */
export function okConditional(c: Context, data: unknown, init: { meta: Record<string, unknown>; viewer: string }) {
  const { text, checksum: sum } = envelopeText(data, init.meta);
  const tag = createHash('sha1')
    .update(sum)
    .update('\0')
    .update(JSON.stringify(init.meta))
    .update('\0')
    .update(init.viewer)
    .digest('base64url');
  const etag = `"${tag}"`;
  c.header('ETag', etag);
  c.header('Cache-Control', 'private, no-cache');
  c.header('Vary', 'Authorization, Cookie, X-Client-Domain');
  const inm = c.req.header('if-none-match');
  if (inm && inm.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)) return c.body(null, 304);
  return c.body(text, 200, { 'Content-Type': 'application/json' });
}
