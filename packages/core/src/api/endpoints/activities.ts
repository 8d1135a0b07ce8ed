import type { z } from 'zod';
import type { footer } from '../../contract/venues.ts';
import type { Camelized, TicketPriceAnswer } from '../../domain/contract-views.ts';
import type { ApiClient, ApiResponse, QueryResult } from '../client.ts';
import { getApi } from '../global.ts';

const seg = (value: string | number) => encodeURIComponent(String(value));

/** POST /api/activities/cart/{cartId}/questions with the custom question answers. */
export function saveCartQuestions(
  cartId: string | number,
  answers: unknown,
  api: ApiClient = getApi(),
): Promise<ApiResponse<unknown>> {
  return api.post(`/api/activities/cart/${seg(cartId)}/questions`, { body: { answers } });
}

/**
 * POST /api/activities/{activityId}/questions/answers, or /api/activities/occurrences/{id}/questions/answers
 * when the id is not numeric (a v2 occurrence id).
 */
export function saveActivityAnswers(
  activityId: string | number,
  answers: unknown,
  api: ApiClient = getApi(),
): Promise<ApiResponse<unknown>> {
  const path = /^\d+$/.test(String(activityId))
    ? `/api/activities/${activityId}/questions/answers`
    : `/api/activities/occurrences/${seg(activityId)}/questions/answers`;
  return api.post(path, { body: { answers } });
}

/** GET /api/{restriction}/question-waivers/previous-attendees?query=&selected_user_id=. */
export function previousAttendees<T = unknown>(
  restriction: string | number,
  options: { query?: string; selectedUserId?: number } = {},
  api: ApiClient = getApi(),
): Promise<QueryResult<T>> {
  return api.query<T>(`/api/${seg(restriction)}/question-waivers/previous-attendees`, {
    params: { query: options.query, selectedUserId: options.selectedUserId },
  });
}

/** POST /api/question-waivers {waivers, selected_user_id}. */
export function saveWaivers(
  waivers: unknown,
  selectedUserId?: number | null,
  api: ApiClient = getApi(),
): Promise<ApiResponse<unknown>> {
  return api.post('/api/question-waivers', { body: { waivers, selectedUserId: selectedUserId ?? undefined } });
}

/** POST /price/{venue}/ticket/{activityId} {reference, is_v2, occurrence_id} (an absolute spec path, not under /api/).
 */
export function priceTicket<T = TicketPriceAnswer>(
  input: {
    venue: string;
    activityId: string | number;
    reference: string;
    isV2: boolean;
    occurrenceId?: string | number | null;
  },
  api: ApiClient = getApi(),
): Promise<ApiResponse<T>> {
  return api.post<T>(`/price/${seg(input.venue)}/ticket/${seg(input.activityId)}`, {
    body: { reference: input.reference, isV2: input.isV2, occurrenceId: input.occurrenceId ?? null },
  });
}

/** The footer as `GET /api/activities/footer` answers. */
export type FooterAnswer = Camelized<z.infer<typeof footer>>;

/** GET /api/activities/footer[?venue=]: the venue's footer HTML, or the client's without one (sanitise before showing
 * it). */
export function getFooter(venue: string | null, api: ApiClient = getApi()): Promise<QueryResult<FooterAnswer>> {
  return api.query<FooterAnswer>('/api/activities/footer', { params: venue ? { venue } : {} });
}

/**
 * GET /api/geocode?search=&country=gb: UK only. The server holds the geocoder and any key, so no key
 * reaches the page (decision G16).
 */
export function geocode<T = unknown>(search: string, api: ApiClient = getApi()): Promise<QueryResult<T>> {
  return api.query<T>('/api/geocode', { params: { search, country: 'gb' } });
}
