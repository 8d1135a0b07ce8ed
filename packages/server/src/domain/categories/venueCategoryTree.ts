import type { Db } from '../../db/db.ts';
import { notFoundError } from '../errors.ts';
import { categoryColumns, type CategoryRow } from './categoryQueries.ts';

/** A category of a venue with the places it runs and how many sessions are still to come. */
type VenueCategoryRow = CategoryRow & {
  locations: Array<{ id: string; names: string; venue_slug: string }> | string;
  upcoming: number;
};

/**
 * Client view of a venue's categories (TT-010 to TT-015): the booking tree a customer browses. `view`
 * renders one row with its children; a category is bookable when it has a session to come or a bookable
 * child, and with `onlyBookable` the others are left out of the children.
 */
export async function venueCategoryTree(db: Db, venue: { id: number; slug: string }, onlyBookable: boolean, now: Date) {
  const rows = await db.query<VenueCategoryRow>(
    `SELECT ${categoryColumns('c')},
       (SELECT coalesce(json_agg(DISTINCT jsonb_build_object('id', l.id::text, 'names', l.name, 'venue_slug', $2::text)), '[]'::json)
          FROM occurrences o JOIN occurrence_locations ol ON ol.occurrence_id = o.id JOIN locations l ON l.id = ol.location_id
         WHERE o.venue_id = $1 AND o.category_id = c.id AND o.deleted_at IS NULL) AS locations,
       ((SELECT count(*) FROM occurrences o WHERE o.venue_id = $1 AND o.category_id = c.id AND o.deleted_at IS NULL AND o.status <> 'cancelled' AND o.starts_at > $3)
        + (SELECT count(*) FROM schedules s WHERE s.venue_id = $1 AND s.category_id = c.id AND (s.ends_at IS NULL OR s.ends_at > $3)))::int AS upcoming
       FROM categories c JOIN category_venues cv ON cv.category_id = c.id AND cv.venue_id = $1
      ORDER BY c.position, c.name`,
    [venue.id, venue.slug, now],
  );
  const parse = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);
  const view = (r: VenueCategoryRow): Record<string, unknown> => {
    const children = rows
      .filter((x) => x.parent_id === r.id)
      .map(view)
      .filter((x) => !onlyBookable || x.bookable);
    return {
      id: r.id,
      name: r.name,
      slug: r.slug,
      booking_type: r.booking_type,
      is_root: r.parent_id === null,
      parent_id: r.parent_id,
      browse_by_name: r.browse_by_name ?? 'location',
      allocation_strategy: r.allocation_strategy,
      v1_type: r.v1_type,
      v2_type: r.v2_type,
      locations: parse(r.locations),
      bookable: r.upcoming > 0 || children.length > 0,
      children,
    };
  };
  return { rows, view };
}

/** The root categories of a venue's tree (only the bookable ones when asked). */
export async function venueCategoryRoots(
  db: Db,
  venue: { id: number; slug: string },
  onlyBookable: boolean,
  now: Date,
) {
  const { rows, view } = await venueCategoryTree(db, venue, onlyBookable, now);
  return rows
    .filter((r) => r.parent_id === null)
    .map(view)
    .filter((x) => !onlyBookable || x.bookable);
}

/** One category of a venue's tree by slug or id, with its children; not_found when the venue has none such. */
export async function venueCategory(
  db: Db,
  venue: { id: number; slug: string },
  slugOrId: string,
  onlyBookable: boolean,
  now: Date,
) {
  const { rows, view } = await venueCategoryTree(db, venue, onlyBookable, now);
  const found = rows.find((r) => r.slug === slugOrId || r.id === slugOrId);
  if (!found) throw notFoundError();
  return view(found);
}
