import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { envelopeText } from './envelope.ts';
import { forReader } from './staffWording.ts';

/** An answer made ready for a conditional GET: the envelope's JSON text and its ETag. */
export interface ConditionalAnswer {
  text: string;
  etag: string;
}

/**
 * The ETag is the envelope's checksum (sha1 of the data) and its meta, folded with who is looking. The
 * viewer is part of the tag because a timetable's body depends on them (the bookable action is per
 * customer): one customer's cached copy can never be confirmed for another, even when a shared cache or
 * a browser used by two people holds it.
 */
export function conditionalAnswer(
  data: unknown,
  init: { meta: Record<string, unknown>; viewer: string },
): ConditionalAnswer {
  const { text, checksum: sum } = envelopeText(data, init.meta);
  const tag = createHash('sha1')
    .update(sum)
    .update('\0')
    .update(JSON.stringify(init.meta))
    .update('\0')
    .update(init.viewer)
    .digest('base64url');
  return { text, etag: `"${tag}"` };
}

/**
 * Sends a prepared answer (issue 12): a request whose If-None-Match carries its tag gets 304 and no
 * body. `private` keeps shared caches from storing it at all.
 */
export function sendConditional(c: Context, answer: ConditionalAnswer) {
  c.header('ETag', answer.etag);
  c.header('Cache-Control', 'private, no-cache');
  c.header('Vary', 'Authorization, Cookie, X-Client-Domain');
  const inm = c.req.header('if-none-match');
  if (inm && inm.split(',').some((t) => t.trim().replace(/^W\//, '') === answer.etag)) return c.body(null, 304);
  return c.body(answer.text, 200, { 'Content-Type': 'application/json' });
}

/** `ok()` with a conditional GET: conditionalAnswer, then sendConditional. */
export function okConditional(c: Context, data: unknown, init: { meta: Record<string, unknown>; viewer: string }) {
  return sendConditional(c, conditionalAnswer(forReader(c, data), init));
}
