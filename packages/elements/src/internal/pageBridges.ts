import { getSessionStore, sessionEvents } from '@venue/core';
import { createVenueEvent } from './hostContext.ts';
import { ensureLiveRegion } from './liveRegion.ts';
import { createToastAnnouncer } from './toastAnnouncer.ts';

/** The session events core raises, re-dispatched on `document` as `venue:<name>`. */
export const SESSION_EVENT_NAMES = ['logged-in', 'logged-out', 'basket-change', 'booking-confirmed'] as const;

const BRIDGE_KEY = Symbol.for('venue.page-bridges.v1');

/**
 * Page-wide wiring done once per page, however many bundles load: core's session events become
 * composed bubbling DOM events on `document`, and toasts are announced in the light-DOM live region.
 * Keyed on globalThis so a second bundle does not double every event.
 */
export function installPageBridges(): void {
  if (typeof document === 'undefined') return;
  const holder = globalThis as unknown as Record<symbol, boolean | undefined>;
  if (holder[BRIDGE_KEY]) return;
  holder[BRIDGE_KEY] = true;

  for (const name of SESSION_EVENT_NAMES) {
    sessionEvents.addEventListener(name, (event: Event) => {
      document.dispatchEvent(createVenueEvent(name, (event as CustomEvent).detail));
    });
  }

  const start = () => {
    ensureLiveRegion();
    const store = getSessionStore();
    const onToasts = createToastAnnouncer();
    onToasts(store.getState().toasts.list);
    store.subscribe((state, previous) => {
      if (state.toasts.list !== previous.toasts.list) onToasts(state.toasts.list);
    });
  };
  if (document.body) start();
  else document.addEventListener('DOMContentLoaded', start, { once: true });
}
