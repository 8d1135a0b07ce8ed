import { defineVenueElement } from '../createElement.ts';
import { KioskIdle } from './KioskIdle.tsx';

export const KIOSK_IDLE_TAG = 'venue-kiosk-idle';

/** `<venue-kiosk-idle>`: idle logout with its warning. The kiosk bundle adds one to the body itself. */
defineVenueElement(KIOSK_IDLE_TAG, KioskIdle, {});

export function ensureKioskIdle(doc: Document = document): void {
  const add = () => {
    if (!doc.querySelector(KIOSK_IDLE_TAG)) doc.body.append(doc.createElement(KIOSK_IDLE_TAG));
  };
  if (doc.body) add();
  else doc.addEventListener('DOMContentLoaded', add, { once: true });
}
