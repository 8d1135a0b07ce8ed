/**
 * The booking-area routes the navigation links to (flows §2), resolved against an optional base URL
 * so the nav also works embedded on an operator's own site (links then point at the hosted app).
 */
export const NAV_ROUTES = {
  home: '/',
  bookActivity: '/redirect-to-selected-venue',
  pricing: '/pricing',
  basket: '/basket',
  register: '/register',
  login: '/login',
  kioskHome: '/kiosk',
} as const;

export type NavRoute = keyof typeof NAV_ROUTES;

/** `base` + route, without a doubled or missing slash; no base gives the root-relative route. */
export function routeUrl(route: NavRoute, base = ''): string {
  return `${base.replace(/\/+$/, '')}${NAV_ROUTES[route]}`;
}

const IP_OR_LOCAL = /^(\d{1,3}(\.\d{1,3}){3}|\[[0-9a-f:]+\])$/i;

/**
 * The account area lives on its own sub-domain (flows §2): `account.<booking host>`, which
 * `account.localhost` also satisfies in Chromium. An IP address has no sub-domains, so there the
 * account area falls back to `/account` on the same host. The `account-url` attribute overrides this.
 */
export function defaultAccountUrl(
  base: string,
  here: string = typeof location !== 'undefined' ? location.href : 'http://localhost/',
): string {
  const url = new URL(base || '/', here);
  if (IP_OR_LOCAL.test(url.hostname)) return `${url.origin}/account`;
  const host = url.host.startsWith('account.') ? url.host : `account.${url.host}`;
  return `${url.protocol}//${host}/`;
}

/** 'Shopping basket, 2 items': the basket link's accessible name carries the count the badge shows. */
export function basketLabel(count: number): string {
  return `Shopping basket, ${count} ${count === 1 ? 'item' : 'items'}`;
}

// After a login or a sign-up, where to go: here with the routes, which <venue-login> and <venue-register>
// both load (a module of its own was one more chunk to fetch for each).

/** How long a host app's router gets to handle the post-login redirect itself. */
export const REDIRECT_GRACE_MS = 150;

/** Only same-site paths: an attacker-supplied `redirect=https://evil.example` must not be followed. */
export function safeRedirect(target: string | undefined): string | null {
  return target && target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\') ? target : null;
}
