import type { OccurrenceDeleteReason, OccurrenceUpdate } from '@venue/core/contract';
import type { Db } from '../../db/db.ts';
import { invalidError, notFoundError } from '../errors.ts';
import { CANCELLABLE_SELECT, cancelBooking, type CancellableRow } from '../bookings/cancelBookings.ts';
import { localDate, zonedToInstant } from '../../time/londonTime.ts';
import { validateCapacityChange } from './updateRules.ts';
import { offerFreedPlaces } from '../waitlists/promotion.ts';
import { queueMail } from '../../mail/mailQueue.ts';

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

/**
 * Deletes an occurrence for a reason (OCC-037): its bookings are cancelled and refunded as credit, and each
 * customer who had paid for a place is told by e-mail (queued in this transaction, so a deletion rolled back
 * tells nobody): one message each, naming whoever the places were for and the credit given back. Its
 * waitlist's members are told too, once each, unless they had a place as well; a course's or camp's
 * session hands its waitlist on to the next session instead.
 */
export async function deleteOccurrence(
  db: Db,
  id: string,
  reason: OccurrenceDeleteReason,
  now: Date,
): Promise<{ cancelledBookings: number }> {
  return db.transaction(async (tx) => {
    await lock(tx, id);
    const bookings = await tx.query<CancellableRow>(
      `${CANCELLABLE_SELECT} WHERE b.occurrence_id = $1 AND b.status <> 'cancelled' FOR UPDATE OF b`,
      [id],
    );
    const told: Told = new Map();
    for (const b of bookings) {
      const outcome = await cancelBooking(tx, b, 'occurrence', now, { force: true });
      // A place only held in a basket was never bought: the basket shows it gone.
      if (b.status !== 'settled') continue;
      const payer = outcome.paidBy ?? b.user_id;
      const entry = told.get(payer) ?? { attendees: [], credit: 0, session: false };
      entry.attendees.push(b.user_id);
      entry.credit += outcome.creditAwarded;
      entry.session ||= b.bundle_id !== null;
      told.set(payer, entry);
    }
    // A course's or camp's waitlist sits on one of its sessions (courseWaitlist.ts): it moves on to the next.
    const next = await tx.one<{ id: string }>(
      `SELECT n.id FROM occurrences o JOIN occurrences n ON n.schedule_id = o.schedule_id
        WHERE o.id = $1 AND n.id <> o.id AND n.deleted_at IS NULL AND n.status <> 'cancelled' AND n.starts_at > $2
        ORDER BY n.starts_at LIMIT 1`,
      [id, now],
    );
    if (next) {
      const moved = await tx.query(
        `UPDATE waitlist_entries w SET occurrence_id = $2 WHERE w.occurrence_id = $1
            AND NOT EXISTS (SELECT 1 FROM waitlist_entries x WHERE x.occurrence_id = $2 AND x.user_id = w.user_id)
          RETURNING w.id`,
        [id, next.id],
      );
      if (moved.length > 0)
        await tx.query('UPDATE occurrences SET waitlist_consumed = waitlist_consumed + $2 WHERE id = $1', [
          next.id,
          moved.length,
        ]);
    }
    const waiting = await tx.query<{ user_id: number }>(
      'DELETE FROM waitlist_entries WHERE occurrence_id = $1 RETURNING user_id',
      [id],
    );
    await tx.query(
      `UPDATE occurrences SET deleted_at = $2, delete_reason = $3, status = 'cancelled', waitlist_consumed = 0 WHERE id = $1`,
      [id, now, reason],
    );
    // Those left of a session's waitlist were waiting on the next one as well.
    const waitingOnly = next ? [] : waiting.map((w) => w.user_id).filter((u) => !told.has(u));
    if (told.size > 0 || waitingOnly.length > 0) await tellCustomers(tx, id, reason, told, waitingOnly, now);
    return { cancelledBookings: bookings.length };
  });
}

/**
 * Per customer who paid: whose places they were (user ids), the credit given back for them, and whether one
 * was a session of a course or camp bought whole (a free one is worded apart: the rest of it goes ahead).
 */
type Told = Map<number, { attendees: number[]; credit: number; session: boolean }>;

async function tellCustomers(
  tx: Db,
  occurrenceId: string,
  reason: OccurrenceDeleteReason,
  told: Told,
  waiting: number[],
  now: Date,
): Promise<void> {
  const o = (await tx.one<{
    name: string;
    starts_at: Date;
    timezone: string;
    venue: string;
    slug: string;
    currency: string;
  }>(
    `SELECT o.template_name AS name, o.starts_at, v.timezone, v.name AS venue, v.slug, c.currency
       FROM occurrences o JOIN venues v ON v.id = o.venue_id JOIN clients c ON c.id = o.client_id WHERE o.id = $1`,
    [occurrenceId],
  ))!;
  const ids = [...new Set([...told.keys(), ...[...told.values()].flatMap((t) => t.attendees), ...waiting])];
  const people = new Map(
    (
      await tx.query<{ id: number; email: string | null; first_name: string; last_name: string }>(
        'SELECT id, email, first_name, last_name FROM users WHERE id = ANY($1::int[])',
        [ids],
      )
    ).map((u) => [u.id, u]),
  );
  const facts = {
    className: o.name,
    venueName: o.venue,
    venueSlug: o.slug,
    startsAt: new Date(o.starts_at).toISOString(),
    timeZone: o.timezone,
    reason,
    currency: o.currency,
  };
  for (const [payerId, { attendees, credit, session }] of told) {
    const payer = people.get(payerId);
    if (!payer?.email) continue; // a dependant or a front-of-house customer without an address
    // Named unless the one place was the customer's own.
    const named = attendees.length === 1 && attendees[0] === payerId ? [] : attendees;
    const data = {
      ...facts,
      firstName: payer.first_name,
      attendees: named.map((a) => {
        const p = people.get(a)!;
        return `${p.first_name} ${p.last_name}`.trim();
      }),
      creditMinor: credit,
      session,
    };
    await queueMail(tx, { kind: 'class_cancelled', to: payer.email, data }, now);
  }
  for (const userId of waiting) {
    const member = people.get(userId);
    if (!member?.email) continue;
    const data = { ...facts, firstName: member.first_name, attendees: [], creditMinor: 0, waiting: true };
    await queueMail(tx, { kind: 'class_cancelled', to: member.email, data }, now);
  }
}
