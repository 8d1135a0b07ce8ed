// Client-side domain types: the camelCased view the store and the elements work with. The wire shapes
// live in ../contract (zod, server-owned); the client only ever takes `import type` from there.
import type { z } from 'zod';
import type { sessionUser } from '../contract/auth.ts';
import type { CartItemWire } from '../contract/carts.ts';
import type { transaction } from '../contract/checkout.ts';
import type { Money, MoneyWire } from '../money/money.ts';
import type { Camelized } from './contract-views.ts';
import { TENDER_TYPES } from '../contract/values.ts';
import type { TimeValue } from '../time/time.ts';

export type { Money, MoneyWire, TimeValue };

/** The operator (flows §3 Client): GET /api/client, normalised by toClientInfo. */
export interface ClientInfo {
  id: number | string;
  name: string;
  /** The client domain (X-Client-Domain), when the server says. */
  domain: string | null;
  /** ISO code and symbol; the symbol defaults to £. */
  currency: { code: string; symbol: string };
  onlineJoiningEnabled: boolean;
  onlineGuestPassesEnabled: boolean;
  paidBookingEnabled: boolean;
  /** The operator's terms and conditions, which sign-up asks to accept; null when the server names none. */
  termsUrl: string | null;
}

export type FontOption = 'garage_gothic' | 'lato' | 'open_sans' | 'roboto';

/** Theme fields of flows §3 (validated and applied by @venue/theme). */
export interface ThemeFields {
  themeAppPrimaryColour: string;
  themeAppSecondaryColour1: string;
  themeAppSecondaryColour2: string;
  themeAppHeaderBgColour: string;
  themeAppDarkBgColour: string;
  headerPrimaryColour: string;
  themeAppLogo: string | null;
  themeAppBodyFontStyle: FontOption;
  themeAppHeadingFontStyle: FontOption;
  themeAppSecondaryButtonStyle: string;
}

/** The venue as the session holds it (flows §3; contracts §3 client view). */
export interface Venue {
  slug: string;
  name: string;
  lat: number | null;
  lng: number | null;
  activitiesV2Enabled: boolean;
  displayVenueSelectionButton: boolean;
  /** Wire extras kept for screens that want them (address, opening times, migration date...). */
  [extra: string]: unknown;
}

export interface MembershipUser {
  id: number | string;
  homeVenueId: number | string | null;
  [extra: string]: unknown;
}

/** One entry of the session user's document_expiry list. */
export type DocumentExpiry = Camelized<z.infer<typeof sessionUser>>['documentExpiry'][number];

/** The logged-in user (flows §3 Session user), normalised from GET /api/auth/user. */
export interface SessionUser {
  id: number;
  reference: string | null;
  firstName: string;
  lastName: string;
  email: string;
  homeVenueSlug: string | null;
  /** The primary membership user, when there is one. */
  membershipUser: MembershipUser | null;
  /** Every membership user of the account (API-020: the response is normalised into membershipUsers). */
  membershipUsers: MembershipUser[];
  /** balance is the total; membership and general split it when the server sends them. */
  credit: { balance: Money; membership: Money | null; general: Money | null };
  homeVenueId: number | null;
  /** Front-of-house staff: the venue they work at. */
  staffVenueSlug: string | null;
  hasInstruction: boolean;
  hasBillingDate: boolean;
  hasOutstandingPenalties: boolean;
  /** flows says a list, contracts an object (C16): always a list here. */
  documentExpiry: DocumentExpiry[];
  membershipDocumentUploadRequired: boolean;
  profilePhoto: string | null;
  role: 'customer' | 'staff';
}

/** The contract's cartable types as a value (zod stays out of the bundle); the conformance test holds them equal. */
export type CartableType = CartItemWire['cartable_type'];
export const CARTABLE_TYPES = [
  'membershipRenewal',
  'av2BookingBundle',
  'activity',
  'av2Booking',
  'activityTicket',
  'other',
] as const satisfies readonly CartableType[];

type WireCartableResource = Camelized<CartItemWire>['cartableResource'];
/**
 * What a basket line is for, from the contract's `cartable_resource` with every field present: `startsAt`
 * and `endsAt` are time values (a course's run, or one session), never a preformatted text.
 */
export type CartableResource = {
  [K in Exclude<keyof WireCartableResource, 'newMembership'>]-?: NonNullable<WireCartableResource[K]> | null;
} & { newMembership: boolean };

/** One basket line as the views see it (flows §3 Cart item, contracts §3 client item view). */
export interface CartItem {
  id: number | string;
  /** Contract kind: av2_booking, membership, pricing_option... */
  type: string;
  name: string;
  price: Money;
  quantity: number;
  maxQuantity: number | null;
  sortKey: number | string;
  membershipUserId: number | string | null;
  cartableType: CartableType;
  cartableResource: CartableResource;
  childItems: CartItem[];
  /** When it happens, as the server words it for the basket and checkout ('' when it has no time). */
  when: string;
  benefitApplied: boolean;
  packageApplied: boolean;
  enablePrintReceipt: boolean;
  /** The kind's own fields (bookingId, occurrenceId, membershipId...), camelCased. */
  details: Record<string, unknown>;
}

export type CreditType = 'membership' | 'general';

export interface CartCredit {
  type: CreditType;
  totalAvailable: Money;
  maxApplicable: Money;
}

export interface CartCredits {
  membership: CartCredit;
  general: CartCredit;
}

export interface CartTotals {
  total: Money;
  taxTotal: Money;
  subTotal: Money;
  balance: Money;
  itemCount: number;
  formattedTotal: string;
  formattedBalance: string;
}

/** The cart data the session holds (flows §3 Cart, minus the status flags and actions). */
export interface CartData {
  id: number | string | null;
  uuid: string | null;
  cartId: number | string | null;
  source: string | null;
  items: CartItem[];
  selectedUserId: number | null;
  completeOrderId: number | string | null;
  attendeeWaiversRequired: number;
  totals: CartTotals;
  credits: CartCredits;
  /** The discount code applied to the basket: `totals.subTotal` less `amount` is `totals.total`. */
  discount: CartDiscount | null;
}

/** A discount code on the basket (flows §5). */
export interface CartDiscount {
  code: string;
  description: string;
  kind: 'percentage' | 'fixed';
  /** Percentage: 1 to 100; fixed: minor units. */
  rate: number;
  amount: Money;
}

/** An item as sent on the flows cart service add (flows §3 Cart item as sent on add). */
export interface CartAddItem {
  id: number | string;
  type: string;
  purchasedForUserId?: number | null;
  pricingOptionId?: number | string | null;
  [option: string]: unknown;
}

/** One tender in the payments map (flows §3 Payment entry). */
export interface CreditTender {
  tenderType: 'credit';
  creditType: CreditType;
  /** Minor units. */
  amount: number;
}

export { TENDER_TYPES };
export type TenderType = (typeof TENDER_TYPES)[number];
/** Offline tenders that need a till (contracts §9). */
export const TILL_TENDER_TYPES: readonly TenderType[] = ['cash', 'cheque', 'offline-voucher'];

export interface OfflineTender {
  tenderType: TenderType;
  amount: number;
  info: string | null;
}

/** flows §3 Transaction: the answer of POST /api/checkout/authorise. */
export type Transaction = Camelized<z.infer<typeof transaction>>;
export type TransactionStatus = Transaction['transactionStatus'];

export interface MapCoordinates {
  lat: number;
  lng: number;
}
