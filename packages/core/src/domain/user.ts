import { parseMoney, type MoneyWire } from '../money/money.ts';
import type { DocumentExpiry, MembershipUser, SessionUser } from './types.ts';

/** GET /api/auth/user's `data` (or login's `data.user`), camelCased. Lenient: the server may omit fields. */
export interface UserResponse {
  id: number;
  reference?: string | null;
  firstName?: string;
  lastName?: string;
  email?: string;
  homeVenueSlug?: string | null;
  homeVenue?: { slug?: string } | null;
  membershipUser?: MembershipUser | null;
  membershipUsers?: MembershipUser[] | null;
  credit?: { balance?: MoneyWire | number | null; membership?: MoneyWire | null; general?: MoneyWire | null } | null;
  homeVenueId?: number | null;
  staffVenueSlug?: string | null;
  hasInstruction?: boolean;
  hasBillingDate?: boolean;
  hasOutstandingPenalties?: boolean;
  documentExpiry?: DocumentExpiry | DocumentExpiry[] | null;
  membershipDocumentUploadRequired?: boolean;
  profilePhoto?: string | null;
  profilePictureUrl?: string | null;
  role?: 'customer' | 'staff';
  [extra: string]: unknown;
}

function balanceOf(balance: MoneyWire | number | null | undefined) {
  if (typeof balance === 'number') return parseMoney({ value: balance, currency: 'GBP', formatted: '' });
  return parseMoney(balance ?? null);
}

/** Normalises the auth user into the session user, with membershipUsers always a list (API-020). */
export function toSessionUser(wire: UserResponse): SessionUser {
  const membershipUsers = wire.membershipUsers ?? (wire.membershipUser ? [wire.membershipUser] : []);
  const expiry = wire.documentExpiry;
  return {
    id: wire.id,
    reference: wire.reference ?? null,
    firstName: wire.firstName ?? '',
    lastName: wire.lastName ?? '',
    email: wire.email ?? '',
    homeVenueSlug: wire.homeVenueSlug ?? wire.homeVenue?.slug ?? null,
    membershipUser: wire.membershipUser ?? membershipUsers[0] ?? null,
    membershipUsers,
    credit: {
      balance: balanceOf(wire.credit?.balance),
      membership: wire.credit?.membership ? parseMoney(wire.credit.membership) : null,
      general: wire.credit?.general ? parseMoney(wire.credit.general) : null,
    },
    homeVenueId: wire.homeVenueId ?? null,
    staffVenueSlug: wire.staffVenueSlug ?? null,
    hasInstruction: wire.hasInstruction ?? false,
    hasBillingDate: wire.hasBillingDate ?? false,
    hasOutstandingPenalties: wire.hasOutstandingPenalties ?? false,
    documentExpiry: expiry == null ? [] : Array.isArray(expiry) ? expiry : [expiry],
    membershipDocumentUploadRequired: wire.membershipDocumentUploadRequired ?? false,
    profilePhoto: wire.profilePhoto ?? wire.profilePictureUrl ?? null,
    role: wire.role ?? 'customer',
  };
}
