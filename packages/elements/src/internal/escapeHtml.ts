const SPECIAL = /[&<>"']/;
const SPECIAL_ALL = /[&<>"']/g;
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Text made safe for HTML markup, as element content or as a quoted attribute value: markup built as a
 * string puts every value through this, server strings above all (a class's name must never become tags).
 * Most strings have nothing to replace and are returned as they are after one scan.
 */
export function escapeHtml(text: string): string {
  return SPECIAL.test(text) ? text.replace(SPECIAL_ALL, (c) => ENTITIES[c]!) : text;
}
