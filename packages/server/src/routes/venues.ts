import { z } from 'zod';
import { location, venue, venueListQuery } from '@venue/core/contract/venues.ts';
import type { VenueRow } from '../db/venues.ts';
import { venueByIdentifier, venueView } from '../db/venues.ts';
import type { App } from '../http/app-env.ts';
import { ok, okPaged } from '../http/envelope.ts';
import { notFound } from '../http/errors.ts';
import { route } from '../http/route.ts';
import { currentClient } from '../http/tenant.ts';
import { localDate } from '../time/londonTime.ts';

/** 1 mile = 1609.344 m (contracts §9). */
export const METRES_PER_MILE = 1609.344;
const EARTH_RADIUS_M = 6_371_008.8;

/** Great-circle distance in miles. */
export function milesBetween(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return (2 * EARTH_RADIUS_M * Math.asin(Math.sqrt(h))) / METRES_PER_MILE;
}

/** Usable coordinates: numeric, latitude within -90..90, longitude within -180..180 (contracts §9). */
export function validCoordinates(lat: unknown, lng: unknown): lat is number {
  return (
    typeof lat === 'number' && typeof lng === 'number' && Number.isFinite(lat) && Number.isFinite(lng) &&
    lat >= -90 && lat <= 90 && lng >= -180 && lng <= 180
  );
}

export default function register(app: App) {
  const list = (onlineJoining: boolean) => async (c: Parameters<Parameters<typeof route>[2]>[0], { query }: { query: z.infer<typeof venueListQuery> }) => {
    const client = await currentClient(c);
    const { db, now } = c.var.deps;
    const params: unknown[] = [client.id];
    let sql = 'SELECT * FROM venues WHERE client_id = $1';
    if (onlineJoining) sql += ' AND online_joining_enabled';
    if (query.search) {
      params.push(`%${query.search.toLowerCase()}%`);
      sql += ` AND (lower(name) LIKE $${params.length} OR lower(slug) LIKE $${params.length} OR lower(coalesce(town, '')) LIKE $${params.length})`;
    }
    let rows = await db.query<VenueRow>(`${sql} ORDER BY name`, params);
    const today = localDate(now());
    const point = query.lat !== undefined && query.lng !== undefined && validCoordinates(query.lat, query.lng) ? { lat: query.lat, lng: query.lng } : null;
    let views = rows.map((v) => venueView(v, today));
    if (point) {
      // Venues with unusable coordinates cannot be placed, so a distance search ignores them.
      views = views
        .filter((v) => validCoordinates(v.lat, v.lng))
        .map((v) => ({ ...v, distance: Math.round(milesBetween(point, { lat: v.lat!, lng: v.lng! }) * 100) / 100 }))
        .filter((v) => query.radius === undefined || v.distance! <= query.radius)
        .sort((a, b) => a.distance! - b.distance!);
    }
    rows = [];
    const start = query.bypass_pagination ? 0 : (query.page - 1) * query.per_page;
    const page = query.bypass_pagination ? views : views.slice(start, start + query.per_page);
    return okPaged(c, page, query, views.length, point ? { sort_by: 'distance', direction: 'ascending' } : { sort_by: 'name', direction: 'ascending' });
  };

  route(app, { method: 'get', path: '/api/venues', summary: 'Venues: search by name, or near a point within a radius (miles)', tags: ['venues'], query: venueListQuery, response: venue, paged: true }, list(false));
  route(app, { method: 'get', path: '/api/venues/online-joining', summary: 'Venues where memberships can be bought online', tags: ['venues'], query: venueListQuery, response: venue, paged: true }, list(true));

  route(app, { method: 'get', path: '/api/venues/:slug', summary: 'One venue by slug (or id)', tags: ['venues'], params: z.object({ slug: z.string().max(255) }), response: venue }, async (c, { params }) => {
    const client = await currentClient(c);
    const v = await venueByIdentifier(c.var.deps.db, client.id, params.slug);
    if (!v) throw notFound();
    return ok(c, venueView(v, localDate(c.var.deps.now())));
  });

  route(app, { method: 'get', path: '/api/venues/:slug/locations', summary: "A venue's locations (the venue and its resources)", tags: ['venues'], params: z.object({ slug: z.string().max(255) }), response: z.array(location) }, async (c, { params }) => {
    const client = await currentClient(c);
    const db = c.var.deps.db;
    const v = await venueByIdentifier(db, client.id, params.slug);
    if (!v) throw notFound();
    const rows = await db.query<{ id: number; name: string; parent_id: number | null; location_type: 'venue' | 'resource' }>(
      'SELECT id, name, parent_id, location_type FROM locations WHERE venue_id = $1 ORDER BY id',
      [v.id],
    );
    return ok(c, rows.map((l) => ({ id: l.id, names: [l.name], name: l.name, parent_id: l.parent_id, location_type: l.location_type })));
  });
}
