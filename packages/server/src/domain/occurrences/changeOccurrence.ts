import type { OccurrenceUpdate } from '@venue/core/contract';
import type { Db } from '../../db/db.ts';
import { invalidError, notFoundError } from '../errors.ts';
import { CANCELLABLE_SELECT, cancelBooking, type CancellableRow } from '../bookings/cancelBookings.ts';
import { localDate, zonedToInstant } from '../../time/londonTime.ts';
import { validateCapacityChange } from './updateRules.ts';
import { offerFreedPlaces } from '../waitlists/promotion.ts';

type Update = Extract<OccurrenceUpdate, { action: 'update' }>;

interface Locked {
  id: string;
  venue_id: number;
  client_id: number;
  starts_at: Date;
  ends_at: Date;
  timezone: string;
  capacity_strategy: 'shared' | 'split';
  consumed: number;
  consumed_online: number;
  consumed_foh: number;
}

async function lock(tx: Db, id: string): Promise<Locked> {
  const row = await tx.one<Locked>(
    `SELECT o.id, o.venue_id, o.client_id, o.starts_at, o.ends_at, v.timezone, o.capacity_strategy, o.consumed, o.consumed_online, o.consumed_foh
       FROM occurrences o JOIN venues v ON v.id = o.venue_id WHERE o.id = $1 AND o.deleted_at IS NULL FOR UPDATE OF o`,
    [id],
  );
  if (!row) throw notFoundError();
  return row;
}

/**
 * Applies a staff update (OCC-026 to OCC-036) inside a transaction. Places a new capacity adds go to the
 * waitlist first, as a freed place does (promotion.ts): otherwise whoever looked first would take them
 * ahead of the people queueing for them.
 */
export async function updateOccurrence(db: Db, id: string, u: Update, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const cur = await lock(tx, id);
    const errors: Record<string, string[]> = {};
    if (u.capacity) {
      const shared = cur.capacity_strategy === 'shared';
      Object.assign(
        errors,
        prefix(
          validateCapacityChange(
            {
              strategy: cur.capacity_strategy,
              onlineConsumed: shared ? cur.consumed - cur.consumed_foh : cur.consumed_online,
              fohConsumed: cur.consumed_foh,
            },
            u.capacity,
          ),
        ),
      );
    }
    const locationIds = u.location_ids?.map(Number);
    if (locationIds) {
      const found = await tx.query<{ id: number }>(
        'SELECT id FROM locations WHERE venue_id = $1 AND id = ANY($2::int[])',
        [cur.venue_id, locationIds.filter(Number.isInteger)],
      );
      if (found.length !== new Set(locationIds).size)
        errors['data.location_ids'] = ['The selected locations do not exist at this venue.'];
    }
    const instructorIds = u.instructor_ids?.map(Number);
    if (instructorIds && instructorIds.length > 0) {
      const found = await tx.query<{ id: number }>(
        'SELECT id FROM instructors WHERE client_id = $1 AND id = ANY($2::int[])',
        [cur.client_id, instructorIds.filter(Number.isInteger)],
      );
      if (found.length !== new Set(instructorIds).size)
        errors['data.instructor_ids'] = ['The selected instructors do not exist.'];
    }
    if (Object.keys(errors).length > 0) throw invalidError(errors);

    const startsAt = u.start_time
      ? zonedToInstant(localDate(new Date(cur.starts_at), cur.timezone), u.start_time, cur.timezone)
      : new Date(cur.starts_at);
    const minutes =
      u.duration_minutes ?? Math.round((new Date(cur.ends_at).getTime() - new Date(cur.starts_at).getTime()) / 60_000);
    const endsAt = new Date(startsAt.getTime() + minutes * 60_000);
    const sets = ['starts_at = $2', 'ends_at = $3', 'is_detached_from_recurrence = true'];
    const params: unknown[] = [id, startsAt, endsAt];
    const set = (col: string, v: unknown) => {
      params.push(v);
      sets.push(`${col} = $${params.length}`);
    };
    if (u.friendly_location_name !== undefined) set('friendly_location_name', u.friendly_location_name);
    if (u.capacity?.strategy === 'shared') set('capacity_maximum', u.capacity.capacity);
    if (u.capacity?.strategy === 'split') {
      set('capacity_online', u.capacity.online);
      set('capacity_foh', u.capacity.foh);
      // Split capacity keeps capacity_maximum as the sum of both channels (the schema's invariant).
      set('capacity_maximum', u.capacity.online + u.capacity.foh);
    }
    await tx.query(`UPDATE occurrences SET ${sets.join(', ')} WHERE id = $1`, params);
    if (u.capacity) await offerFreedPlaces(tx, [id], now);
    // OCC-030, OCC-033: the lists replace what was there; an empty instructor list removes everyone.
    if (locationIds) {
      await tx.query('DELETE FROM occurrence_locations WHERE occurrence_id = $1', [id]);
      await tx.query('INSERT INTO occurrence_locations (occurrence_id, location_id) SELECT $1, unnest($2::int[])', [
        id,
        [...new Set(locationIds)],
      ]);
    }
    if (instructorIds) {
      await tx.query('DELETE FROM occurrence_instructors WHERE occurrence_id = $1', [id]);
      if (instructorIds.length > 0) {
        await tx.query(
          'INSERT INTO occurrence_instructors (occurrence_id, instructor_id) SELECT $1, unnest($2::int[])',
          [id, [...new Set(instructorIds)]],
        );
      }
    }
  });
}

function prefix(errors: Record<string, string[]>): Record<string, string[]> {
  return Object.fromEntries(Object.entries(errors).map(([k, v]) => [`data.${k}`, v]));
}

/** Deletes an occurrence for a reason (OCC-037): its bookings are cancelled and refunded as credit. */
export async function deleteOccurrence(
  db: Db,
  id: string,
  reason: string,
  now: Date,
): Promise<{ cancelledBookings: number }> {
  return db.transaction(async (tx) => {
    await lock(tx, id);
    const bookings = await tx.query<CancellableRow>(
      `${CANCELLABLE_SELECT} WHERE b.occurrence_id = $1 AND b.status <> 'cancelled' FOR UPDATE OF b`,
      [id],
    );
    for (const b of bookings) await cancelBooking(tx, b, 'occurrence', now, { force: true });
    await tx.query('DELETE FROM waitlist_entries WHERE occurrence_id = $1', [id]);
    await tx.query(
      `UPDATE occurrences SET deleted_at = $2, delete_reason = $3, status = 'cancelled', waitlist_consumed = 0 WHERE id = $1`,
      [id, now, reason],
    );
    return { cancelledBookings: bookings.length };
  });
}
