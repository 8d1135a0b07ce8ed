// The request's address, built by the client itself: the API's base and the query string, as ofetch's
// baseURL and query options (through ufo's withBase and withQuery) would build them for the values the
// client sends. ufo's general URL parser and encoder were 2.8 KB minified in the runtime every page loads
// (issue 12), for paths that are always absolute paths and parameters that are plain values; url.test.ts
// compares the two. The embed bundles alias `ufo` to build/shims/ufo.mjs, which answers from here.

/** ufo's test for a URL with a scheme ('https:', 'http://'): such a path is used as it is. */
const HAS_PROTOCOL = /^[\s\w\0+.-]{2,}:([/\\]{2})?/;

/** `path` under `base` (ufo's withBase): '' or '/' adds nothing, a path already under the base is kept. */
export function joinBase(base: string, path: string): string {
  if (!base || base === '/' || HAS_PROTOCOL.test(path)) return path;
  const trimmed = (base.endsWith('/') ? base.slice(0, -1) : base) || '/';
  if (path.startsWith(trimmed)) {
    const next = path[trimmed.length];
    if (next === undefined || next === '/' || next === '?') return path;
  }
  if (!path || path === '/') return trimmed;
  return (trimmed.endsWith('/') ? trimmed : `${trimmed}/`) + path.replace(/^\.?\//, '');
}

const encode = (text: string) => encodeURIComponent(text).replace(/%20/g, '+');
const encodeValue = (value: unknown) => encode(typeof value === 'string' ? value : JSON.stringify(value));

/**
 * 'a=1&b=x+y&c=1&c=2' (ufo's stringifyQuery): undefined left out, numbers and booleans as text, an empty
 * value as the bare key, an array as the key repeated, an object as its JSON.
 */
export function queryString(query: Record<string, unknown>): string {
  return Object.keys(query)
    .filter((key) => query[key] !== undefined)
    .map((key) => {
      let value = query[key];
      if (typeof value === 'number' || typeof value === 'boolean') value = String(value);
      if (!value) return encode(key);
      if (Array.isArray(value)) return value.map((item) => `${encode(key)}=${encodeValue(item)}`).join('&');
      return `${encode(key)}=${encodeValue(value)}`;
    })
    .filter(Boolean)
    .join('&');
}

/** `input` with the query's parameters added after any it already has. */
export function withQueryString(input: string, query: Record<string, unknown> | undefined): string {
  const search = query ? queryString(query) : '';
  if (!search) return input;
  const hash = input.indexOf('#');
  const [path, fragment] = hash === -1 ? [input, ''] : [input.slice(0, hash), input.slice(hash)];
  return `${path}${path.includes('?') ? '&' : '?'}${search}${fragment}`;
}
