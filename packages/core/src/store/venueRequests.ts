/**
 * The venue slice's reads with their wire -> view mapping: loaded when a view first lists venues or a venue is
 * selected, so the runtime every page loads does not carry toVenue.
 */
import { getVenue, listVenues } from '../api/endpoints/venueReads.ts';
import type { ApiClient } from '../api/client.ts';
import { toVenue } from '../domain/venue.ts';
import type { Venue } from '../domain/types.ts';
import type { VenueListSource } from './venue.ts';

/** The venues, or null when the server answered a failure. */
export async function fetchVenues(source: VenueListSource, api: ApiClient): Promise<Venue[] | null> {
  const result = await listVenues(source, api);
  return result.ok ? (result.data ?? []).map(toVenue) : null;
}

/** The venue; 'missing' when the server says there is no such venue (404), null on any other failure. */
export async function fetchVenue(slug: string, api: ApiClient): Promise<Venue | 'missing' | null> {
  const result = await getVenue(slug, api);
  if (!result.ok) return result.error.status === 404 ? 'missing' : null;
  return result.data ? toVenue(result.data) : null;
}
