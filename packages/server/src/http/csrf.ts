import { getCookie } from 'hono/cookie';
import type { MiddlewareHandler } from 'hono';
import { clientDomain } from '../auth/session.ts';
import { HttpError } from './errors.ts';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const CSRF_MESSAGES = {
  origin: 'This request did not come from an allowed site.',
  contentType: 'Requests signed in by cookie must send a JSON body (Content-Type: application/json).',
} as const;

function hasBearer(authorization: string | undefined): boolean {
  return !!authorization && authorization.toLowerCase().startsWith('bearer ') && authorization.slice(7).trim() !== '';
}

/**
 * The Origin is ours (same host as the request, or as the proxy's X-Forwarded-Host) or one allowed to send credentials
 * (CORS_ORIGINS).
 * Without Origin, only a request no browser marked as cross-site passes: browsers send Origin on every
 * cross-origin write, so its absence means a same-origin page of an old browser or a non-browser client.
 */
function originAllowed(
  origin: string | undefined,
  hosts: (string | undefined)[],
  fetchSite: string | undefined,
  allowed: Set<string>,
): boolean {
  if (!origin) return fetchSite === undefined || fetchSite === 'same-origin' || fetchSite === 'none';
  if (allowed.has(origin)) return true;
  try {
    const host = new URL(origin).host;
    return hosts.some((h) => !!h && h.split(',')[0]!.trim() === host);
  } catch {
    return false; // 'null' (sandboxed frames, file:) and garbage
  }
}

/** JSON, or no body at all (a bodyless DELETE or POST from our own client sends no Content-Type). */
function jsonOrEmpty(contentType: string | undefined, contentLength: string | undefined, chunked: boolean): boolean {
  if (contentType) return /^application\/([\w.+-]+\+)?json\s*(;|$)/i.test(contentType.trim());
  return !chunked && (contentLength === undefined || contentLength === '0');
}

/**
 * Cross-site request forgery (issue 7 point 13). A write that a browser authenticates with our cookie
 * must come from an allowed Origin and carry JSON: a form or a text/plain "simple request" from another
 * site can do neither (JSON from another origin needs a CORS preflight, which only CORS_ORIGINS pass
 * with credentials). Bearer calls are untouched: another site can only send one it was given (embeds).
 */
export function csrf(credentialedOrigins: string[]): MiddlewareHandler {
  const allowed = new Set(credentialedOrigins);
  return async (c, next) => {
    if (!WRITES.has(c.req.method) || hasBearer(c.req.header('authorization'))) return next();
    if (!getCookie(c, `${clientDomain(c)}-auth-token`)) return next();
    // Behind a proxy the public host may arrive as X-Forwarded-Host; a cross-site form or simple request
    // cannot set that header, so reading it opens nothing to another site.
    const hosts = [c.req.header('host'), c.req.header('x-forwarded-host')];
    if (!originAllowed(c.req.header('origin'), hosts, c.req.header('sec-fetch-site'), allowed))
      throw new HttpError(403, { message: CSRF_MESSAGES.origin });
    if (
      !jsonOrEmpty(
        c.req.header('content-type'),
        c.req.header('content-length'),
        c.req.header('transfer-encoding') !== undefined,
      )
    )
      throw new HttpError(415, { message: CSRF_MESSAGES.contentType });
    return next();
  };
}
