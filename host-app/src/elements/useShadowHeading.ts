import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * Whether the element inside `container` renders its own h1 in its shadow root. Elements render
 * asynchronously (data loads, lazy views), so this keeps watching; the route drops its own h1 once the
 * element has one, keeping one h1 per page.
 *
 * The hand-over happens in the mutation observer's callback, before the browser paints or runs any other
 * task: the route's h1 is hidden there and then (React removes it on its next commit), and if it had focus,
 * focus moves to the element's h1 first. Waiting for React's commit left a frame with two h1s on the
 * page and, when the route's h1 was focused, focus on body.
 */
export function useShadowHeading(
  container: RefObject<HTMLElement | null>,
  routeHeading: RefObject<HTMLElement | null>,
  tag: string,
  active: boolean,
): boolean {
  const [hasHeading, setHasHeading] = useState(false);
  // A layout effect, so an element that drew its h1 while connecting is seen before the browser paints.
  useLayoutEffect(() => {
    setHasHeading(false);
    if (!active) return;
    const element = container.current?.querySelector(tag);
    const root = element?.shadowRoot;
    if (!root) return;
    const check = () => {
      const own = root.querySelector<HTMLElement>('h1');
      if (own) handOver(routeHeading.current, own);
      setHasHeading(own !== null);
    };
    check();
    const observer = new MutationObserver(check);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [container, routeHeading, tag, active]);
  return hasHeading;
}

/** Hides the route's h1 in favour of the element's, carrying keyboard focus across if it was on it. */
function handOver(routeHeading: HTMLElement | null, own: HTMLElement): void {
  if (!routeHeading?.isConnected || routeHeading.hidden) return;
  if (routeHeading.ownerDocument.activeElement === routeHeading) {
    if (!own.hasAttribute('tabindex')) own.setAttribute('tabindex', '-1');
    own.focus({ preventScroll: true });
  }
  routeHeading.hidden = true;
}

/** The page's main heading: the shown light-DOM h1 in main, else an h1 inside an element's open shadow root. */
export function findMainHeading(doc: Document = document): HTMLElement | null {
  const main = doc.querySelector('main');
  if (!main) return null;
  const light = main.querySelector<HTMLElement>('h1:not([hidden])');
  if (light) return light;
  for (const element of Array.from(main.querySelectorAll('*'))) {
    const heading = element.shadowRoot?.querySelector<HTMLElement>('h1');
    if (heading) return heading;
  }
  return null;
}
