import { useEffect, useRef } from 'react';

/**
 * After a client-side navigation, focus moves to the new page's h1 so screen reader and keyboard users
 * start at the content (the first load keeps the browser's own focus). Lazy pages render their heading
 * a little later, so this waits for it briefly.
 */
export function useFocusMainHeading(location: string): void {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    let frame = 0;
    const giveUpAt = performance.now() + 3000;
    const tryFocus = () => {
      const heading = document.querySelector<HTMLElement>('main h1');
      if (heading && !heading.closest('[data-element-state="loading"]')) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: false });
        return;
      }
      if (performance.now() < giveUpAt) frame = requestAnimationFrame(tryFocus);
    };
    frame = requestAnimationFrame(tryFocus);
    return () => cancelAnimationFrame(frame);
  }, [location]);
}
