import { useEffect, useRef, type RefObject } from 'react';
import { deepActiveElement, focusableIn, rootOf } from './focus';

/**
 * While `active`: moves focus into the container, keeps Tab and Shift+Tab inside it, calls `onEscape`
 * on Escape, and when it ends returns focus to whatever had it before, even inside another element's
 * shadow root (the login modal opened from <venue-nav> returns focus to the nav's button).
 */
export function useFocusTrap(
  containerRef: RefObject<HTMLElement | null>,
  active: boolean,
  onEscape?: () => void,
  initialFocusRef?: RefObject<HTMLElement | null>,
): void {
  const escapeRef = useRef(onEscape);
  escapeRef.current = onEscape;

  useEffect(() => {
    const container = containerRef.current;
    if (!active || !container) return;
    const previous = deepActiveElement(container.ownerDocument);
    const first = initialFocusRef?.current ?? focusableIn(container)[0] ?? container;
    first.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' || event.key === 'Esc') {
        event.stopPropagation();
        escapeRef.current?.();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusableIn(container);
      const current = rootOf(container).activeElement as HTMLElement | null;
      const firstItem = items[0];
      const lastItem = items[items.length - 1];
      if (!firstItem || !lastItem) {
        event.preventDefault();
        container.focus();
      } else if (event.shiftKey && (current === firstItem || current === container || !container.contains(current))) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && (current === lastItem || !container.contains(current))) {
        event.preventDefault();
        firstItem.focus();
      }
    };
    container.addEventListener('keydown', onKeyDown);
    return () => {
      container.removeEventListener('keydown', onKeyDown);
      if (previous?.isConnected) previous.focus();
    };
    // The trap is set up once per opening; later renders must not steal focus back to the first item (the
    // refs are stable objects, so naming them does not re-run it).
  }, [active, containerRef, initialFocusRef]);
}
