import * as dialog from './dialog.css';
import { visuallyHidden } from './shared.css';

export interface DialogHeaderProps {
  /** The heading's id: the dialog's aria-labelledby. */
  titleId: string;
  title: string;
  /** Hide the heading visually (it still names the dialog). */
  hideTitle?: boolean;
  closeLabel: string;
  onClose: () => void;
}

/** The heading and close button every dialog (Modal, SlideOver) starts with. */
export function DialogHeader({ titleId, title, hideTitle = false, closeLabel, onClose }: DialogHeaderProps) {
  return (
    <div className={dialog.header}>
      <h2 id={titleId} className={hideTitle ? `${dialog.title} ${visuallyHidden}` : dialog.title}>
        {title}
      </h2>
      <button type="button" className={dialog.close} aria-label={closeLabel} onClick={onClose}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
