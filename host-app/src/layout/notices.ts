import { useSyncExternalStore } from 'react';
import { getSessionStore } from '@venue/core';
import type { Toast, ToastInput } from '@venue/core';

/**
 * Host-app notices go through the session store's toasts, the same list the elements and the API client
 * use, so every toast of the page shows in one stack (5000 ms by default, flows §9).
 */
export function showNotice(toast: ToastInput): string {
  return getSessionStore().getState().toasts.push(toast);
}

export function dismissNotice(id: string): void {
  getSessionStore().getState().toasts.dismiss(id);
}

export function useNotices(): Toast[] {
  const store = getSessionStore();
  return useSyncExternalStore(
    store.subscribe,
    () => store.getState().toasts.list,
    () => store.getState().toasts.list,
  );
}
