/**
 * The start-up query parameters of flows §2: embedded, kiosk, centre, token, redirect.
 * Reading them is pure (this module); applying them to the session lives in applyStartupParams.ts.
 */
export interface StartupParams {
  /** `?embedded=true`: embedded mode, remembered for the rest of the visit. */
  embedded: boolean | null;
  /** `?kiosk=true`: kiosk mode. */
  kiosk: boolean | null;
  /** `?centre=slug`: the device's current centre (kiosk). */
  centre: string | null;
  /**
   * `?token=...`: a one-time handoff code from another host (the My account link), exchanged for a session;
   * never the session token itself (issue 10).
   */
  token: string | null;
  /** `?redirect=/path`: where to go after login or register; only same-site paths are honoured. */
  redirect: string | null;
}

/** A start-up flag's values that mean on (`?embedded`, `?embedded=yes`); any other value means off. */
export const TRUE_VALUES: ReadonlySet<string> = new Set(['', '1', 'true', 'yes']);

function flag(params: URLSearchParams, name: string): boolean | null {
  if (!params.has(name)) return null;
  return TRUE_VALUES.has((params.get(name) ?? '').toLowerCase());
}

/**
 * Only a path on this site may be a redirect target: `//evil.example` or `https://...` would turn
 * login into an open redirect.
 */
export function safeRedirectPath(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

export function readStartupParams(search: string): StartupParams {
  const params = new URLSearchParams(search);
  return {
    embedded: flag(params, 'embedded'),
    kiosk: flag(params, 'kiosk'),
    centre: params.get('centre') || null,
    token: params.get('token') || null,
    redirect: safeRedirectPath(params.get('redirect')),
  };
}

/** The address without the token, for history.replaceState: the token must not linger in history or referrers. */
export function addressWithoutToken(href: string): string {
  const url = new URL(href);
  url.searchParams.delete('token');
  return url.pathname + url.search + url.hash;
}
