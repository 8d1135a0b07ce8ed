import { autoUpdate, flip, offset, shift, useFloating } from '@floating-ui/react';
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
 */
export default function TooltipPosition({ reference, floating, placement, onPlace }: TooltipPositionProps) {
  const { floatingStyles, isPositioned } = useFloating({
    open: true,
    placement,
    elements: { reference, floating },
    middleware: [offset(6), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  useLayoutEffect(() => {
    if (isPositioned) onPlace(floatingStyles);
  }, [floatingStyles, isPositioned, onPlace]);
  return null;
}
