/**
 * Adds one `<tag>` to the page's body unless one is already there (a second bundle on the page finds
 * the first one's), waiting for the body when a script in the head runs before it exists.
 */
export function ensureOnBody(tag: string, doc: Document = document): void {
  const add = () => {
    if (!doc.querySelector(tag)) doc.body.append(doc.createElement(tag));
  };
  if (doc.body) add();
  else doc.addEventListener('DOMContentLoaded', add, { once: true });
}
