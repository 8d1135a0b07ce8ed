import { useRef, type ReactNode, type RefObject } from 'react';
import * as dialog from '../internal/dialog.css';
import { visuallyHidden } from '../internal/shared.css';
import { useFocusTrap } from '../internal/useFocusTrap';
import { useScrollLock } from '../internal/useScrollLock';
import { useStableId } from '../internal/useStableId';
import * as styles from './slideOver.css';

/** 560, 640 and 720 px are the slide-over widths of flows §9; 306 px is the mobile side drawer. */
export type SlideOverWidth = 306 | 560 | 640 | 720;

export interface SlideOverProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Hide the heading visually (it still names the dialog). */
  hideTitle?: boolean;
  width?: SlideOverWidth;
  side?: 'left' | 'right';
  children?: ReactNode;
  initialFocusRef?: RefObject<HTMLElement | null>;
  closeLabel?: string;
  /** Extra class for the panel (e.g. the nav drawer's colours). */
  className?: string;
}

/** A panel sliding in from the side: a modal dialog with the same focus rules as Modal. */
export function SlideOver({
  open,
  onClose,
  title,
  hideTitle = false,
  width = 560,
  side = 'right',
  children,
  initialFocusRef,
  closeLabel = 'Close',
  className,
}: SlideOverProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useStableId('slide-over-title');
  useFocusTrap(panelRef, open, onClose, initialFocusRef);
  useScrollLock(open);
  if (!open) return null;
  return (
    <>
      <div className={dialog.backdrop} aria-hidden="true" onClick={onClose} />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-width={width}
        className={[styles.panel, styles.side[side], styles.width[width], className ?? ''].join(' ')}
      >
        <div className={dialog.header}>
          <h2 id={titleId} className={hideTitle ? `${dialog.title} ${visuallyHidden}` : dialog.title}>
            {title}
          </h2>
          <button type="button" className={dialog.close} aria-label={closeLabel} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className={dialog.content}>{children}</div>
      </div>
    </>
  );
}
