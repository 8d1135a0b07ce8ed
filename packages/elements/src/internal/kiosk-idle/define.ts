import { defineVenueElement } from '../createElement.ts';
import { ensureOnBody } from '../ensureOnBody.ts';
import { KioskIdle } from './KioskIdle.tsx';

export const KIOSK_IDLE_TAG = 'venue-kiosk-idle';

/** `<venue-kiosk-idle>`: idle logout with its warning. The kiosk bundle adds one to the body itself. */
defineVenueElement(KIOSK_IDLE_TAG, KioskIdle, {});

export function ensureKioskIdle(doc: Document = document): void {
  ensureOnBody(KIOSK_IDLE_TAG, doc);
}
