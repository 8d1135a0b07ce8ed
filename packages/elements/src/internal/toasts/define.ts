import { defineVenueElement } from '../createElement.ts';
import { ToastViewport } from './ToastViewport.tsx';

export const TOASTS_TAG = 'venue-toasts';

/** `<venue-toasts>`: the page's visible toasts. Script-tag bundles add one to the body themselves. */
defineVenueElement(TOASTS_TAG, ToastViewport, {});

/** Adds the page's one `<venue-toasts>` (once, whichever bundle gets there first). */
export function ensureToastViewport(doc: Document = document): void {
  const add = () => {
    if (!doc.querySelector(TOASTS_TAG)) doc.body.append(doc.createElement(TOASTS_TAG));
  };
  if (doc.body) add();
  else doc.addEventListener('DOMContentLoaded', add, { once: true });
}
