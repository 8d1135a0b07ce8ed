import type { ToastRequest, ToastType } from '../api/client.ts';
import type { SliceTools } from './types.ts';

export const DEFAULT_TOAST_DURATION_MS = 5000;
export const TOAST_TYPES: readonly ToastType[] = ['danger', 'info', 'success', 'warning'];

export interface Toast {
  id: string;
  type: ToastType;
  title: string | null;
  message: string;
  items: string[];
  /** ms until it closes itself; 0 keeps it until dismissed. */
  duration: number;
}

export type ToastInput = ToastRequest;

export interface ToastsSlice {
  list: Toast[];
  /** Shows a toast (default 5000 ms) and returns its id. */
  push(toast: ToastInput): string;
  dismiss(id: string): void;
  clear(): void;
}

export function createToastsSlice({ patch, get }: SliceTools): ToastsSlice {
  let counter = 0;
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const dismiss = (id: string) => {
    clearTimeout(timers.get(id));
    timers.delete(id);
    if (get().toasts.list.some((t) => t.id === id))
      patch('toasts', (s) => ({ list: s.list.filter((t) => t.id !== id) }));
  };
  return {
    list: [],
    push(input) {
      const id = `toast-${++counter}`;
      const toast: Toast = {
        id,
        type: TOAST_TYPES.includes(input.type) ? input.type : 'info',
        title: input.title ?? null,
        message: input.message,
        items: input.items ?? [],
        duration: input.duration ?? DEFAULT_TOAST_DURATION_MS,
      };
      patch('toasts', (s) => ({ list: [...s.list, toast] }));
      if (toast.duration > 0)
        timers.set(
          id,
          setTimeout(() => dismiss(id), toast.duration),
        );
      return id;
    },
    dismiss,
    clear() {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      patch('toasts', { list: [] });
    },
  };
}
