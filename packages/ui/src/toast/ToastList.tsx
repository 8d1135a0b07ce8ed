import { useEffect, useRef } from 'react';
import * as styles from './toast.css';

export type ToastType = 'danger' | 'info' | 'success' | 'warning';

/** Default time a toast stays (flows §9). */
export const TOAST_DEFAULT_DURATION_MS = 5000;

/** Structurally the same as core's Toast, so the store's list can be passed straight in. */
export interface ToastView {
  id: string | number;
  type: ToastType;
  title?: string | null;
  message: string;
  /** Messages listed under the title (the 'Validation errors' toast lists each 422 message). */
  items?: readonly string[];
  /** Milliseconds before it is dismissed; 5000 by default, 0 keeps it until closed. */
  duration?: number;
}

export interface ToastListProps {
  toasts: readonly ToastView[];
  onDismiss: (id: ToastView['id']) => void;
}

/**
 * The visual list of toasts. It is deliberately not a live region: announcements go through the one
 * live region in the page's light DOM (live regions inside shadow roots are unreliable), so screen
 * readers hear each toast once.
 */
export function ToastList({ toasts, onDismiss }: ToastListProps) {
  if (toasts.length === 0) return null;
  return (
    <ol className={styles.list} aria-label="Notifications">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} onDismiss={onDismiss} />
      ))}
    </ol>
  );
}

function ToastItem({ toast, onDismiss }: { toast: ToastView; onDismiss: ToastListProps['onDismiss'] }) {
  const dismissRef = useRef(onDismiss);
  dismissRef.current = onDismiss;
  const duration = toast.duration ?? TOAST_DEFAULT_DURATION_MS;
  useEffect(() => {
    if (duration <= 0) return;
    const timer = setTimeout(() => dismissRef.current(toast.id), duration);
    return () => clearTimeout(timer);
  }, [toast.id, duration]);

  const items = toast.items ?? [];
  return (
    <li className={`${styles.toast} ${styles.type[toast.type]}`} data-type={toast.type}>
      <div className={styles.body}>
        {toast.title ? <p className={`${styles.title} ${styles.titleColour[toast.type]}`}>{toast.title}</p> : null}
        {items.length === 0 ? (
          <p className={styles.message}>{toast.message}</p>
        ) : (
          <ul className={styles.messages}>
            {items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        )}
      </div>
      <button
        type="button"
        className={styles.dismiss}
        aria-label="Dismiss notification"
        onClick={() => onDismiss(toast.id)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}
