import { useLayoutEffect, useState, type RefObject } from 'react';

/** What the route's element has drawn in its shadow root so far. */
export interface ElementDrawn {
  /** Anything at all: until then the route keeps showing its heading and loading status. */
  drawn: boolean;
  /** An h1 of its own: the route then drops its h1, keeping one h1 per page. */
  hasHeading: boolean;
}

const NOTHING: ElementDrawn = { drawn: false, hasHeading: false };

/**
 * Watches what the element inside `container` draws in its shadow root. Elements render asynchronously
 * (under React a transition after the host's commit, data loads, lazy views), so this keeps watching.
 *
 * The hand-overs happen in the mutation observer's callback, before the browser paints or runs any other
 * task, and React catches up on its next commit. Once the element has drawn anything the route's heading
 * is only for screen readers and its loading status goes: hiding them when the element was merely put on
 * the page left frames with neither (the heading and "Loading…" blinking off until the element's first
 * render). Once the element has an h1 the route's is hidden, and if it had focus, focus moves to the
 * element's h1 first: waiting for React's commit left a frame with two h1s on the page and, when the
 * route's h1 was focused, focus on body.
 */
export function useShadowHeading(
  container: RefObject<HTMLElement | null>,
  routeHeading: RefObject<HTMLElement | null>,
  status: RefObject<HTMLElement | null>,
  tag: string,
  active: boolean,
): ElementDrawn {
  const [seen, setSeen] = useState(NOTHING);
  // A layout effect, so an element that drew while connecting is seen before the browser paints.
  useLayoutEffect(() => {
    setSeen(NOTHING);
    if (!active) return;
    const element = container.current?.querySelector(tag);
    const root = element?.shadowRoot;
    if (!root) return;
    const check = () => {
      const drawn = root.hasChildNodes();
      const own = root.querySelector<HTMLElement>('h1');
      if (drawn) standAside(routeHeading.current, status.current);
      if (own) handOver(routeHeading.current, own);
      const hasHeading = own !== null;
      setSeen((was) => (was.drawn === drawn && was.hasHeading === hasHeading ? was : { drawn, hasHeading }));
    };
    check();
    const observer = new MutationObserver(check);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [container, routeHeading, status, tag, active]);
  return seen;
}

/** The element shows something: the route's heading stays for screen readers only, its status goes. */
function standAside(routeHeading: HTMLElement | null, status: HTMLElement | null): void {
  routeHeading?.classList.add('visually-hidden');
  if (status) status.hidden = true;
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
