import type { Booking, Occurrence } from '../../domain/contract-views.ts';
import type { ApiClient, ApiResponse, QueryResult } from '../client.ts';
import { getApi } from '../global.ts';

// Front of house manages block bookings (contracts §1, BOOK-025): the occurrences of a day with their
// block_booking_information (the server sends it to staff only), several places taken at once for the chosen
// customer, the holding booking read back, and that booking cancelled as front of house.

const seg = (value: string | number) => encodeURIComponent(String(value));

/** The contracts §5 occurrence list filters a front desk needs (ISO date-times; at least one venue). */
export interface OccurrenceListFilters {
  venueIds: string[];
  startsAfter: string;
  startsBefore: string;
  categoryIds?: string[];
}

/** GET /api/v1/activities/occurrences: a data array; staff get each one's block_booking_information. */
export function listOccurrences(
  filters: OccurrenceListFilters,
  api: ApiClient = getApi(),
): Promise<QueryResult<Occurrence[]>> {
  return api.query<Occurrence[]>('/api/v1/activities/occurrences', { params: { ...filters } });
}

/**
 * POST /api/v1/activities/occurrences/{id}/bookings {data: {user_id, places, source: 'foh'}}: staff take
 * `places` at once for a customer (a block booking). A priced class is reserved in the customer's basket until
 * paid. Throws ApiError: 422 `data.places` when more places are asked than are left, 409 when it cannot be booked.
 */
export function bookPlaces(
  occurrenceId: string,
  input: { userId: number; places: number },
  api: ApiClient = getApi(),
): Promise<ApiResponse<Booking>> {
  return api.post<Booking>(`/api/v1/activities/occurrences/${seg(occurrenceId)}/bookings`, {
    body: { data: { userId: input.userId, places: input.places, source: 'foh' } },
  });
}

/** GET /api/v1/activities/bookings/{id}: one booking (staff may read any), with its holder's name and places. */
export function getBooking(bookingId: number, api: ApiClient = getApi()): Promise<QueryResult<Booking>> {
  return api.query<Booking>(`/api/v1/activities/bookings/${seg(bookingId)}`);
}

/**
 * PATCH /api/v1/activities/bookings/{id} {data: {update_type: 'cancellation', cancellation_source: 'foh'}}:
 * front of house cancels a booking (BOOK-019, BOOK-020); a reserved one also leaves the customer's basket.
 */
export function cancelBookingAtDesk(bookingId: number, api: ApiClient = getApi()): Promise<ApiResponse<Booking[]>> {
  return api.patch<Booking[]>(`/api/v1/activities/bookings/${seg(bookingId)}`, {
    body: { data: { updateType: 'cancellation', cancellationSource: 'foh' } },
  });
}
