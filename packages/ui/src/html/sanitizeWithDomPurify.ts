import createDOMPurify from 'dompurify';
import { ALLOWED_ATTRIBUTES, ALLOWED_TAGS, ALLOWED_URI, finish } from './allowlist.ts';

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
  const fragment = purify().sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR: ALLOWED_ATTRIBUTES,
    ALLOWED_URI_REGEXP: ALLOWED_URI,
    RETURN_DOM_FRAGMENT: true,
  });
  finish(fragment);
  const holder = document.createElement('div');
  holder.append(fragment);
  return holder.innerHTML;
}
