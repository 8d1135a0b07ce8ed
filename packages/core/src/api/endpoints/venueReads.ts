// Apart from venues.ts, which start-up reads (the client, the theme): a view lists or shows venues later.
import type { ApiClient, QueryResult } from '../client.ts';
import { getApi } from '../global.ts';
import type { VenueAnswer } from './venues.ts';

/** GET /api/venues, or /api/venues/online-joining for the online joining list. */
export function listVenues(
  source: 'bookings' | 'online-joining' | (string & {}) = 'bookings',
  api: ApiClient = getApi(),
): Promise<QueryResult<VenueAnswer[]>> {
  return api.query<VenueAnswer[]>(source === 'online-joining' ? '/api/venues/online-joining' : '/api/venues');
}

/** GET /api/venues/{slug}. */
export function getVenue(slug: string, api: ApiClient = getApi()): Promise<QueryResult<VenueAnswer>> {
  return api.query<VenueAnswer>(`/api/venues/${encodeURIComponent(slug)}`);
}
