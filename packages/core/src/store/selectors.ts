import type { SessionState } from './types.ts';

// Module-level selectors keep their identity between renders, so a React binding
// (useSyncExternalStore over the store) re-renders a view only when the slice it reads changes.
export const selectSystem = (s: SessionState) => s.system;
export const selectAuth = (s: SessionState) => s.auth;
export const selectVenue = (s: SessionState) => s.venue;
export const selectCart = (s: SessionState) => s.cart;
export const selectPayments = (s: SessionState) => s.payments;
export const selectKiosk = (s: SessionState) => s.kiosk;
export const selectToasts = (s: SessionState) => s.toasts;
export const selectMap = (s: SessionState) => s.map;

export const selectUser = (s: SessionState) => s.auth.user;
export const selectIsLoggedIn = (s: SessionState) => s.auth.status === 'loggedIn';
export const selectCartItems = (s: SessionState) => s.cart.items;
export const selectCartTotals = (s: SessionState) => s.cart.totals;
export const selectCartItemCount = (s: SessionState) => s.cart.totals.itemCount;
export const selectToastList = (s: SessionState) => s.toasts.list;
export const selectLoginModalOpen = (s: SessionState) => s.system.loginModalOpen;
export const selectIsEmbedded = (s: SessionState) => s.system.isEmbedded;
export const selectIsKiosk = (s: SessionState) => s.kiosk.isKiosk;
export const selectSelectedVenueSlug = (s: SessionState) => s.venue.selectedSlug;

/**
 * The calling context (contracts §6): staff acting for a chosen customer are front of house ('foh',
 * with selected_user_id on the calls); everyone else books online.
 */
export const selectBookingSource = (s: SessionState): 'online' | 'foh' =>
  s.auth.user?.role === 'staff' && s.cart.selectedUserId !== null ? 'foh' : 'online';
