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
