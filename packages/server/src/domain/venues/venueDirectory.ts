import type { Db } from '../../db/db.ts';
import { venueByIdentifier, venueBySlug, venueView, type VenueRow } from '../../db/venues.ts';
import { notFoundError } from '../errors.ts';
import { milesBetween, validCoordinates } from './distance.ts';

export interface VenueSearch {
  search?: string;
  lat?: number;
  lng?: number;
  /** Miles. */
  radius?: number;
}

/**
 * A client's venues as views, by name; with a usable point, only the placeable ones, nearest first with
 * their distance (contracts §9). `near` says whether the point was used, which decides the sorting meta.
 */
export async function searchVenues(
  db: Db,
  clientId: number,
  onlineJoining: boolean,
  query: VenueSearch,
  today: string,
) {
  const params: unknown[] = [clientId];
  let sql = 'SELECT * FROM venues WHERE client_id = $1';
  if (onlineJoining) sql += ' AND online_joining_enabled';
  if (query.search) {
    params.push(`%${query.search.toLowerCase()}%`);
    sql += ` AND (lower(name) LIKE $${params.length} OR lower(slug) LIKE $${params.length} OR lower(coalesce(town, '')) LIKE $${params.length})`;
  }
  const rows = await db.query<VenueRow>(`${sql} ORDER BY name`, params);
  const point =
    query.lat !== undefined && query.lng !== undefined && validCoordinates(query.lat, query.lng)
      ? { lat: query.lat, lng: query.lng }
      : null;
  let views = rows.map((v) => venueView(v, today));
  if (point) {
    // Venues with unusable coordinates cannot be placed, so a distance search ignores them.
    views = views
      .filter((v) => validCoordinates(v.lat, v.lng))
      .map((v) => ({ ...v, distance: Math.round(milesBetween(point, { lat: v.lat!, lng: v.lng! }) * 100) / 100 }))
      .filter((v) => query.radius === undefined || v.distance! <= query.radius)
      .sort((a, b) => a.distance! - b.distance!);
  }
  return { views, near: point !== null };
}

/** One venue of the client by slug or id; not_found when unknown. */
export async function requireVenue(db: Db, clientId: number, identifier: string): Promise<VenueRow> {
  const v = await venueByIdentifier(db, clientId, identifier);
  if (!v) throw notFoundError();
  return v;
}

/** A venue's locations (the venue itself and its resources), oldest first. */
export async function venueLocations(db: Db, clientId: number, identifier: string) {
  const v = await requireVenue(db, clientId, identifier);
  return db.query<{ id: number; name: string; parent_id: number | null; location_type: 'venue' | 'resource' }>(
    'SELECT id, name, parent_id, location_type FROM locations WHERE venue_id = $1 ORDER BY id',
    [v.id],
  );
}

/** The footer of the named venue, or of the client's first venue when none is named; not_found when none. */
export async function venueFooter(
  db: Db,
  clientId: number,
  venueSlug: string | undefined,
): Promise<{ slug: string; footer_html: string | null }> {
  const venue = venueSlug
    ? await venueBySlug(db, clientId, venueSlug)
    : await db.one<{ slug: string; footer_html: string | null }>(
        'SELECT slug, footer_html FROM venues WHERE client_id = $1 ORDER BY id LIMIT 1',
        [clientId],
      );
  if (!venue) throw notFoundError();
  return venue;
}
