/**
 * What server HTML (waiver and checkout terms, a venue's footer) may keep, shared by both sanitisers:
 * formatting, lists, tables and links to web pages, mail and phone numbers. Anything else is unwrapped (its
 * words kept) unless its content is code or another document (script, style, template, iframe and the
 * like), which goes with it. No raw-text, SVG or MathML element is kept, so the markup a sanitiser returns
 * parses back to the tree it checked.
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
