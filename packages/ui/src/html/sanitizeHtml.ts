import createDOMPurify, { type Config } from 'dompurify';

/**
 * Server HTML (waiver and checkout terms, a venue's footer) made safe to show, by DOMPurify as the brief
 * decides: a maintained sanitiser that tracks the browsers' parser quirks (mutation XSS, DOM clobbering)
 * is worth its bytes, and it loads only with the first server HTML, never with an element's first paint.
 *
 * The allowlist is narrower than DOMPurify's default, for what terms and footers are made of: formatting,
 * lists, tables and links to web pages, mail and phone numbers. Anything else is unwrapped (its words kept)
 * unless its content is code or another document (DOMPurify's FORBID_CONTENTS: script, style, template,
 * iframe and the like), which goes with it.
 */

const words = (list: string) => list.split(' ');

const CONFIG = {
  ALLOWED_TAGS: words(
    'p br hr div span strong b em i u s small sub sup mark abbr cite q code blockquote address h1 h2 h3 h4 h5 h6 ' +
      'ul ol li dl dt dd table caption thead tbody tfoot tr th td a',
  ),
  ALLOWED_ATTR: words('class lang dir title href target start reversed type value colspan rowspan scope'),
  // http, https, mailto and tel, or a link relative to the page; no javascript:, data: or other schemes.
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
  // Text is text: DOMPurify's template-expression scrubbing is for frameworks that evaluate markup.
  SAFE_FOR_TEMPLATES: false,
  RETURN_DOM_FRAGMENT: true,
} satisfies Config;

let purifier: ReturnType<typeof createDOMPurify> | undefined;

/** One DOMPurify of our own, so its hooks never touch another script's instance on an operator's page. */
function purify(): ReturnType<typeof createDOMPurify> {
  if (purifier) return purifier;
  purifier = createDOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (!node.hasAttribute('target')) return;
    // A new tab never gets a handle on this page; any other target would steer another frame.
    if (node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
    else node.removeAttribute('target');
  });
  return purifier;
}

/** A heading of the page's own level: the element or page around the HTML has the h1. */
function demoteTopHeadings(fragment: DocumentFragment): void {
  for (const h1 of Array.from(fragment.querySelectorAll('h1'))) {
    const h2 = document.createElement('h2');
    for (const { name, value } of Array.from(h1.attributes)) h2.setAttribute(name, value);
    h2.append(...Array.from(h1.childNodes));
    h1.replaceWith(h2);
  }
}

/** The allowed part of `html` as markup, for `dangerouslySetInnerHTML` or `innerHTML`. */
export function sanitizeHtml(html: string): string {
  const fragment = purify().sanitize(html, CONFIG);
  demoteTopHeadings(fragment);
  const holder = document.createElement('div');
  holder.append(fragment);
  return holder.innerHTML;
}
