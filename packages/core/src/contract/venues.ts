import { z } from 'zod';
import { pageQuery } from './common.ts';

/** Venue (contracts §3, VENUE-002) plus the client view fields (flows §3, VENUE-004). */
export const venue = z.object({
  venue_id: z.number().int(),
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  address1: z.string().nullable(),
  address2: z.string().nullable(),
  town: z.string().nullable(),
  area: z.string().nullable(),
  postcode: z.string().nullable(),
  opening_times: z.string().nullable(),
  coordinates: z.object({ latitude: z.number().nullable(), longitude: z.number().nullable() }),
  activities_v2_migration_date: z.string().nullable(),
  created_at: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  activities_v2_enabled: z.boolean(),
  display_venue_selection_button: z.boolean(),
  online_joining_enabled: z.boolean(),
  online_guest_passes_enabled: z.boolean(),
  timezone: z.string(),
  /** Miles from the searched point, only when lat/lng were sent. */
  distance: z.number().nullable(),
});
export type Venue = z.infer<typeof venue>;

/** Location (contracts §3, VENUE-006). */
export const location = z.object({
  id: z.number().int(),
  names: z.array(z.string()),
  name: z.string(),
  parent_id: z.number().int().nullable(),
  location_type: z.enum(['venue', 'resource']),
});
export type Location = z.infer<typeof location>;

/** Venue list: search by name (case-insensitive), optional point and radius 0..30 miles (contracts §5, §9). */
export const venueListQuery = pageQuery.extend({
  search: z.string().max(255, 'Must be 255 characters or less').optional(),
  lat: z.coerce.number().optional(),
  lng: z.coerce.number().optional(),
  radius: z.coerce
    .number()
    .min(0, 'The radius must be between 0 and 30.')
    .max(30, 'The radius must be between 0 and 30.')
    .optional(),
  per_page: pageQuery.shape.per_page.default(100),
});
export type VenueListQuery = z.infer<typeof venueListQuery>;

export const footer = z.object({ venue: z.string().nullable(), html: z.string() });
export const footerQuery = z.object({ venue: z.string().max(255).optional() });
