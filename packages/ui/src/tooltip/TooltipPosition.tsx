import { autoUpdate, computePosition, flip, offset, shift } from '@floating-ui/dom';
import { useLayoutEffect, type CSSProperties } from 'react';

export interface TooltipPositionProps {
  reference: HTMLElement;
  floating: HTMLElement;
  placement: 'top' | 'bottom' | 'left' | 'right';
  /** The open tooltip's styles, each time Floating UI places it (scroll, resize: autoUpdate). */
  onPlace: (style: CSSProperties) => void;
}

/**
 * Places an open tooltip next to its trigger: beside it with a 6 px gap, flipped when there is no room,
 * kept 8 px inside the viewport. Its own module so Floating UI loads only when a tooltip first opens.
 *
 * computePosition and autoUpdate rather than the useFloating hook: the styles are the hook's own (a
 * translate rounded to device pixels), without its React bindings (about 3 KB gzip of the chunk). Imported
 * from @floating-ui/dom, which @floating-ui/react re-exports: through @floating-ui/react, offset, flip and
 * shift come wrapped for React's dependency lists (@floating-ui/react-dom), which computePosition never
 * reads (0.3 KB gzip).
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
    const stop = autoUpdate(reference, floating, place);
    return () => {
      live = false;
      stop();
    };
  }, [reference, floating, placement, onPlace]);
  return null;
}
