/**
 * What server HTML (waiver and checkout terms, a venue's footer) may keep, shared by both sanitisers:
 * formatting, lists, tables and links to web pages, mail and phone numbers. Anything else is unwrapped (its
 * words kept) unless its content is code or another document (script, style, template, iframe and the
 * like), which goes with it. No raw-text, SVG or MathML element is kept, and `settle` parses a sanitiser's
 * markup again until it comes back unchanged, so the markup a sanitiser returns parses back to the tree it
 * checked.
 */

const words = (list: string) => list.split(' ');

export const ALLOWED_TAGS = words(
  'p br hr div span strong b em i u s small sub sup mark abbr cite q code blockquote address h1 h2 h3 h4 h5 h6 ' +
    'ul ol li dl dt dd table caption thead tbody tfoot tr th td a',
);

export const ALLOWED_ATTRIBUTES = words(
  'class lang dir title href target start reversed type value colspan rowspan scope',
);

/** http, https, mailto and tel, or a link relative to the page; no javascript:, data: or other schemes. */
export const ALLOWED_URI = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

/**
 * The last touches on a sanitised tree: a heading of the page's own level (the page has the h1), a new tab
 * with no handle on this page and no other target (it would steer another frame), links of the allowed
 * schemes only.
 */
export function finish(root: ParentNode): void {
  for (const h1 of Array.from(root.querySelectorAll('h1'))) {
    const h2 = h1.ownerDocument.createElement('h2');
    for (const { name, value } of Array.from(h1.attributes)) h2.setAttribute(name, value);
    h2.append(...Array.from(h1.childNodes));
    h1.replaceWith(h2);
  }
  for (const link of Array.from(root.querySelectorAll('[href], [target]'))) {
    const href = link.getAttribute('href');
    // Control characters and spaces are dropped by URL parsing, so test the scheme as the browser reads it.
    if (href !== null && !ALLOWED_URI.test(href.replace(/[\s\p{Cc}]/gu, ''))) link.removeAttribute('href');
    const target = link.getAttribute('target');
    if (target === null) continue;
    if (target === '_blank') link.setAttribute('rel', 'noopener noreferrer');
    else link.removeAttribute('target');
  }
}

/** How many more times markup is sanitised, at most, before `settle` gives up on it. */
const ROUNDS = 3;

/**
 * `html` sanitised by `sanitizeInto` (which parses markup into a new element, sanitises it and hands it
 * back) until the markup comes back unchanged: a fixed point.
 *
 * Mutation XSS lives in the gap between the tree a sanitiser checked and the tree the browser builds when it
 * parses the sanitiser's markup again. Unwrapping an element and the parser's repairs (foster parenting out
 * of a table, links inside links, implied elements) can leave a tree whose serialisation parses to another
 * tree; Chromium's own `setHTML` does it too (a `font` unwrapped inside a `table` leaves its words in the
 * table, which the parser would have put before it). Only markup that a sanitiser returns unchanged is
 * trusted: parsed again it is the tree that was checked, so it is the tree that will be shown. Real terms
 * settle after one more round; markup that has not settled after ROUNDS more is shown as its words, escaped.
 */
export function settle(html: string, sanitizeInto: (markup: string) => Element): string {
  let markup = html;
  let clean: Element | undefined;
  for (let round = 0; round <= ROUNDS; round++) {
    clean = sanitizeInto(markup);
    const out = clean.innerHTML;
    if (out === markup) return out;
    markup = out;
  }
  const words = clean!.ownerDocument.createElement('div');
  words.textContent = clean!.textContent;
  return words.innerHTML;
}
