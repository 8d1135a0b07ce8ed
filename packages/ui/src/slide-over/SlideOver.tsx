import type { ReactNode, RefObject } from 'react';
import { DialogHeader } from '../internal/DialogHeader';
import * as dialog from '../internal/dialog.css';
import { useModalDialog } from '../internal/useModalDialog';
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
  const { panelRef, titleId } = useModalDialog('slide-over-title', open, onClose, initialFocusRef);
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
        <DialogHeader titleId={titleId} title={title} hideTitle={hideTitle} closeLabel={closeLabel} onClose={onClose} />
        <div className={dialog.content}>{children}</div>
      </div>
    </>
  );
}
