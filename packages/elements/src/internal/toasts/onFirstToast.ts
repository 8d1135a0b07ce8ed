import { getSessionStore } from '@venue/core/runtime';

type LoadViewport = () => Promise<{ ensureToastViewport(doc?: Document): void }>;

/**
 * Adds the page's `<venue-toasts>` when the first toast is pushed, fetching its code then: most pages
 * never show one, and a page that does waits only for this small chunk (issue 12). Screen readers hear
 * the toast at once either way, through the live region (pageBridges.ts).
 */
export function showToastsOnFirstToast(load: LoadViewport = () => import('./define.ts')): void {
  const store = getSessionStore();
  const show = () => void load().then((viewport) => viewport.ensureToastViewport());
  if (store.getState().toasts.list.length > 0) return show();
  const stop = store.subscribe((state) => {
    if (state.toasts.list.length === 0) return;
    stop();
    show();
  });
}
