// Value lists of the contract that browser code needs as values, not only as types. This module imports no
// zod, so a bundle that takes a list from here does not take the schemas with it.

/** Tender types (contracts §9). */
export const TENDER_TYPES = [
  'cash',
  'card',
  'cheque',
  'offline-voucher',
  'float',
  'online',
  'off-system',
  'direct-debit',
  'voucher',
  'gift-card',
  'inclusive',
  'credit',
] as const;

/** Onboarding types (contracts §5, USER-014). */
export const ONBOARDING_TYPES = [
  'customer_account_online',
  'customer_account_foh',
  'membership_purchase',
  'course_pro_bridge',
  'mcr_active',
] as const;

/** Onboarding sources (contracts §5, USER-015). */
export const ONBOARDING_SOURCES = [
  'bookings',
  'course_pro_import',
  'csv_import',
  'customers',
  'front-of-house',
  'itineris_import',
  'moves',
  'my-account',
  'online-joining',
  'mcr_active',
] as const;
