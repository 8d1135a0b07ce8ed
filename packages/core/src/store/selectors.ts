import type { SessionState } from './types.ts';

/**
 * The calling context (contracts §6): staff acting for a chosen customer are front of house ('foh',
 * with selected_user_id on the calls); everyone else books online.
 */
export const selectBookingSource = (s: SessionState): 'online' | 'foh' =>
  s.auth.user?.role === 'staff' && s.cart.selectedUserId !== null ? 'foh' : 'online';
