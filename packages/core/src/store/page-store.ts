import { createStore, type StoreApi } from 'zustand/vanilla';
import { getApi } from '../api/global.ts';
import { pageSingleton, SESSION_STORE_KEY } from '../globals.ts';
import { createAuthSlice } from './auth.ts';
import { sessionEvents } from './events.ts';
import type { CartSlice } from './cart.ts';
import { cartWith, loadBasketWith } from './loadBasket.ts';
import { createSystemSlice } from './system.ts';
import { createToastsSlice } from './toasts.ts';
import type { SessionState, SliceDef, SliceName, SlicePatch, SliceTools, StoreDeps } from './types.ts';
import { createVenueSlice } from './venue.ts';

export type SessionStore = StoreApi<SessionState>;

/** What start-up, the element factory and the toast viewport use: every page's store starts with these. */
export const BASE_SLICES: readonly SliceDef[] = [
  { name: 'system', create: createSystemSlice },
  { name: 'auth', create: createAuthSlice },
  { name: 'venue', create: createVenueSlice },
  { name: 'toasts', create: createToastsSlice },
];

// On the store object under a registry symbol, not in a module-level map: a second bundle on the page has
// its own copy of this module and must still add slices to the first bundle's store.
const TOOLS_KEY = Symbol.for('venue.session-slices.v1');
type WithTools = SessionStore & { [TOOLS_KEY]?: SliceTools };

/** A store holding `slices`; more are added with ensureSlicesIn. */
export function createStoreWith(slices: readonly SliceDef[], overrides: Partial<StoreDeps> = {}): SessionStore {
  const deps: StoreDeps = {
    api: overrides.api ?? getApi,
    events: overrides.events ?? sessionEvents,
    navigate: overrides.navigate ?? ((path) => location.assign(path)),
  };
  let tools: SliceTools | undefined;
  const store: WithTools = createStore<SessionState>()((set, get) => {
    // Each slice replaces only its own object, so a subscriber to one slice sees no change from another.
    const patch = <K extends SliceName>(key: K, update: SlicePatch<K>) =>
      set((state) => {
        const slice = state[key];
        const changes = typeof update === 'function' ? update(slice) : update;
        return { [key]: { ...slice, ...changes } } as unknown as Partial<SessionState>;
      });
    // `store` is assigned once this initializer returns, before any slice can call ensure.
    tools = { patch, get, deps, ensure: (def) => ensureSlicesIn(store, def).getState()[def.name] };
    const state: Partial<Record<SliceName, unknown>> = {};
    for (const def of slices) state[def.name] = def.create(tools);
    return state as SessionState;
  });
  store[TOOLS_KEY] = tools;
  return store;
}

/**
 * Adds the slices `store` does not hold yet. A new slice starts from its initial data, which is what a
 * reader of an absent slice assumes (selectors.ts), so subscribers see no change they must render.
 */
export function ensureSlicesIn(store: SessionStore, ...defs: SliceDef[]): SessionStore {
  const tools = (store as WithTools)[TOOLS_KEY];
  if (!tools) throw new Error('ensureSlicesIn: not a session store made by createStoreWith');
  for (const def of defs) {
    if (store.getState()[def.name] !== undefined) continue;
    store.setState({ [def.name]: def.create(tools) } as unknown as Partial<SessionState>);
  }
  return store;
}

/** The page's one session store, shared by every bundle on the page; it starts with BASE_SLICES. */
export function getSessionStore(): SessionStore {
  return pageSingleton(SESSION_STORE_KEY, () => createStoreWith(BASE_SLICES));
}

/**
 * Makes the page store hold these slices: called at the top of every module that reads one, so the
 * slice's code loads with that module (a view's chunk) and exists before the module's first render.
 */
export function ensureSlices(...defs: SliceDef[]): SessionStore {
  return ensureSlicesIn(getSessionStore(), ...defs);
}

const ensureOnPage: SliceTools['ensure'] = (def) => ensureSlices(def).getState()[def.name];

/** The basket of whoever is logged in, in the page's store (loadBasket.ts). */
export function loadBasket(): Promise<boolean> {
  return loadBasketWith(ensureOnPage);
}

/** The page's cart slice for a view that needs it only on a click (Join), fetched then (loadBasket.ts). */
export function loadCart(): Promise<CartSlice> {
  return cartWith(ensureOnPage);
}
