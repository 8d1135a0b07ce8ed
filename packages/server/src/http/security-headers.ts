import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { EMBEDDED_MARK_SCRIPT } from '../../../../host-app/src/startup/embeddedMark.ts';

/** The page shell's one inline script (it hides the breadcrumb before first paint on an embedded visit). */
const EMBEDDED_MARK_HASH = `'sha256-${createHash('sha256').update(EMBEDDED_MARK_SCRIPT).digest('base64')}'`;

/**
 * The policy of every HTML page we serve (issue 7 point 12): the strict policy the embed bundle already
 * runs under in test/browser/csp.browser.test.js (no eval, no inline script or style, everything from
 * our origin), plus what the pages need beyond it and what stops other sites framing them:
 * - the page shell's one inline script, by its hash: no other inline script runs;
 * - img-src https: operators' logos and pictures are theme URLs on their own hosts;
 * - Stripe.js (payment_provider 'stripe') loads its script and frames from js.stripe.com and talks to
 *   api.stripe.com; the sandbox provider's card fields are our own /sandbox/opayo/ frames;
 * - frame-ancestors 'self': checkout cannot be framed (clickjacked) by another site.
 */
export const PAGE_CSP = [
  "default-src 'self'",
  `script-src 'self' ${EMBEDDED_MARK_HASH} https://js.stripe.com`,
  "style-src 'self'",
  "font-src 'self'",
  "img-src 'self' data: https:",
  "connect-src 'self' https://api.stripe.com",
  "frame-src 'self' https://js.stripe.com https://hooks.stripe.com",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

/**
 * Security headers: `nosniff` on every answer; on HTML pages the policy above and
 * `strict-origin-when-cross-origin`, unless the page set its own. The sandbox card provider's pages
 * (/sandbox/opayo/) do: operators frame them on their own sites, so their policy names that site in
 * frame-ancestors (payments/sandbox/pages.ts) and must not be replaced by ours.
 */
export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    headers.set('X-Content-Type-Options', 'nosniff');
    if (!(headers.get('content-type') ?? '').toLowerCase().startsWith('text/html')) return;
    if (!headers.has('Content-Security-Policy')) {
      headers.set('Content-Security-Policy', PAGE_CSP);
      headers.set('X-Frame-Options', 'SAMEORIGIN');
    }
    if (!headers.has('Referrer-Policy')) headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  };
}
