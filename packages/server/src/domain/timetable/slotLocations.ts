import type { Db } from '../../db/db.ts';
import type { OccurrenceRecord } from '../occurrences/occurrenceRecord.ts';

/**
 * Resources (courts) are allocated per location: for each occurrence, in order, the locations no live
 * booking holds yet.
 */
export async function freeLocations(
  db: Db,
  records: OccurrenceRecord[],
): Promise<Array<OccurrenceRecord['locations']>> {
  const taken = await db.query<{ occurrence_id: string; location_id: number }>(
    `SELECT occurrence_id, location_id FROM bookings WHERE occurrence_id = ANY($1::text[]) AND status <> 'cancelled' AND location_id IS NOT NULL`,
    [records.map((r) => r.id)],
  );
  return records.map((r) => {
    const busy = new Set(taken.filter((t) => t.occurrence_id === r.id).map((t) => String(t.location_id)));
    return r.locations.filter((l) => !busy.has(l.id));
  });
}
