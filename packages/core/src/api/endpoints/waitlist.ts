import type { z } from 'zod';
import type { waitlistAddSchema } from '../../contract/waitlists.ts';
import type { WaitlistEntry } from '../../domain/contract-views.ts';
import type { ApiClient, ApiResponse, QueryResult } from '../client.ts';
import { getApi } from '../global.ts';

type WaitlistItemType = z.input<typeof waitlistAddSchema>['item']['type'];

const isNumericId = (id: string | number) => /^\d+$/.test(String(id));

/**
 * Joins a waitlist for the signed-in user, or for staff the selected user. Numeric (v1) occurrence ids: POST
 * /api/v1/activities/occurrences/{id}/waitlist/members {data: {user_id}}, user_id being the one who joins;
 * other ids: POST /api/waitlist/add {item: {id, type}, selected_user_id} (type 'course' takes a course id: the
 * waitlist of its first session to come).
 */
export function joinWaitlist(
  input: { id: string | number; type?: WaitlistItemType; userId: number; selectedUserId?: number | null },
  api: ApiClient = getApi(),
): Promise<ApiResponse<WaitlistEntry>> {
  if (isNumericId(input.id)) {
    return api.post(`/api/v1/activities/occurrences/${input.id}/waitlist/members`, {
      body: { data: { userId: input.selectedUserId ?? input.userId } },
    });
  }
  return api.post('/api/waitlist/add', {
    body: {
      item: { id: input.id, type: input.type ?? 'occurrence' },
      selectedUserId: input.selectedUserId ?? undefined,
    },
  });
}

/**
 * Leaves a waitlist, for the signed-in user or for staff the selected user. Numeric ids: DELETE
 * /api/v1/activities/occurrences/{occurrenceId}/waitlist/members/{userId} (the one who leaves); other ids:
 * DELETE /api/waitlist/remove/{waitlistId}?selected_user_id= (an entry id, or an occurrence or course id for
 * the acting customer).
 */
export function leaveWaitlist(
  input: {
    occurrenceId: string | number;
    userId: number;
    waitlistId?: string | number;
    selectedUserId?: number | null;
  },
  api: ApiClient = getApi(),
): Promise<ApiResponse<WaitlistEntry>> {
  if (isNumericId(input.occurrenceId)) {
    const userId = input.selectedUserId ?? input.userId;
    return api.delete(`/api/v1/activities/occurrences/${input.occurrenceId}/waitlist/members/${userId}`);
  }
  return api.delete(`/api/waitlist/remove/${encodeURIComponent(String(input.waitlistId ?? input.occurrenceId))}`, {
    params: { selectedUserId: input.selectedUserId ?? undefined },
  });
}

/** GET /api/waitlist: the signed-in customer's waitlist entries for occurrences still to come, soonest first. */
export function listMyWaitlist(api: ApiClient = getApi()): Promise<QueryResult<WaitlistEntry[]>> {
  return api.query<WaitlistEntry[]>('/api/waitlist');
}
