import { getSessionStore } from '@venue/core/runtime';
import { themeRoot } from '@venue/theme';
import { ToastList } from '@venue/ui/toast';
import { useSession } from '../useSession.ts';

const dismiss = (id: string | number) => getSessionStore().getState().toasts.dismiss(String(id));

/**
 * The page's visible toasts (UI-032 to UI-034), drawn by ui's ToastList from the shared session.
 * Screen readers hear them through the light-DOM live region (pageBridges), not from here.
 */
export function ToastViewport() {
  const toasts = useSession((s) => s.toasts.list);
  if (toasts.length === 0) return null;
  return (
    <div className={themeRoot}>
      <ToastList toasts={toasts} onDismiss={dismiss} />
    </div>
  );
}
