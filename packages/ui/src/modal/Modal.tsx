import { useRef, type ReactNode, type RefObject } from 'react';
import * as dialog from '../internal/dialog.css';
import { useFocusTrap } from '../internal/useFocusTrap';
import { useScrollLock } from '../internal/useScrollLock';
import { useStableId } from '../internal/useStableId';
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
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useStableId('modal-title');
  useFocusTrap(panelRef, open, onClose, initialFocusRef);
  useScrollLock(open);
  if (!open) return null;
  return (
    <>
      <div className={dialog.backdrop} aria-hidden="true" onClick={onClose} />
      <div className={styles.layer} onClick={(e) => e.target === e.currentTarget && onClose()}>
        <div ref={panelRef} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} className={styles.panel}>
          <div className={dialog.header}>
            <h2 id={titleId} className={dialog.title}>
              {title}
            </h2>
            <button type="button" className={dialog.close} aria-label={closeLabel} onClick={onClose}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <div className={dialog.content}>{children}</div>
        </div>
      </div>
    </>
  );
}
