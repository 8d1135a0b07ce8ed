import { useCallback, useEffect, useRef, useState, type CSSProperties } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { useStableId } from '../internal/useStableId';
import * as styles from './tooltip.css';

type Placer = typeof import('./TooltipPosition').default;

// Floating UI (~10 KB gzip) positions an open tooltip; it loads the first time one opens, not with the view.
// A plain import() into state, not React.lazy: Suspense and lazy would sit in preact/compat, in the element
// layer every element loads. A failed load leaves the tooltip unplaced and is tried again on the next open.
let placer: Placer | undefined;
let loadingPlacer: Promise<Placer> | undefined;
const loadPlacer = (): Promise<Placer> =>
  (loadingPlacer ??= import('./TooltipPosition').then(
    (module) => (placer = module.default),
    (error: unknown) => {
      loadingPlacer = undefined;
      throw error;
    },
  ));

/** Open, not yet placed: out of the flow and invisible, so it never flashes at the wrong spot. */
const UNPLACED: CSSProperties = { position: 'absolute', top: 0, left: 0, visibility: 'hidden' };
/** Hover intent: the tooltip opens after the pointer rests this long on the trigger. */
const HOVER_OPEN_DELAY_MS = 150;

export interface TooltipTriggerProps {
  ref: (node: HTMLElement | null) => void;
  'aria-describedby': string;
  [handler: string]: unknown;
}

export interface TooltipProps {
  content: ReactNode;
  /**
   * The trigger. Plain content is wrapped in a focusable span; a function receives the props to
   * spread on your own focusable element (use aria-disabled rather than disabled so it stays focusable).
   */
  children: ReactNode | ((props: TooltipTriggerProps) => ReactElement);
  placement?: 'top' | 'bottom' | 'left' | 'right';
}

/**
 * A tooltip shown on hover and on keyboard focus, dismissed with Escape. The text is always in the
 * DOM (hidden when closed) and tied to the trigger by aria-describedby, so screen readers read it
 * whether or not it is visible. Positioned with Floating UI (TooltipPosition.tsx, loaded when first
 * opened), rendered in place (no portal) so it stays inside the shadow root.
 */
export function Tooltip({ content, children, placement = 'top' }: TooltipProps) {
  const [open, setOpen] = useState(false);
  const [reference, setReference] = useState<HTMLElement | null>(null);
  const [floating, setFloating] = useState<HTMLElement | null>(null);
  const [position, setPosition] = useState<CSSProperties | null>(null);
  const id = useStableId('tooltip');
  const hoverTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [TooltipPosition, setPlacer] = useState<Placer | undefined>(() => placer);

  useEffect(() => {
    if (!open || TooltipPosition) return undefined;
    let live = true;
    loadPlacer().then(
      (loaded) => live && setPlacer(() => loaded),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [open, TooltipPosition]);

  const show = useCallback(() => {
    clearTimeout(hoverTimer.current);
    setOpen(true);
  }, []);
  const hide = useCallback(() => {
    clearTimeout(hoverTimer.current);
    setOpen(false);
    setPosition(null);
  }, []);
  useEffect(() => () => clearTimeout(hoverTimer.current), []);

  // Escape closes it wherever focus is (keydown is composed, so it reaches the document from a shadow root).
  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, hide]);

  const triggerProps: TooltipTriggerProps = {
    ref: setReference,
    'aria-describedby': id,
    onMouseEnter: () => {
      clearTimeout(hoverTimer.current);
      hoverTimer.current = setTimeout(show, HOVER_OPEN_DELAY_MS);
    },
    onMouseLeave: hide,
    onFocus: show,
    onBlur: hide,
  };

  return (
    <>
      {typeof children === 'function' ? (
        children(triggerProps)
      ) : (
        // Focusable so keyboard users can open the tooltip of a plain text trigger (WCAG 1.4.13).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <span {...triggerProps} tabIndex={0} className={styles.trigger}>
          {children}
        </span>
      )}
      <div
        ref={setFloating}
        id={id}
        role="tooltip"
        hidden={!open}
        className={styles.tooltip}
        style={open ? (position ?? UNPLACED) : undefined}
      >
        {content}
      </div>
      {open && reference && floating && TooltipPosition ? (
        <TooltipPosition reference={reference} floating={floating} placement={placement} onPlace={setPosition} />
      ) : null}
    </>
  );
}
