import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element inside `container` renders its own h1 in its shadow root. Elements render
 * asynchronously (data loads, lazy views), so this keeps watching; the route hides its own h1 once the
 * element has one, keeping one h1 per page.
 */
export function useShadowHeading(container: RefObject<HTMLElement | null>, tag: string, active: boolean): boolean {
  const [hasHeading, setHasHeading] = useState(false);
  useEffect(() => {
    setHasHeading(false);
    if (!active) return;
    const element = container.current?.querySelector(tag);
    const root = element?.shadowRoot;
    if (!root) return;
    const check = () => setHasHeading(root.querySelector('h1') !== null);
    check();
    const observer = new MutationObserver(check);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [container, tag, active]);
  return hasHeading;
}

/** The page's main heading: the light-DOM h1 in main, else an h1 inside an element's open shadow root. */
export function findMainHeading(doc: Document = document): HTMLElement | null {
  const main = doc.querySelector('main');
  if (!main) return null;
  const light = main.querySelector<HTMLElement>('h1');
  if (light) return light;
  for (const element of Array.from(main.querySelectorAll('*'))) {
    const heading = element.shadowRoot?.querySelector<HTMLElement>('h1');
    if (heading) return heading;
  }
  return null;
}
