/** Attributes the token cookie is written with. */
export interface CookieAttributes {
  domain?: string;
  path?: string;
  sameSite?: 'Lax' | 'Strict' | 'None';
  secure?: boolean;
  maxAgeSeconds?: number;
}

/** Where cookies are read and written; document.cookie by default, a memory jar in tests. */
export interface CookieJar {
  get(name: string): string | null;
  set(name: string, value: string, attributes?: CookieAttributes): void;
  remove(name: string, attributes?: CookieAttributes): void;
}

function serialise(name: string, value: string, a: CookieAttributes): string {
  let text = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; Path=${a.path ?? '/'}`;
  if (a.domain) text += `; Domain=${a.domain}`;
  if (a.maxAgeSeconds !== undefined) text += `; Max-Age=${a.maxAgeSeconds}`;
  text += `; SameSite=${a.sameSite ?? 'Lax'}`;
  if (a.secure) text += '; Secure';
  return text;
}

/** The page's own cookies through document.cookie. */
export function documentCookieJar(doc: Document = document): CookieJar {
  return {
    get(name) {
      const wanted = encodeURIComponent(name);
      for (const part of doc.cookie.split(';')) {
        const [key, ...rest] = part.trim().split('=');
        if (key === wanted) return decodeURIComponent(rest.join('='));
      }
      return null;
    },
    set(name, value, attributes = {}) {
      doc.cookie = serialise(name, value, attributes);
    },
    remove(name, attributes = {}) {
      // Removed with the same domain and path it was written with, or the browser keeps it.
      doc.cookie = serialise(name, '', { ...attributes, maxAgeSeconds: 0 });
    },
  };
}

/** A jar in memory that records the attributes of each write, for tests. */
export function memoryCookieJar(
  initial: Record<string, string> = {},
): CookieJar & { attributes: Map<string, CookieAttributes> } {
  const values = new Map(Object.entries(initial));
  const attributes = new Map<string, CookieAttributes>();
  return {
    attributes,
    get: (name) => values.get(name) ?? null,
    set(name, value, attrs = {}) {
      values.set(name, value);
      attributes.set(name, attrs);
    },
    remove(name) {
      values.delete(name);
      attributes.delete(name);
    },
  };
}

/** `<client domain>-auth-token` (flows §6: the venue sub-domain plus an auth-token suffix; gap G14). */
export function tokenCookieName(clientDomain: string): string {
  return `${clientDomain}-auth-token`;
}

const SECOND_LEVEL = new Set(['co', 'com', 'org', 'net', 'ac', 'gov', 'ltd', 'plc', 'me', 'sch', 'nhs']);
const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/**
 * The parent domain the token cookie is scoped to, so the booking and account sub-domains share it
 * (bookings.example.com -> example.com). None on localhost, *.localhost, IP addresses or single labels,
 * where a Domain attribute would make the browser drop the cookie.
 */
export function parentCookieDomain(hostname: string): string | undefined {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host === 'localhost' || host.endsWith('.localhost') || IPV4.test(host) || host.includes(':')) return undefined;
  const labels = host.split('.');
  if (labels.length < 2) return undefined;
  if (labels.length === 2) return host;
  const parent = labels.slice(1);
  // 'riverside.co.uk' must not scope to the public suffix 'co.uk'.
  if (parent.length === 2 && SECOND_LEVEL.has(parent[0]!) && parent[1]!.length === 2) return host;
  return parent.join('.');
}
