import { ALLOWED_ATTRIBUTES, ALLOWED_TAGS, finish, settle } from './allowlist.ts';

/**
 * Server HTML sanitised by the browser's own HTML Sanitizer API (`setHTML`, in Chromium and Firefox), so
 * those browsers need not fetch DOMPurify (11 KB gzip) before checkout can show its terms. `setHTML` is
 * the safe variant: whatever the configuration says, it never keeps script, handlers or `javascript:`
 * URLs. The configuration narrows it to the same allowlist as DOMPurify's; `settle` holds its markup to
 * parsing back to itself, which Chromium's does not always do (see allowlist.ts).
 */

/** Kept as their content, like DOMPurify's unwrapping: structure and presentation a page may use around words. */
const UNWRAPPED =
  'section article header footer main nav aside figure figcaption center font big tt strike nobr label ' +
  'legend fieldset details summary pre kbd samp var dfn time data ins del bdi bdo ruby rt rp wbr caption ' +
  'colgroup col form button output meter progress map picture';

type NativeSanitizerConfig = {
  elements: string[];
  attributes: string[];
  replaceWithChildrenElements: string[];
  comments: boolean;
  dataAttributes: boolean;
};
type WithSetHtml = Element & { setHTML(html: string, options: { sanitizer: NativeSanitizerConfig }): void };

const CONFIG: NativeSanitizerConfig = {
  elements: ALLOWED_TAGS,
  attributes: ALLOWED_ATTRIBUTES,
  replaceWithChildrenElements: UNWRAPPED.split(' ').filter((tag) => !ALLOWED_TAGS.includes(tag)),
  comments: false,
  dataAttributes: false,
};

/** The allowed part of `html` as markup, for `dangerouslySetInnerHTML` or `innerHTML`. */
export function sanitizeHtml(html: string): string {
  // A document of its own: nothing parsed into it loads or runs, and the page's document is not touched.
  const doc = document.implementation.createHTMLDocument('');
  return settle(html, (markup) => {
    const holder = doc.createElement('div') as unknown as WithSetHtml;
    holder.setHTML(markup, { sanitizer: CONFIG });
    finish(holder);
    return holder;
  });
}
