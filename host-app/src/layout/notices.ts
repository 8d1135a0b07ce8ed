import { useSyncExternalStore } from 'react';

/**
 * Notices shown through the page's one toast live region (light DOM: live regions inside shadow roots
 * are unreliable). Host-app notices and the session store's toasts end up in the same region.
 */
export type NoticeType = 'danger' | 'info' | 'success' | 'warning';

export interface Notice {
  id: number;
  type: NoticeType;
  title?: string;
  message: string;
}

/** flows §9: toasts stay 5000 ms by default. */
export const NOTICE_DURATION_MS = 5000;

let notices: Notice[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function showNotice(notice: Omit<Notice, 'id'>, duration = NOTICE_DURATION_MS): number {
  const id = nextId++;
  notices = [...notices, { ...notice, id }];
  emit();
  setTimeout(() => dismissNotice(id), duration);
  return id;
}

export function dismissNotice(id: number): void {
  notices = notices.filter((n) => n.id !== id);
  emit();
}

export function useNotices(): Notice[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => notices,
    () => notices,
  );
}
