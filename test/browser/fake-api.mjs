// A stand-in for the booking API, enough for the bundles to start: the theme (per venue) and an
// empty answer for everything else. The real server's contract is tested by its own suites.
import { createHash } from 'node:crypto';

export const THEMES = {
  // The hilltop venue's green (demo data); any other venue falls back to the client theme.
  hilltop: { theme_app_primary_colour: '#1B8A5A', theme_app_body_font_style: 'lato' },
};

const envelope = (data) => {
  const json = JSON.stringify(data);
  return JSON.stringify({ data, checksum: createHash('sha1').update(json).digest('hex') });
};

export function fakeApi() {
  return async (ctx, next) => {
    if (!ctx.path.startsWith('/api/')) return next();
    // Operators' pages call the API from another origin with a Bearer token (no cookies): the
    // custom headers make every call preflighted.
    ctx.set('Access-Control-Allow-Origin', '*');
    if (ctx.method === 'OPTIONS') {
      ctx.set('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS');
      ctx.set('Access-Control-Allow-Headers', 'Accept, Content-Type, Authorization, X-Client-Domain, Idempotency-Key');
      ctx.status = 204;
      return;
    }
    ctx.type = 'application/json';
    if (ctx.path === '/api/frontend/theme') {
      const venue = ctx.query.venue;
      if (venue === 'maintenance') {
        ctx.status = 503;
        ctx.body = JSON.stringify({ message: 'Service disruption.' });
        return;
      }
      if (venue && !(venue in THEMES)) {
        ctx.status = 404;
        ctx.body = JSON.stringify({ message: 'Unable to complete request, item not found.' });
        return;
      }
      ctx.body = envelope(venue ? THEMES[venue] : {});
      return;
    }
    if (ctx.path === '/api/auth/user') {
      ctx.status = 401;
      ctx.body = JSON.stringify({ message: 'Unauthenticated.' });
      return;
    }
    ctx.body = envelope(null);
  };
}

/** A strict policy for the CSP test page: no eval, no inline script or style, nothing from other origins. */
export const STRICT_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; font-src 'self'; img-src 'self' data:; connect-src 'self'; frame-src 'self'; object-src 'none'; base-uri 'none'";

export function cspHeader() {
  return async (ctx, next) => {
    await next();
    if (ctx.path === '/test/browser/fixtures/csp-page.html') ctx.set('Content-Security-Policy', STRICT_CSP);
  };
}

/** Bundles, chunks and fonts load on operators' pages from our origin: module scripts and fonts need CORS. */
export function bundleCors() {
  return async (ctx, next) => {
    await next();
    if (ctx.path.startsWith('/dist/')) ctx.set('Access-Control-Allow-Origin', '*');
  };
}
