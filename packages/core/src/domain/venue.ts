import type { z } from 'zod';
import type { venue } from '../contract/venues.ts';
import type { Camelized } from './contract-views.ts';
import type { Venue } from './types.ts';

type VenueWire = Camelized<z.infer<typeof venue>>;

/**
 * A venue as GET /api/venues[/slug] answers it, camelCased (contracts §3 Venue). The normaliser's input
 * is the contract's venue, loosened: only slug and name are required, and coordinates may arrive as
 * strings (toVenue checks and drops bad ones, VENUE-012).
 */
export type VenueResponse = Pick<VenueWire, 'slug' | 'name'> &
  Partial<Omit<VenueWire, 'slug' | 'name' | 'coordinates'>> & {
    coordinates?: { latitude?: number | string | null; longitude?: number | string | null } | null;
    [extra: string]: unknown;
  };

function coordinate(value: unknown, limit: number): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && Math.abs(n) <= limit ? n : null;
}

/**
 * The client venue view (VENUE-004). Coordinates that are not numeric or out of range become null,
 * so map code can ignore them (VENUE-012).
 */
export function toVenue(wire: VenueResponse): Venue {
  const { coordinates, ...rest } = wire;
  return {
    ...rest,
    slug: wire.slug,
    name: wire.name,
    lat: coordinate(wire.lat ?? coordinates?.latitude, 90),
    lng: coordinate(wire.lng ?? coordinates?.longitude, 180),
    activitiesV2Enabled: wire.activitiesV2Enabled ?? Boolean(wire.activitiesV2MigrationDate),
    displayVenueSelectionButton: wire.displayVenueSelectionButton ?? true,
  };
}

/** 1 mile = 1609.344 m (flows §9). */
export const METRES_PER_MILE = 1609.344;
export const milesToMetres = (miles: number): number => miles * METRES_PER_MILE;
