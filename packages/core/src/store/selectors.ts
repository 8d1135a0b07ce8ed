import type { PageSessionState, SessionState } from './types.ts';

// These read the cart without needing its slice: an absent slice (created on first use, page-store.ts)
// holds what a new one starts with, no customer chosen and an empty basket.

/** Front of house: the customer staff act for, else null. */
export const selectSelectedUserId = (s: SessionState): number | null =>
  (s as PageSessionState).cart?.selectedUserId ?? null;

/** Kiosk mode (the kiosk bundle, or the host app with ?kiosk=true). */
export const selectIsKiosk = (s: SessionState): boolean => (s as PageSessionState).kiosk?.isKiosk ?? false;

/** The basket's item count (the nav's badge). */
export const selectBasketCount = (s: SessionState): number => (s as PageSessionState).cart?.totals.itemCount ?? 0;

/**
 * The calling context (contracts §6): staff acting for a chosen customer are front of house ('foh',
 * with selected_user_id on the calls); everyone else books online.
 */
export const selectBookingSource = (s: SessionState): 'online' | 'foh' =>
  s.auth.user?.role === 'staff' && selectSelectedUserId(s) !== null ? 'foh' : 'online';
