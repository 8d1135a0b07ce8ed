/**
 * Server HTML (waiver and checkout terms, a venue's footer) made safe to show. The HTML is parsed by
 * DOMParser, which builds an inert document (no script runs, nothing loads), and a new tree is built from it
 * with `createElement` and `createTextNode`: only the elements and attributes below are copied, and text is
 * always text. Nothing of the source is moved or cloned, so a handler, a `javascript:` URL or an unknown
 * attribute has no way through.
 *
 * Why not DOMPurify: it was 11.3 KB gzip, fetched before checkout or a waiver could show its terms, for a
 * job that needs formatting, lists, tables and links. The allowlist keeps out every element whose
 * serialisation is not parsed back the same way (raw text like script, style, textarea, title; SVG and
 * MathML), so the string returned here means the tree built here (no mutation XSS).
 */

const words = (list: string) => list.split(' ');

const GLOBAL = words('class lang dir title');

/** The elements copied; any other is unwrapped (its content kept) unless DROPPED. */
const ALLOWED = new Set(
  words(
    'p br hr div span strong b em i u s small sub sup mark abbr cite q code blockquote address h2 h3 h4 h5 h6 ' +
      'ul ol li dl dt dd table caption thead tbody tfoot tr th td a',
  ),
);

/** Attributes an element may keep besides GLOBAL. */
const ATTRIBUTES: Record<string, readonly string[]> = {
  a: words('href target'),
  ol: words('start reversed type'),
  li: words('value'),
  th: words('colspan rowspan scope'),
  td: words('colspan rowspan'),
};

/** A heading of the page's own level: the element or page around the HTML has the h1. */
const RENAMED: Record<string, string> = { h1: 'h2' };

/**
 * Dropped with everything inside them: their content is code, raw text or another document, never words to
 * show. (SVG and MathML go too: only HTML-namespace elements are copied.)
 */
const DROPPED = new Set(
  words('script style template noscript iframe object embed title textarea select xmp noembed noframes plaintext'),
);

const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/** A link the browser would follow to a web page, a mail or a phone number; `null` for anything else. */
function safeHref(href: string): string | null {
  try {
    const url = new URL(href, 'https://venue.invalid/');
    return LINK_PROTOCOLS.has(url.protocol) ? href : null;
  } catch {
    return null;
  }
}

function copyAttributes(from: Element, to: HTMLElement, allowed: readonly string[]): void {
  for (const { name, value } of Array.from(from.attributes)) {
    if (!GLOBAL.includes(name) && !allowed.includes(name)) continue;
    if (name === 'href') {
      const href = safeHref(value);
      if (href !== null) to.setAttribute('href', href);
    } else if (name === 'target') {
      // A new tab never gets a handle on this page.
      if (value === '_blank') to.setAttribute('target', '_blank');
    } else {
      to.setAttribute(name, value);
    }
  }
  if (to.hasAttribute('target')) to.setAttribute('rel', 'noopener noreferrer');
}

/** The allowed part of `html` as markup, for `dangerouslySetInnerHTML` or `innerHTML`. */
export function sanitizeHtml(html: string): string {
  const source = new DOMParser().parseFromString(html, 'text/html').body;
  const root = document.createElement('div');
  // Depth-first with an explicit stack, so deeply nested input cannot exhaust the call stack.
  const stack: Array<[Node, Node]> = Array.from(source.childNodes, (child) => [child, root] as [Node, Node]).reverse();
  for (let item = stack.pop(); item; item = stack.pop()) {
    const [node, parent] = item;
    let into = parent;
    if (node.nodeType === Node.TEXT_NODE) {
      parent.appendChild(document.createTextNode(node.nodeValue ?? ''));
      continue;
    }
    if (node.nodeType !== Node.ELEMENT_NODE) continue; // comments, processing instructions
    const element = node as Element;
    const name = element.localName;
    if (DROPPED.has(name) || element.namespaceURI !== 'http://www.w3.org/1999/xhtml') continue;
    const tag = RENAMED[name] ?? name;
    if (ALLOWED.has(tag)) {
      const copy = document.createElement(tag);
      copyAttributes(element, copy, ATTRIBUTES[tag] ?? []);
      parent.appendChild(copy);
      into = copy;
    }
    for (let i = element.childNodes.length - 1; i >= 0; i -= 1) stack.push([element.childNodes[i]!, into]);
  }
  return root.innerHTML;
}
