import { announce } from './announce.ts';

/** The part of a core toast (`state.toasts.list[n]`) the live region reads out. */
export interface AnnouncedToast {
  id: string;
  type: string;
  title: string | null;
  message: string;
  items?: string[];
}

/** The text a screen reader hears: title, message, and a validation toast's items. */
export function toastText(toast: AnnouncedToast): string {
  const body =
    toast.items && toast.items.length > 0 && !toast.message.includes(toast.items[0]!)
      ? `${toast.message} ${toast.items.join('. ')}`
      : toast.message;
  return [toast.title, body].filter(Boolean).join(': ');
}

/**
 * Returns a listener for the toast list that announces each toast once, danger ones assertively
 * (an error interrupts; a confirmation waits its turn).
 */
export function createToastAnnouncer(say: typeof announce = announce): (toasts: readonly AnnouncedToast[]) => void {
  const announced = new Set<string>();
  return (toasts) => {
    for (const toast of toasts) {
      if (announced.has(toast.id)) continue;
      announced.add(toast.id);
      say(toastText(toast), toast.type === 'danger' ? 'assertive' : 'polite');
    }
  };
}

interface ToastStore {
  getState(): { toasts: { list: readonly AnnouncedToast[] } };
  subscribe(
    listener: (
      state: { toasts: { list: readonly AnnouncedToast[] } },
      previous: { toasts: { list: readonly AnnouncedToast[] } },
    ) => void,
  ): () => void;
}

/** Announces the store's toasts, those already in the list and every one pushed from now on. */
export function announceToastsOf(store: ToastStore): void {
  const onToasts = createToastAnnouncer();
  onToasts(store.getState().toasts.list);
  store.subscribe((state, previous) => {
    if (state.toasts.list !== previous.toasts.list) onToasts(state.toasts.list);
  });
}
