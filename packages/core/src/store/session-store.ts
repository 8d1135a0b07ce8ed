import { attendeesSlice } from './attendees.ts';
import { cartSlice } from './cart.ts';
import { checkoutSlice } from './checkout.ts';
import { customersSlice } from './customers.ts';
import { kioskSlice } from './kiosk.ts';
import { mapSlice } from './map.ts';
import { BASE_SLICES, createStoreWith, type SessionStore } from './page-store.ts';
import { paymentsSlice } from './payments.ts';
import type { SliceDef, StoreDeps } from './types.ts';

export {
  ensureSlices,
  ensureSlicesIn,
  getSessionStore,
  loadBasket,
  loadCart,
  type SessionStore,
} from './page-store.ts';

/** Every slice created lazily on a page (page-store.ts), in the order the full store lists them. */
export const LAZY_SLICES: readonly SliceDef[] = [
  kioskSlice,
  cartSlice,
  paymentsSlice,
  checkoutSlice,
  mapSlice,
  attendeesSlice,
  customersSlice,
];

/**
 * A new session store with every slice. Pages use getSessionStore() (base slices, the rest on first use);
 * this is for tests and for a page that really wants a second, separate session.
 */
export function createSessionStore(overrides: Partial<StoreDeps> = {}): SessionStore {
  return createStoreWith([...BASE_SLICES, ...LAZY_SLICES], overrides);
}
