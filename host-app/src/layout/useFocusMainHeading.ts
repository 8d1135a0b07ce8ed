import { useEffect } from 'react';
import { findMainHeading } from '../elements/useShadowHeading.ts';

/**
 * After a client-side navigation, focus moves to the new page's h1 so screen reader and keyboard users
 * start at the content (the first load keeps the browser's own focus). Lazy pages render their heading
 * a little later, so this waits for it briefly.
 */
/** The path the page was loaded at, then the last one focus was moved for. */
let lastLocation: string | null = typeof window === 'undefined' ? null : window.location.pathname;

export function useFocusMainHeading(location: string): void {
  useEffect(() => {
    // Kept per page load, not per mount: a remount of the layout is not a navigation.
    if (location === lastLocation) return;
    lastLocation = location;
    // A move inside one screen (the next week, another day of <activity-booking>): the control the person
    // used is still in the page's content and keeps focus; a new page replaced it, so focus went to body.
    const start = deepActiveElement();
    if (
      start &&
      start !== document.body &&
      start.isConnected &&
      document.querySelector('main')?.contains(hostOf(start))
    )
      return;
    let frame = 0;
    let focused: HTMLElement | null = null;
    const giveUpAt = performance.now() + 3000;
    // An element may replace the route's h1 with its own a moment later: follow it while the page settles,
    // unless the user has moved focus somewhere else meanwhile.
    const tryFocus = () => {
      const active = deepActiveElement();
      if (focused?.isConnected && active !== focused && active !== document.body) return;
      const heading = document.querySelector('[data-element-state="loading"]') ? null : findMainHeading();
      if (heading && heading !== focused) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: false });
        focused = heading;
      }
      if (performance.now() < giveUpAt) frame = requestAnimationFrame(tryFocus);
    };
    frame = requestAnimationFrame(tryFocus);
    return () => cancelAnimationFrame(frame);
  }, [location]);
}

/** The element itself, or the custom element whose shadow root holds it (outermost). */
function hostOf(node: Element): Element {
  let current: Node = node;
  while (current.getRootNode() instanceof ShadowRoot) current = (current.getRootNode() as ShadowRoot).host;
  return current as Element;
}

/** The focused element, looking inside open shadow roots (document.activeElement stops at the host). */
function deepActiveElement(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}
