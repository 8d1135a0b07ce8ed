import type { Booking, CalendarFeed } from '../../domain/contract-views.ts';
import type { ApiClient, ApiResponse, QueryResult } from '../client.ts';
import { getApi } from '../global.ts';

/** The contracts §5 bookings list filters the account area uses (camelCase; sent snake_cased). */
export interface BookingListFilters {
  status?: Array<'settled' | 'reserved' | 'cancelled'>;
  /** ISO date-times. */
  startsAfter?: string;
  startsBefore?: string;
  page?: number;
  /** Default 20 (BOOK-017). */
  perPage?: number;
  sortBy?: 'starts_at' | 'created_at';
  direction?: 'ascending' | 'descending';
  selectedUserId?: number;
}

/** GET /api/v1/activities/bookings: one page of the signed-in customer's bookings, with meta.pagination. */
export function listBookings(
  filters: BookingListFilters = {},
  api: ApiClient = getApi(),
): Promise<QueryResult<Booking[]>> {
  const { status, ...rest } = filters;
  return api.query<Booking[]>('/api/v1/activities/bookings', {
    // The status filter is a list (contracts §5); the server also takes it comma-separated.
    params: { ...rest, status: status?.join(',') },
  });
}

/** GET /api/calendar-feed: whether the signed-in customer has a private calendar feed. */
export function getCalendarFeed(api: ApiClient = getApi()): Promise<QueryResult<CalendarFeed>> {
  return api.query<CalendarFeed>('/api/calendar-feed');
}

/** POST /api/calendar-feed: a new feed address (replacing any earlier one); the answer is the only time it is shown. */
export function createCalendarFeed(api: ApiClient = getApi()): Promise<ApiResponse<CalendarFeed>> {
  return api.post<CalendarFeed>('/api/calendar-feed');
}

/** DELETE /api/calendar-feed: the feed's address stops working. */
export function revokeCalendarFeed(api: ApiClient = getApi()): Promise<ApiResponse<CalendarFeed>> {
  return api.delete<CalendarFeed>('/api/calendar-feed');
}
