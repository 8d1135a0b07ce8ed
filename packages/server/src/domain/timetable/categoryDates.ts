import type { Db } from '../../db/db.ts';
import type { OccurrenceFilter } from '../occurrences/occurrenceRepository.ts';
import { activitiesApiVersionFor } from './apiVersion.ts';

/**
 * The local dates from `from` (inclusive) to `to` (exclusive) on which a category (with its children) or an
 * activity has occurrences at a venue, with how many and the places still free, and whether the date is
 * served by the v2 endpoints.
 */
export async function categoryDates(
  db: Db,
  venue: { id: number; timezone: string; activities_v2_migration_date: string | null },
  scope: Pick<OccurrenceFilter, 'categoryIds' | 'activityId'>,
  from: string,
  to: string,
) {
  const rows = await db.query<{ date: string; occurrences: number; available: number }>(
    `SELECT to_char(o.starts_at AT TIME ZONE $2, 'YYYY-MM-DD') AS date, count(*)::int AS occurrences,
            sum(CASE WHEN o.status = 'cancelled' THEN 0 WHEN o.capacity_strategy = 'shared' THEN GREATEST(0, o.capacity_maximum - o.consumed)
                     ELSE GREATEST(0, o.capacity_online - o.consumed_online) END)::int AS available
       FROM occurrences o
      WHERE o.venue_id = $1 AND o.deleted_at IS NULL AND o.starts_at >= $3 AND o.starts_at < $4
        AND (${scope.categoryIds ? 'o.category_id::text = ANY($5::text[])' : 'o.activity_id = $5'})
      GROUP BY 1 ORDER BY 1`,
    [
      venue.id,
      venue.timezone,
      new Date(`${from}T00:00:00Z`).toISOString(),
      new Date(`${to}T23:59:59Z`).toISOString(),
      scope.categoryIds ?? scope.activityId,
    ],
  );
  return rows
    .filter((r) => r.date >= from && r.date < to)
    .map((r) => ({ ...r, is_v2: activitiesApiVersionFor(r.date, venue.activities_v2_migration_date) === 'v2' }));
}
