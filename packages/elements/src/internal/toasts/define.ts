import { defineVenueElement } from '../createElement.ts';
import { ensureOnBody } from '../ensureOnBody.ts';
import { ToastViewport } from './ToastViewport.tsx';

export const TOASTS_TAG = 'venue-toasts';

/** `<venue-toasts>`: the page's visible toasts. Script-tag bundles add one to the body themselves. */
defineVenueElement(TOASTS_TAG, ToastViewport, {});

/** Adds the page's one `<venue-toasts>` (once, whichever bundle gets there first). */
export function ensureToastViewport(doc: Document = document): void {
  ensureOnBody(TOASTS_TAG, doc);
}
