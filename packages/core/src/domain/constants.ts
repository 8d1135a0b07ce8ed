import type { CartSource as ContractCartSource } from '../contract/carts.ts';
import type { BookingType } from '../contract/common.ts';

/** contracts §9 booking types (the same list as the contract's BOOKING_TYPES, without pulling zod in). */
export const BOOKING_TYPES = [
  'ticketed',
  'resources',
  'classes',
  'courses',
  'camps',
] as const satisfies readonly BookingType[];

export type CartSource = ContractCartSource;
export const CART_SOURCES = [
  'class-booking',
  'activity-booking',
  'online-joining',
  'online-guest-passes',
  'front-of-house',
  'point-of-sale',
  'off-system',
] as const satisfies readonly CartSource[];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** Ids marked uuid in the contract are RFC 4122/9562 uuids (contracts §3). */
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);
