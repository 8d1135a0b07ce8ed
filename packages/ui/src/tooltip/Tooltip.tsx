import {
  autoUpdate,
  flip,
  offset,
  shift,
  useDismiss,
  useFloating,
  useFocus,
  useHover,
  useInteractions,
} from '@floating-ui/react';
import { useState, type ReactElement, type ReactNode } from 'react';
import { useStableId } from '../internal/useStableId';
import * as styles from './tooltip.css';

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
 * whether or not it is visible. Positioned with Floating UI, rendered in place (no portal) so it
 * stays inside the shadow root.
 */
export function Tooltip({ content, children, placement = 'top' }: TooltipProps) {
  const [open, setOpen] = useState(false);
  const id = useStableId('tooltip');
  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange: setOpen,
    placement,
    middleware: [offset(6), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const hover = useHover(context, { move: false, delay: { open: 150, close: 0 } });
  const focus = useFocus(context);
  const dismiss = useDismiss(context);
  const { getReferenceProps, getFloatingProps } = useInteractions([hover, focus, dismiss]);

  const triggerProps = {
    ...getReferenceProps(),
    ref: refs.setReference,
    'aria-describedby': id,
  } as TooltipTriggerProps;

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
        ref={refs.setFloating}
        id={id}
        role="tooltip"
        hidden={!open}
        className={styles.tooltip}
        style={floatingStyles}
        {...getFloatingProps()}
      >
        {content}
      </div>
    </>
  );
}
