const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[tabindex]:not([tabindex="-1"])',
  '[contenteditable="true"]',
].join(',');

/** The focused element, looking through open shadow roots (document.activeElement stops at the host). */
export function deepActiveElement(root: Document | ShadowRoot = document): HTMLElement | null {
  let active = root.activeElement as HTMLElement | null;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement as HTMLElement;
  return active;
}

/** Tabbable elements inside a container, in DOM order; hidden ones are skipped. */
export function focusableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => !el.hasAttribute('hidden') && !el.closest('[hidden],[inert]') && el.getAttribute('aria-hidden') !== 'true',
  );
}

/** The root (document or shadow root) a node lives in. */
export function rootOf(node: Node): Document | ShadowRoot {
  const root = node.getRootNode();
  return root instanceof ShadowRoot ? root : (node.ownerDocument ?? document);
}
