import { useEffect, useRef } from 'react';
import * as styles from './toast.css';

export type ToastType = 'danger' | 'info' | 'success' | 'warning';

/** Default time a toast stays (flows §9). */
export const TOAST_DEFAULT_DURATION_MS = 5000;

export interface ToastView {
  id: string | number;
  type: ToastType;
  title?: string;
  /** One message, or a list (the 'Validation errors' toast lists each 422 message). */
  message: string | readonly string[];
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

  const messages = typeof toast.message === 'string' ? [toast.message] : toast.message;
  return (
    <li className={`${styles.toast} ${styles.type[toast.type]}`} data-type={toast.type}>
      <div className={styles.body}>
        {toast.title ? <p className={`${styles.title} ${styles.titleColour[toast.type]}`}>{toast.title}</p> : null}
        {messages.length === 1 ? (
          <p className={styles.message}>{messages[0]}</p>
        ) : (
          <ul className={styles.messages}>
            {messages.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        )}
      </div>
      <button type="button" className={styles.dismiss} aria-label="Dismiss notification" onClick={() => onDismiss(toast.id)}>
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}
