import type { ApiClient } from '../api/client.ts';
import type { AttendeesSlice } from './attendees.ts';
import type { AuthSlice } from './auth.ts';
import type { CartSlice } from './cart.ts';
import type { CheckoutSlice } from './checkout.ts';
import type { CustomersSlice } from './customers.ts';
import type { KioskSlice } from './kiosk.ts';
import type { MapSlice } from './map.ts';
import type { PaymentsSlice } from './payments.ts';
import type { SystemSlice } from './system.ts';
import type { ToastsSlice } from './toasts.ts';
import type { VenueSlice } from './venue.ts';

/** The slices every page starts with: what start-up, the element factory and the toast viewport use. */
export interface BaseSessionState {
  system: SystemSlice;
  auth: AuthSlice;
  venue: VenueSlice;
  toasts: ToastsSlice;
}

/**
 * The slices created on first use: a module that reads one names it with ensureSlices (page-store.ts), so
 * its code loads with the views that call it, not with the runtime every page fetches.
 */
export interface LazySessionState {
  kiosk: KioskSlice;
  cart: CartSlice;
  payments: PaymentsSlice;
  checkout: CheckoutSlice;
  map: MapSlice;
  attendees: AttendeesSlice;
  customers: CustomersSlice;
}

/**
 * The whole session: one object per slice, each holding its data and its actions. What a module that has
 * ensured its lazy slices sees; code that may run before (start-up, another slice) reads PageSessionState.
 */
export interface SessionState extends BaseSessionState, LazySessionState {}

/** The page's store as it may be: the base slices, and the lazy ones some module has asked for. */
export type PageSessionState = BaseSessionState & Partial<LazySessionState>;

export type SliceName = keyof SessionState;
export type LazySliceName = keyof LazySessionState;

/** How to create one slice: its key in the store and its factory. */
export interface SliceDef<K extends SliceName = SliceName> {
  name: K;
  create(tools: SliceTools): SessionState[K];
}

export interface StoreDeps {
  /** The API client, looked up at call time (getApi by default), so the store can exist before configuration. */
  api: () => ApiClient;
  /** Where session events are raised (sessionEvents by default). */
  events: EventTarget;
  /** Navigation for flows that move the page (kiosk idle logout); location.assign by default. */
  navigate: (path: string) => void;
}

export type SlicePatch<K extends SliceName> =
  Partial<SessionState[K]> | ((slice: SessionState[K]) => Partial<SessionState[K]>);

/** What every slice factory receives: a setter scoped to one slice, the whole state, and the dependencies. */
export interface SliceTools {
  patch<K extends SliceName>(key: K, patch: SlicePatch<K>): void;
  get(): SessionState;
  deps: StoreDeps;
  /** The slice, created in this store first if it is not there yet. */
  ensure<K extends SliceName>(def: SliceDef<K>): SessionState[K];
}
