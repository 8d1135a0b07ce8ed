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

/** The whole session: one object per slice, each holding its data and its actions. */
export interface SessionState {
  system: SystemSlice;
  auth: AuthSlice;
  venue: VenueSlice;
  cart: CartSlice;
  payments: PaymentsSlice;
  checkout: CheckoutSlice;
  kiosk: KioskSlice;
  toasts: ToastsSlice;
  map: MapSlice;
  attendees: AttendeesSlice;
  customers: CustomersSlice;
}

export type SliceName = keyof SessionState;

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
}
