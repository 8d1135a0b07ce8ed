/**
 * The host app's configuration. One server answers every host name on its port (the booking host and
 * `account.`), API included, so the API base is this page's own origin: same-origin calls, and the
 * host-only token cookie of `localhost` or `account.localhost` goes with them.
 */
export const CLIENT_DOMAIN: string = import.meta.env.VITE_CLIENT_DOMAIN ?? 'riverside-leisure';

export const ACCOUNT_PREFIX = 'account.';

export function isAccountHost(hostname: string = location.hostname): boolean {
  return hostname.startsWith(ACCOUNT_PREFIX);
}

export function bookingOrigin(loc: Pick<Location, 'protocol' | 'hostname' | 'port'> = location): string {
  const host = isAccountHost(loc.hostname) ? loc.hostname.slice(ACCOUNT_PREFIX.length) : loc.hostname;
  return `${loc.protocol}//${host}${loc.port ? `:${loc.port}` : ''}`;
}

export function accountOrigin(loc: Pick<Location, 'protocol' | 'hostname' | 'port'> = location): string {
  const host = isAccountHost(loc.hostname) ? loc.hostname : ACCOUNT_PREFIX + loc.hostname;
  return `${loc.protocol}//${host}${loc.port ? `:${loc.port}` : ''}`;
}

export const API_BASE: string =
  import.meta.env.VITE_API_BASE ?? (typeof location === 'undefined' ? '' : location.origin);
