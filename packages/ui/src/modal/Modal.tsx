import type { ReactNode, RefObject } from 'react';
import { DialogHeader } from '../internal/DialogHeader';
import * as dialog from '../internal/dialog.css';
import { useModalDialog } from '../internal/useModalDialog';
import * as styles from './modal.css';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** The dialog's visible heading and accessible name. */
  title: string;
  children?: ReactNode;
  /** Element to focus on opening (defaults to the first focusable element). */
  initialFocusRef?: RefObject<HTMLElement | null>;
  closeLabel?: string;
}

/**
 * A modal dialog rendered in place (not portalled), so it stays inside the element's shadow root and
 * its styles. Focus moves in, is trapped, Escape or the close button closes, and focus returns.
 */
export function Modal({ open, onClose, title, children, initialFocusRef, closeLabel = 'Close' }: ModalProps) {
  const { panelRef, titleId } = useModalDialog('modal-title', open, onClose, initialFocusRef);
  if (!open) return null;
  return (
    <>
      <div className={dialog.backdrop} aria-hidden="true" onClick={onClose} />
      {/* A click outside the panel closes it; the keyboard way is Escape, handled by useModalDialog. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div className={styles.layer} onClick={(e) => e.target === e.currentTarget && onClose()}>
        <div
          ref={panelRef}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          tabIndex={-1}
          className={styles.panel}
        >
          <DialogHeader titleId={titleId} title={title} closeLabel={closeLabel} onClose={onClose} />
          <div className={dialog.content}>{children}</div>
        </div>
      </div>
    </>
  );
}
