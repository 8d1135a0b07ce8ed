import type { z } from 'zod';
import type { changePasswordBody } from '../../contract/auth.ts';
import type { Booking, Camelized } from '../../domain/contract-views.ts';
import type { updateUserBody, user, userLink } from '../../contract/users.ts';
import type { userMembership } from '../../contract/user-memberships.ts';
import type { ApiClient, ApiResponse, QueryResult } from '../client.ts';
import { getApi } from '../global.ts';

// The account area's calls (issue 10): a user's own record, their links, their memberships, their
// password, and the short list of next bookings the dashboard shows.

/** A user as `GET /api/v1/users/{id}` answers (contracts §3 User), camelCased. */
export type AccountUser = Camelized<z.infer<typeof user>>;
/** The fields `PATCH /api/v1/users/{id}` takes, camelCased (sent snake_cased). */
export type AccountUserUpdate = Camelized<z.input<typeof updateUserBody>>;
/** A user link (USER-007): who the user books for. */
export type UserLinkView = Camelized<z.infer<typeof userLink>>;
/** One membership the user holds or held. */
export type UserMembershipView = Camelized<z.infer<typeof userMembership>>;
/** `POST /api/auth/customer/change-password`'s body, camelCased. */
export type ChangePasswordInput = Camelized<z.input<typeof changePasswordBody>>;
/** A dependant (a child) to create and link at once. */
export interface DependantInput {
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD */
  dateOfBirth: string;
  relationship?: UserLinkView['relationship'];
}

const seg = (id: number | string) => encodeURIComponent(String(id));

/** GET /api/v1/users/{userId}. */
export function getAccountUser(userId: number, api: ApiClient = getApi()): Promise<QueryResult<AccountUser>> {
  return api.query<AccountUser>(`/api/v1/users/${seg(userId)}`);
}

/** PATCH /api/v1/users/{userId}: the fields sent; 422 names each bad field (`phone`, `address.postcode`). */
export function updateAccountUser(
  userId: number,
  fields: AccountUserUpdate,
  api: ApiClient = getApi(),
): Promise<ApiResponse<AccountUser>> {
  return api.patch<AccountUser>(`/api/v1/users/${seg(userId)}`, { body: fields });
}

/** POST /api/auth/customer/change-password: the current password is required; other sessions end. */
export function changePassword(
  input: ChangePasswordInput,
  api: ApiClient = getApi(),
): Promise<ApiResponse<{ message: string }>> {
  return api.post<{ message: string }>('/api/auth/customer/change-password', { body: input });
}

/** GET /api/v1/users/{userId}/links: the people the user books for, with each link's status. */
export function listUserLinks(userId: number, api: ApiClient = getApi()): Promise<QueryResult<UserLinkView[]>> {
  return api.query<UserLinkView[]>(`/api/v1/users/${seg(userId)}/links`);
}

/** POST /api/v1/users/{userId}/links {first_name, last_name, date_of_birth, relationship}: a child, linked at once. */
export function addDependant(
  userId: number,
  input: DependantInput,
  api: ApiClient = getApi(),
): Promise<ApiResponse<UserLinkView>> {
  return api.post<UserLinkView>(`/api/v1/users/${seg(userId)}/links`, {
    body: { relationship: 'parent', ...input },
  });
}

/** PATCH /api/v1/users/{userId}/links/{linkId} {status: 'revoked'}: stops booking for someone. */
export function revokeUserLink(
  userId: number,
  linkId: number,
  api: ApiClient = getApi(),
): Promise<ApiResponse<UserLinkView>> {
  return api.patch<UserLinkView>(`/api/v1/users/${seg(userId)}/links/${seg(linkId)}`, { body: { status: 'revoked' } });
}

/** DELETE /api/v1/users/{userId}/links/{linkId}: cancels a link (a pending request, say). */
export function cancelUserLink(
  userId: number,
  linkId: number,
  api: ApiClient = getApi(),
): Promise<ApiResponse<UserLinkView>> {
  return api.delete<UserLinkView>(`/api/v1/users/${seg(userId)}/links/${seg(linkId)}`);
}

/** GET /api/v1/users/{userId}/memberships: current first, then past. */
export function listUserMemberships(
  userId: number,
  api: ApiClient = getApi(),
): Promise<QueryResult<UserMembershipView[]>> {
  return api.query<UserMembershipView[]>(`/api/v1/users/${seg(userId)}/memberships`);
}

/**
 * GET /api/v1/activities/bookings?starts_after=...&per_page=N: the user's next settled bookings, soonest
 * first (the dashboard's short list). `startsAfter` is an ISO instant (`new Date().toISOString()`).
 */
export function listNextBookings(
  options: { startsAfter: string; limit?: number },
  api: ApiClient = getApi(),
): Promise<QueryResult<Booking[]>> {
  return api.query<Booking[]>('/api/v1/activities/bookings', {
    params: {
      startsAfter: options.startsAfter,
      perPage: options.limit ?? 3,
      sortBy: 'starts_at',
      direction: 'ascending',
    },
  });
}
