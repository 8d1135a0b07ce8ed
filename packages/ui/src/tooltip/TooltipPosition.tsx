import { computePosition, flip, getOverflowAncestors, offset, shift } from '@floating-ui/dom';
import { useLayoutEffect, type CSSProperties } from 'react';

export interface TooltipPositionProps {
  reference: HTMLElement;
  floating: HTMLElement;
  placement: 'top' | 'bottom' | 'left' | 'right';
  /** The open tooltip's styles, each time Floating UI places it (on open, and on scroll or resize). */
  onPlace: (style: CSSProperties) => void;
}

/**
 * Places an open tooltip next to its trigger: beside it with a 6 px gap, flipped when there is no room,
 * kept 8 px inside the viewport. Its own module so Floating UI loads only when a tooltip first opens.
 *
 * computePosition rather than the useFloating hook: the styles are the hook's own (a
 * translate rounded to device pixels), without its React bindings (about 3 KB gzip of the chunk). Imported
 * from @floating-ui/dom, which @floating-ui/react re-exports: through @floating-ui/react, offset, flip and
 * shift come wrapped for React's dependency lists (@floating-ui/react-dom), which computePosition never
 * reads (0.3 KB gzip).
 *
 * It is placed again when its trigger's scrolling ancestors scroll or the window resizes: autoUpdate's own
 * listeners for those, without its ResizeObserver and IntersectionObserver (the trigger resizing or moving
 * while its tooltip is open, for as long as the pointer rests on it or it has focus): autoUpdate with its
 * observers was 0.4 KB gzip of the chunk (2026-11-29).
 */
export default function TooltipPosition({ reference, floating, placement, onPlace }: TooltipPositionProps) {
  useLayoutEffect(() => {
    let live = true;
    let placed = '';
    const place = () =>
      void computePosition(reference, floating, {
        placement,
        middleware: [offset(6), flip(), shift({ padding: 8 })],
      }).then(({ x, y, strategy }) => {
        const dpr = floating.ownerDocument.defaultView?.devicePixelRatio || 1;
        const round = (value: number) => Math.round(value * dpr) / dpr;
        const transform = `translate(${round(x)}px, ${round(y)}px)`;
        if (!live || placed === strategy + transform) return;
        placed = strategy + transform;
        onPlace({ position: strategy, left: 0, top: 0, transform, ...(dpr >= 1.5 && { willChange: 'transform' }) });
      });
    const ancestors = getOverflowAncestors(reference);
    for (const ancestor of ancestors) {
      ancestor.addEventListener('scroll', place, { passive: true });
      ancestor.addEventListener('resize', place);
    }
    place();
    return () => {
      live = false;
      for (const ancestor of ancestors) {
        ancestor.removeEventListener('scroll', place);
        ancestor.removeEventListener('resize', place);
      }
    };
  }, [reference, floating, placement, onPlace]);
  return null;
}
