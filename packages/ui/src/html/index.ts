/** Turns server HTML into markup safe to show. */
export type Sanitize = (html: string) => string;

/**
 * The sanitiser this browser needs, fetched on first use: its own HTML Sanitizer API where it has one
 * (a few hundred bytes of configuration), DOMPurify where it does not.
 */
export function loadSanitizer(): Promise<Sanitize> {
  const native = typeof Element !== 'undefined' && 'setHTML' in Element.prototype && 'Sanitizer' in globalThis;
  return native
    ? import('./sanitizeNatively.ts').then((m) => m.sanitizeHtml)
    : import('./sanitizeWithDomPurify.ts').then((m) => m.sanitizeHtml);
}
