import { createStore, type StoreApi } from 'zustand/vanilla';
import { getApi } from '../api/global.ts';
import { pageSingleton, SESSION_STORE_KEY } from '../globals.ts';
import { createAttendeesSlice } from './attendees.ts';
import { createAuthSlice } from './auth.ts';
import { createCartSlice } from './cart.ts';
import { createCheckoutSlice } from './checkout.ts';
import { createCustomersSlice } from './customers.ts';
import { sessionEvents } from './events.ts';
import { createKioskSlice } from './kiosk.ts';
import { createMapSlice } from './map.ts';
import { createPaymentsSlice } from './payments.ts';
import { createSystemSlice } from './system.ts';
import { createToastsSlice } from './toasts.ts';
import type { SessionState, SliceName, SlicePatch, SliceTools, StoreDeps } from './types.ts';
import { createVenueSlice } from './venue.ts';

export type SessionStore = StoreApi<SessionState>;

/**
 * A new session store. Pages use getSessionStore(); this is for tests and for a page that really
 * wants a second, separate session.
 */
export function createSessionStore(overrides: Partial<StoreDeps> = {}): SessionStore {
  const deps: StoreDeps = {
    api: overrides.api ?? getApi,
    events: overrides.events ?? sessionEvents,
    navigate: overrides.navigate ?? ((path) => location.assign(path)),
  };
  return createStore<SessionState>()((set, get) => {
    // Each slice replaces only its own object, so a subscriber to one slice sees no change from another.
    const patch = <K extends SliceName>(key: K, update: SlicePatch<K>) =>
      set((state) => {
        const slice = state[key];
        const changes = typeof update === 'function' ? update(slice) : update;
        return { [key]: { ...slice, ...changes } } as unknown as Partial<SessionState>;
      });
    const tools: SliceTools = { patch, get, deps };
    return {
      system: createSystemSlice(tools),
      auth: createAuthSlice(tools),
      venue: createVenueSlice(tools),
      cart: createCartSlice(tools),
      payments: createPaymentsSlice(tools),
      checkout: createCheckoutSlice(tools),
      kiosk: createKioskSlice(tools),
      toasts: createToastsSlice(tools),
      map: createMapSlice(tools),
      attendees: createAttendeesSlice(tools),
      customers: createCustomersSlice(tools),
    };
  });
}

/** The page's one session store, shared by every bundle on the page. */
export function getSessionStore(): SessionStore {
  return pageSingleton(SESSION_STORE_KEY, () => createSessionStore());
}
