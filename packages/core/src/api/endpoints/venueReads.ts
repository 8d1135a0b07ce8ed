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

/** The venue reads under way, per client and slug. */
const readsUnderWay = new WeakMap<ApiClient, Map<string, Promise<QueryResult<VenueAnswer>>>>();

/**
 * GET /api/venues/{slug}. Asked twice for the same venue while the first request is under way, it answers
 * both from that request: as a venue's page starts, the host selects the venue (its details) and the page's
 * element reads the same details beside its categories, and a second request cost the phone a request on
 * its busiest stretch and the server a query ahead of the element's next read (issue 12). Once answered, the
 * next call asks the server again.
 */
export function getVenue(slug: string, api: ApiClient = getApi()): Promise<QueryResult<VenueAnswer>> {
  let reads = readsUnderWay.get(api);
  if (!reads) readsUnderWay.set(api, (reads = new Map()));
  const underWay = reads.get(slug);
  if (underWay) return underWay;
  const read = api.query<VenueAnswer>(`/api/venues/${encodeURIComponent(slug)}`);
  reads.set(slug, read);
  const settled = () => {
    if (reads.get(slug) === read) reads.delete(slug);
  };
  read.then(settled, settled);
  return read;
}
