import createDOMPurify from 'dompurify';
import { ALLOWED_ATTRIBUTES, ALLOWED_TAGS, ALLOWED_URI, finish, settle } from './allowlist.ts';

/**
 * Server HTML sanitised by DOMPurify (the brief's sanitiser), for browsers without the HTML Sanitizer API:
 * a maintained sanitiser tracks the parsers' quirks (mutation XSS, DOM clobbering) better than code of our own.
 * Elements outside the allowlist are unwrapped; DOMPurify's FORBID_CONTENTS (script, style, template,
 * iframe and the like) go with their content.
 */

let purifier: ReturnType<typeof createDOMPurify> | undefined;

/** One DOMPurify of our own, so nothing we configure touches another script's instance on an operator's page. */
function purify(): ReturnType<typeof createDOMPurify> {
  purifier ??= createDOMPurify(window);
  return purifier;
}

/** The allowed part of `html` as markup, for `dangerouslySetInnerHTML` or `innerHTML`. */
export function sanitizeHtml(html: string): string {
  // DOMPurify unwraps after the parser has repaired the tree, so an unwrapped element can leave a link
  // directly inside a link (`<a><marquee><a>`), which parses as two links: its markup needs settling too, and
  // the body it hands back (RETURN_DOM) is the element `settle` reads, for a few bytes.
  return settle(html, (markup) => {
    const body = purify().sanitize(markup, {
      ALLOWED_TAGS,
      ALLOWED_ATTR: ALLOWED_ATTRIBUTES,
      ALLOWED_URI_REGEXP: ALLOWED_URI,
      // DOMPurify keeps data-* and aria-* by default; the allowlist, and setHTML with it, keeps neither.
      ALLOW_DATA_ATTR: false,
      ALLOW_ARIA_ATTR: false,
      RETURN_DOM: true,
      // Typed as a Node; from a string it is the body of DOMPurify's inert document.
    }) as HTMLElement;
    finish(body);
    return body;
  });
}
