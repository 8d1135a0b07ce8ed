import { parseMoney, type MoneyWire } from '../money/money.ts';
import type { z } from 'zod';
import type { sessionUser } from '../contract/auth.ts';
import type { Camelized } from './contract-views.ts';
import type { DocumentExpiry, MembershipUser, SessionUser } from './types.ts';

type UserWire = Camelized<z.infer<typeof sessionUser>>;

/**
 * GET /api/auth/user's `data` (or login's `data.user`), camelCased: the contract's session user,
 * loosened for toSessionUser. Only id is required (the server may omit fields); the tolerances below are
 * shapes older answers used: a balance as a bare number, one document expiry instead of a list, a
 * nested home venue, a profile picture URL.
 */
export type UserResponse = Pick<UserWire, 'id'> &
  Partial<Omit<UserWire, 'id' | 'reference' | 'membershipUser' | 'membershipUsers' | 'credit' | 'documentExpiry'>> & {
    reference?: string | null;
    homeVenue?: { slug?: string } | null;
    membershipUser?: MembershipUser | null;
    membershipUsers?: MembershipUser[] | null;
    credit?: { balance?: MoneyWire | number | null; membership?: MoneyWire | null; general?: MoneyWire | null } | null;
    documentExpiry?: DocumentExpiry | DocumentExpiry[] | null;
    profilePictureUrl?: string | null;
    [extra: string]: unknown;
  };

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
