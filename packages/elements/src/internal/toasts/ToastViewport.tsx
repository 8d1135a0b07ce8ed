import { themeRoot } from '@venue/theme/contract.css.ts';
import { getSessionStore } from '@venue/core';
import { useSession } from '../useSession.ts';
import * as css from './toasts.css.ts';

type Tone = keyof typeof css.tone;
const isTone = (type: string): type is Tone => type in css.tone;

/**
 * The visible toasts of the page (UI-032 to UI-034). Screen readers hear them through the light-DOM
 * live region (pageBridges), so this list itself is not a live region: announcing twice is noise.
 */
export function ToastViewport() {
  const toasts = useSession((state) => state.toasts.list);
  if (toasts.length === 0) return null;
  return (
    <ul className={`${themeRoot} ${css.viewport}`} aria-label="Notifications">
      {toasts.map((toast) => (
        <li key={toast.id} className={`${css.toast} ${css.tone[isTone(toast.type) ? toast.type : 'info']}`} data-type={toast.type}>
          <div>
            {toast.title ? <strong className={css.title}>{toast.title}</strong> : null}
            {toast.items.length > 0 ? (
              <ul className={css.items}>
                {toast.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : (
              <p className={css.message}>{toast.message}</p>
            )}
          </div>
          <button type="button" className={css.close} aria-label="Dismiss notification" onClick={() => getSessionStore().getState().toasts.dismiss(toast.id)}>
            <span aria-hidden="true">×</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
