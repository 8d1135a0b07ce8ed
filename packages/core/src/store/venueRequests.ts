/**
 * The venue slice's reads with their wire -> view mapping: loaded when a view first lists venues or a venue is
 * selected, so the runtime every page loads does not carry toVenue.
 */
import { getVenue, listVenues } from '../api/endpoints/venueReads.ts';
import type { ApiClient } from '../api/client.ts';
import { toVenue } from '../domain/venue.ts';
import type { Venue } from '../domain/types.ts';
import type { SliceTools } from './types.ts';
import type { VenueListSource, VenueSlice } from './venue.ts';

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

/**
 * Reads the venue just selected (`slug`; `before` is the slice as it was). A venue the server does not know
 * (a mistyped address) gives the selection back to the one before, or none, as the footer, theme and "Book
 * an activity" would otherwise lead to a 404 for the rest of the visit; a read that failed otherwise says
 * nothing about the venue and leaves the selection.
 */
export async function readSelected(
  { get, patch, deps }: SliceTools,
  slug: string,
  before: Pick<VenueSlice, 'selectedSlug' | 'venue'>,
): Promise<void> {
  const venue = await fetchVenue(slug, deps.api());
  if (get().venue.selectedSlug !== slug || venue === null) return;
  if (venue !== 'missing') patch('venue', { venue });
  else if (before.selectedSlug === slug) patch('venue', { selectedSlug: null, venue: null });
  else patch('venue', { selectedSlug: before.selectedSlug, venue: before.venue });
}
