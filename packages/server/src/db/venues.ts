import type { Db } from './db.ts';
import { iso } from '../presentation/wire.ts';
import type { VenueRow } from './rows.ts';

export type { VenueRow };

export async function venueBySlug(db: Db, clientId: number, slug: string): Promise<VenueRow | undefined> {
  return db.one<VenueRow>('SELECT * FROM venues WHERE client_id = $1 AND slug = $2', [clientId, slug]);
}

/** Accepts a slug or a numeric id (the spec's `{venueIdentifier}`). */
export async function venueByIdentifier(db: Db, clientId: number, ident: string): Promise<VenueRow | undefined> {
  if (/^\d+$/.test(ident)) {
    const byId = await db.one<VenueRow>('SELECT * FROM venues WHERE client_id = $1 AND id = $2', [
      clientId,
      Number(ident),
    ]);
    if (byId) return byId;
  }
  return venueBySlug(db, clientId, ident);
}

/** True when dates on or after the migration date use the v2 endpoints and this date qualifies. */
export function usesV2(venue: Pick<VenueRow, 'activities_v2_migration_date'>, date: string): boolean {
  return venue.activities_v2_migration_date !== null && date >= venue.activities_v2_migration_date;
}

/** Venue on the wire (contracts §3 plus the client view fields of flows §3). */
export function venueView(v: VenueRow, today: string, distance: number | null = null) {
  const lat = typeof v.latitude === 'number' && Number.isFinite(v.latitude) ? v.latitude : null;
  const lng = typeof v.longitude === 'number' && Number.isFinite(v.longitude) ? v.longitude : null;
  return {
    venue_id: v.id,
    id: v.id,
    name: v.name,
    slug: v.slug,
    address1: v.address1,
    address2: v.address2,
    town: v.town,
    area: v.area,
    postcode: v.postcode,
    opening_times: v.opening_times,
    coordinates: { latitude: lat, longitude: lng },
    activities_v2_migration_date: v.activities_v2_migration_date,
    created_at: iso(v.created_at)!,
    lat,
    lng,
    activities_v2_enabled: usesV2(v, today),
    display_venue_selection_button: v.display_venue_selection_button,
    online_joining_enabled: v.online_joining_enabled,
    online_guest_passes_enabled: v.online_guest_passes_enabled,
    timezone: v.timezone,
    distance,
  };
}
