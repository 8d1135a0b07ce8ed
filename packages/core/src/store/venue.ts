import type { Venue } from '../domain/types.ts';
import type { SliceTools } from './types.ts';

export type VenueListSource = 'bookings' | 'online-joining';

export interface VenueSlice {
  /** The selected venue's slug (the page's current venue). */
  selectedSlug: string | null;
  /** The selected venue's details, once loaded. */
  venue: Venue | null;
  list: Venue[];
  loading: boolean;
  /** The last list fetch failed (the list is then empty; a screen can say so and offer a retry). */
  loadFailed: boolean;
  /**
   * Selects a venue (null clears) and loads its details; `details: false` only selects it (the venue's entry in
   * the list, if listed, stands in for its details). A venue the server does not know (a mistyped address)
   * does not stay selected: the selection goes back to the one before.
   */
  select(slug: string | null, options?: { details?: boolean }): void;
  /** GET /api/venues, or /api/venues/online-joining for the online joining source. A failure clears the list. */
  load(source?: VenueListSource): Promise<Venue[]>;
  /** GET /api/venues/{slug}. */
  loadVenue(slug: string): Promise<Venue | null>;
}

/** The reads and toVenue: venueRequests.ts, loaded on the first read (start-up reads no venue). */
const requests = () => import('./venueRequests.ts');

export function createVenueSlice(tools: SliceTools): VenueSlice {
  const { patch, get, deps } = tools;
  return {
    selectedSlug: null,
    venue: null,
    list: [],
    loading: false,
    loadFailed: false,

    select(slug, { details = true } = {}) {
      const before = get().venue;
      const known = slug ? (get().venue.list.find((v) => v.slug === slug) ?? null) : null;
      patch('venue', { selectedSlug: slug, venue: known });
      if (slug && details)
        void requests()
          .then(({ readSelected }) => readSelected(tools, slug, before))
          .catch(() => undefined);
    },

    async load(source = 'bookings') {
      patch('venue', { loading: true });
      try {
        const list = await (await requests()).fetchVenues(source, deps.api());
        patch('venue', { list: list ?? [], loading: false, loadFailed: list === null });
        return list ?? [];
      } catch {
        // contracts §8: fetch failures clear stored lists.
        patch('venue', { list: [], loading: false, loadFailed: true });
        return [];
      }
    },

    async loadVenue(slug) {
      const venue = await (await requests()).fetchVenue(slug, deps.api());
      if (!venue || venue === 'missing') return null;
      // Another selection may have happened while this one loaded.
      if (get().venue.selectedSlug === slug) patch('venue', { venue });
      return venue;
    },
  };
}
