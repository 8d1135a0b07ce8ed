/**
 * Focuses the first element matching `selector` under `root`, now or as soon as it is added (a lazily
 * loaded view may still be on its way: on a slow device a person can act before it has rendered). Gives up
 * after `timeoutMs`, or once something else has taken the focus, so a late view never steals it.
 */
export function focusWhenPresent(root: ParentNode & Node, selector: string, timeoutMs = 10_000): void {
  const found = () => root.querySelector<HTMLElement>(selector);
  const now = found();
  if (now) return void now.focus();
  const doc = root.ownerDocument ?? (root as Document);
  const focusedAtStart = deepActiveElement(doc);
  const observer = new MutationObserver(() => {
    const el = found();
    if (!el) return;
    stop();
    if (deepActiveElement(doc) === focusedAtStart) el.focus();
  });
  const timer = setTimeout(() => stop(), timeoutMs);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(root, { childList: true, subtree: true });
}

/** The focused element itself, inside however many shadow roots (the document's is only their outermost host). */
function deepActiveElement(doc: Document): Element | null {
  let el = doc.activeElement;
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
  return el;
}
