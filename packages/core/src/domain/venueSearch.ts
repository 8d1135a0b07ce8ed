import type { MapCoordinates, Venue } from './types.ts';
import { METRES_PER_MILE } from './venue.ts';

/** Mean Earth radius (IUGG), metres: the haversine distance below is within 0.5 % of the ellipsoid's. */
const EARTH_RADIUS_M = 6_371_008.8;

/** The radius a venue search accepts, in miles (contracts §5, §9). */
export const MIN_SEARCH_RADIUS_MILES = 0;
export const MAX_SEARCH_RADIUS_MILES = 30;

/** A venue whose coordinates can be used: both numeric, latitude -90..90, longitude -180..180 (VENUE-012). */
export type PlacedVenue = Venue & { lat: number; lng: number };

export function hasUsableCoordinates(venue: Venue): venue is PlacedVenue {
  const { lat, lng } = venue;
  return (
    typeof lat === 'number' &&
    typeof lng === 'number' &&
    Number.isFinite(lat) &&
    Number.isFinite(lng) &&
    Math.abs(lat) <= 90 &&
    Math.abs(lng) <= 180
  );
}

/** Great-circle distance in miles (1 mile = 1609.344 m, VENUE-010). */
export function milesBetween(a: MapCoordinates, b: MapCoordinates): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return (2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)))) / METRES_PER_MILE;
}

/** Case-insensitive name match (VENUE-013); an empty term matches every venue. */
export function venueNameMatches(venue: Venue, term: string): boolean {
  const wanted = term.trim().toLocaleLowerCase('en-GB');
  return wanted === '' || venue.name.toLocaleLowerCase('en-GB').includes(wanted);
}

export interface VenueSearch {
  /** What the person typed (the map state's search term). */
  term: string;
  /** The point distances are measured from (a geocoded place or the device), or null. */
  origin: MapCoordinates | null;
  /** Miles; only a search around a point ("near") is limited by it. */
  radius: number;
}

export interface VenueResult {
  venue: Venue;
  /** Miles from the origin; null when there is no origin. */
  distance: number | null;
}

/**
 * - `all`: no term, no origin: every venue, by name.
 * - `name`: venues whose name contains the term; by distance when there is an origin, else by name.
 * - `near`: no venue name matches (the term was a place or postcode, or there is none) but there is an
 *   origin: venues within the radius of it, nearest first.
 * - `none`: a term that matches no name and no place.
 */
export type VenueSearchMode = 'all' | 'name' | 'near' | 'none';

export interface VenueSearchResult {
  mode: VenueSearchMode;
  results: VenueResult[];
}

const byName = (a: VenueResult, b: VenueResult) => a.venue.name.localeCompare(b.venue.name, 'en-GB');
const byDistance = (a: VenueResult, b: VenueResult) => (a.distance ?? 0) - (b.distance ?? 0) || byName(a, b);

/** Clamps a radius to 0..30 miles; anything not a number becomes the default 5. */
export function clampRadius(miles: number, fallback = 5): number {
  if (!Number.isFinite(miles)) return fallback;
  return Math.min(MAX_SEARCH_RADIUS_MILES, Math.max(MIN_SEARCH_RADIUS_MILES, miles));
}

/**
 * The venue list as the map and its list show it. Wherever a distance is shown, venues without usable
 * coordinates are left out (VENUE-012); a plain list (no origin) still names them, as they can be booked.
 */
export function searchVenues(venues: readonly Venue[], { term, origin, radius }: VenueSearch): VenueSearchResult {
  const wanted = term.trim();
  const withDistance = (list: readonly Venue[]): VenueResult[] =>
    origin
      ? list.filter(hasUsableCoordinates).map((venue) => ({ venue, distance: milesBetween(origin, venue) }))
      : list.map((venue) => ({ venue, distance: null }));

  if (wanted) {
    const named = venues.filter((venue) => venueNameMatches(venue, wanted));
    if (named.length > 0) {
      const results = withDistance(named);
      if (results.length > 0 || !origin) return { mode: 'name', results: results.sort(origin ? byDistance : byName) };
    }
  }
  if (origin) {
    const limit = clampRadius(radius);
    // A hair of tolerance so a venue exactly on the edge (or at the point, radius 0) is not lost to rounding.
    const results = withDistance(venues).filter((r) => (r.distance ?? 0) <= limit + 1e-9);
    return { mode: 'near', results: results.sort(byDistance) };
  }
  if (wanted) return { mode: 'none', results: [] };
  return { mode: 'all', results: withDistance(venues).sort(byName) };
}

/** '0.4 miles', '1 mile', '12 miles': one decimal under 10 miles, whole miles above. */
export function formatMiles(miles: number): string {
  const value = miles < 10 ? Math.round(miles * 10) / 10 : Math.round(miles);
  return `${value} ${value === 1 ? 'mile' : 'miles'}`;
}
