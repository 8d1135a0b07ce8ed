import { getSessionStore, originOf, sessionEvents } from '@venue/core/runtime';
import { createVenueEvent } from './hostContext.ts';
import { ensureLiveRegion } from './liveRegion.ts';

/** The session events core raises, re-dispatched as `venue:<name>` from their origin element or on `document`. */
export const SESSION_EVENT_NAMES = ['logged-in', 'logged-out', 'basket-change', 'booking-confirmed'] as const;

const BRIDGE_KEY = Symbol.for('venue.page-bridges.v1');

/**
 * Where a fact's DOM event starts: the element whose action caused it, so listeners on that element,
 * its ancestors, document and window each hear it once; `document` when no element caused it (a poll,
 * another tab) or the element has left the page meanwhile (its event would reach no one there).
 */
export function venueEventTarget(origin: EventTarget | null): EventTarget {
  if (origin === null) return document;
  const node = origin as Partial<Node>;
  return node.isConnected === false ? document : origin;
}

/**
 * Loads the toast announcer with the first toast (most page loads show none) and hands it the store: it
 * reads that toast and every later one. The live region itself exists from start-up, as screen readers need.
 */
function announceFromFirstToast(): void {
  const store = getSessionStore();
  const begin = () => void import('./toastAnnouncer.ts').then(({ announceToastsOf }) => announceToastsOf(store));
  if (store.getState().toasts.list.length > 0) return begin();
  const stop = store.subscribe((state) => {
    if (state.toasts.list.length === 0) return;
    stop();
    begin();
  });
}

/**
 * Page-wide wiring done once per page, however many bundles load: each of core's session events
 * becomes one composed bubbling `venue:*` DOM event (see venueEventTarget), and toasts are announced
 * in the light-DOM live region. Keyed on globalThis so a second bundle does not double every event.
 */
export function installPageBridges(): void {
  if (typeof document === 'undefined') return;
  const holder = globalThis as unknown as Record<symbol, boolean | undefined>;
  if (holder[BRIDGE_KEY]) return;
  holder[BRIDGE_KEY] = true;

  for (const name of SESSION_EVENT_NAMES) {
    sessionEvents.addEventListener(name, (event: Event) => {
      venueEventTarget(originOf(event)).dispatchEvent(createVenueEvent(name, (event as CustomEvent).detail));
    });
  }

  const start = () => {
    ensureLiveRegion();
    announceFromFirstToast();
  };
  if (document.body) start();
  else document.addEventListener('DOMContentLoaded', start, { once: true });
}
