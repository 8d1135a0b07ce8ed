import { z } from 'zod';
import { bookingTypeSchema, queryBoolean, queryList, BOOKING_TYPES } from './scheduling-shared.ts';

const name = z.string().min(1, 'Must be at least 1 characters').max(255, 'Must be 255 characters or less');
const slug = name.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lower-case letters, digits and hyphens');

/** POST /api/v1/activities/categories: body `{ data }` (contracts §5 category rules). */
export const categoryCreateSchema = z.object({
  name,
  slug,
  booking_type: bookingTypeSchema.nullable().optional(),
  parent_id: z.string().nullable().optional(),
});
export type CategoryCreate = z.infer<typeof categoryCreateSchema>;

/** PATCH /api/v1/activities/categories/{id}: every field optional. */
export const categoryUpdateSchema = categoryCreateSchema.partial();
export type CategoryUpdate = z.infer<typeof categoryUpdateSchema>;

export const categoryListQuerySchema = z.object({
  search: z.string().max(255, 'Must be 255 characters or less').optional(),
  booking_type: queryList(z.enum(BOOKING_TYPES)),
  with_usage_checks: queryBoolean.optional(),
});
export type CategoryListQuery = z.infer<typeof categoryListQuerySchema>;

export const inUseSchema = z.object({ in_use: z.boolean(), reasons: z.array(z.string()) });

const categoryRef = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  booking_type: bookingTypeSchema.nullable(),
});

export const categorySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  slug: z.string(),
  booking_type: bookingTypeSchema.nullable(),
  children: z.array(categoryRef),
  parent: categoryRef.nullable(),
  in_use: inUseSchema.nullable(),
  created_at: z.unknown(),
});
export type CategoryWire = z.infer<typeof categorySchema>;

const venueCategoryLocation = z.object({ id: z.string(), names: z.string(), venue_slug: z.string() });

/**
 * One category of a venue's booking tree, as GET /api/venue/{v}/categories[/{slug}] answer it (contracts
 * §3 "Client view of an activity category"): root groups carry their sub-activities in `children`.
 * TT-010 is_root, TT-011 browse_by_name (default 'location'), TT-015 each location's venue_slug.
 */
export const venueCategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  booking_type: bookingTypeSchema.nullable(),
  is_root: z.boolean(),
  parent_id: z.string().nullable(),
  browse_by_name: z.string().default('location'),
  allocation_strategy: z.string().nullable(),
  v1_type: z.enum(['class_templates', 'ad_hoc_templates', 'fast_ticket_templates']).nullable(),
  v2_type: z.enum(['classes', 'resources', 'ticketed']).nullable(),
  locations: z.array(venueCategoryLocation),
  bookable: z.boolean(),
  get children() {
    return z.array(venueCategorySchema);
  },
});
export type VenueCategoryWire = z.infer<typeof venueCategorySchema>;
