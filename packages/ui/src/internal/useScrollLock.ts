import { useEffect } from 'react';

let locks = 0;
let previousOverflow = '';

/**
 * Stops the page behind an open dialog from scrolling. Counted, so a modal opened over the drawer
 * (Log in from the menu) does not unlock the page when the first of them closes. Set through the
 * CSSOM, which a strict CSP without 'unsafe-inline' allows.
 */
export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active || typeof document === 'undefined') return;
    const root = document.documentElement;
    if (locks++ === 0) {
      previousOverflow = root.style.overflow;
      root.style.overflow = 'hidden';
    }
    return () => {
      if (--locks === 0) root.style.overflow = previousOverflow;
    };
  }, [active]);
}
