import type { ActivityClassWire } from '@venue/core/contract';
import type { Db } from '../../db/db.ts';
import type { UserRow } from '../../auth/session.ts';
import type { OccurrenceRecord } from '../occurrences/occurrenceRecord.ts';
import { normaliseTags, timetableEntries } from './buildTimetable.ts';

/** One activity class (API-057) as the timetable shows it, with the slugs that place it and its description. */
export async function activityClassView(
  db: Db,
  record: OccurrenceRecord,
  customer: UserRow | null,
  version: 'v1' | 'v2',
  now: Date,
): Promise<ActivityClassWire & Record<string, unknown>> {
  const activity = await db.one<{ tags: unknown; slug: string; venue_slug: string; category_slug: string }>(
    `SELECT a.tags, a.slug, v.slug AS venue_slug, cat.slug AS category_slug FROM occurrences o
       JOIN venues v ON v.id = o.venue_id JOIN categories cat ON cat.id = o.category_id
       LEFT JOIN activities a ON a.id = o.activity_id WHERE o.id = $1`,
    [record.id],
  );
  const [entry] = await timetableEntries(db, [record], customer, version, now, normaliseTags(activity?.tags ?? []));
  return {
    ...entry!,
    occurrence_id: record.id,
    description: record.description,
    venue_slug: activity?.venue_slug ?? null,
    category_slug: activity?.category_slug ?? null,
    activity_slug: activity?.slug ?? null,
  };
}
