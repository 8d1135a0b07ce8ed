import DOMPurify from 'dompurify';

/**
 * The venue footer is HTML from the server (flows §2, gap G1): script, event handlers, forms and
 * styles that could restyle the page are removed before it is shown.
 */
export function sanitiseFooter(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe'],
    FORBID_ATTR: ['style'],
  });
}
