import type { BookingListQuery, BookingWire, CANCELLATION_SOURCES } from '@venue/core/contract';
import type { Db } from '../../db/db.ts';
import type { UserRow } from '../../auth/session.ts';
import type { Channel } from '../capacity/capacity.ts';
import { forbiddenError, invalidError, notFoundError } from '../errors.ts';
import { sweepOccurrences } from '../carts/basketHolds.ts';
import { findOccurrence } from '../occurrences/occurrenceRepository.ts';
import { loadBookings, type BookingRow } from './bookingQueries.ts';
import { cancelBooking, type CancelOutcome } from './cancelBookings.ts';
import { queueCancellationMail } from './cancellationMail.ts';
import { placeBooking } from './placeBooking.ts';

export type CancellationSource = (typeof CANCELLATION_SOURCES)[number];

/**
 * One page of the client's bookings under the contracts §5 filters. BOOK-016: staff may read for a
 * selected customer; customers only ever read their own.
 */
export async function listBookings(
  db: Db,
  viewer: UserRow,
  q: BookingListQuery,
  page: { limit: number | null; offset: number },
): Promise<{ rows: BookingRow[]; total: number }> {
  const where = ['o.client_id = $1'];
  const params: unknown[] = [viewer.client_id];
  const p = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  const forUser = viewer.role === 'staff' ? (q.selected_user_id ?? q.user_id) : viewer.id;
  if (
    viewer.role !== 'staff' &&
    ((q.user_id && q.user_id !== viewer.id) || (q.selected_user_id && q.selected_user_id !== viewer.id))
  )
    throw forbiddenError();
  // A customer's bookings include those they made for someone linked to them (a child); staff name the customer.
  if (forUser !== undefined) {
    const id = p(forUser);
    where.push(viewer.role === 'staff' ? `b.user_id = ${id}` : `(b.user_id = ${id} OR b.booked_by_user_id = ${id})`);
  }
  if (q.occurrence_id) where.push(`b.occurrence_id = ${p(q.occurrence_id)}`);
  if (q.starts_after) where.push(`o.starts_at >= ${p(q.starts_after)}`);
  if (q.starts_before) where.push(`o.starts_at < ${p(q.starts_before)}`);
  where.push(`b.status = ANY(${p(q.status)}::text[])`);
  if (q.cancellation_source) where.push(`b.cancellation_source = ${p(q.cancellation_source)}`);
  const whereSql = where.join(' AND ');
  const total = (await db.one<{ n: number }>(
    `SELECT count(*)::int AS n FROM bookings b JOIN occurrences o ON o.id = b.occurrence_id WHERE ${whereSql}`,
    params,
  ))!.n;
  const order = `ORDER BY ${q.sort_by === 'created_at' ? 'b.created_at' : 'o.starts_at'} ${q.direction === 'descending' ? 'DESC' : 'ASC'}, b.id`;
  const rows = await loadBookings(
    db,
    whereSql,
    params,
    `${order}${page.limit === null ? '' : ` LIMIT ${page.limit} OFFSET ${page.offset}`}`,
  );
  return { rows, total };
}

/** The customer attends it, or made it for someone linked to them. */
function ownBooking(viewer: UserRow, row: Pick<BookingRow, 'user_id' | 'booked_by_user_id'>): boolean {
  return row.user_id === viewer.id || row.booked_by_user_id === viewer.id;
}

/** A booking the viewer may see: their own (or one they made for a linked person), any of their client's for staff. */
export async function visibleBooking(db: Db, viewer: UserRow, id: number): Promise<BookingRow> {
  const [row] = await loadBookings(db, 'b.id = $1 AND o.client_id = $2', [id, viewer.client_id]);
  if (!row) throw notFoundError();
  if (viewer.role !== 'staff' && !ownBooking(viewer, row)) throw notFoundError();
  return row;
}

export interface Cancellation {
  /** The bookings as they stand after the cancellation. */
  bookings: BookingRow[];
  creditAwarded: number;
  actionsApplied: string[];
}

/**
 * Cancels the given bookings in one transaction under the cut-off rules (BOOK-005, BOOK-010, BOOK-019
 * to BOOK-021). Any booking that cannot be cancelled refuses the whole request with its reason.
 */
export async function cancelBookings(
  db: Db,
  viewer: UserRow,
  ids: number[],
  source: CancellationSource,
  now: Date,
): Promise<Cancellation> {
  const outcomes = await db.transaction(async (tx) => {
    const rows = await loadBookings(
      tx,
      'b.id = ANY($1::int[]) AND o.client_id = $2',
      [ids, viewer.client_id],
      'ORDER BY b.id FOR UPDATE OF b',
    );
    const found = new Set(rows.map((r) => r.id));
    const missing = ids.filter(
      (id) =>
        !found.has(id) ||
        (viewer.role !== 'staff' &&
          !ownBooking(
            viewer,
            rows.find((r) => r.id === id)!,
          )),
    );
    if (missing.length > 0) throw invalidError({ 'data.booking_ids': [`Unknown booking ids: ${missing.join(', ')}`] });
    const out: CancelOutcome[] = [];
    for (const row of rows) {
      const result = await cancelBooking(tx, row, source, now);
      if (!result.decision.canCancel) {
        throw invalidError(
          { 'data.booking_ids': [result.decision.cannotCancelReason ?? 'This booking cannot be cancelled.'] },
          result.decision.cannotCancelReason ?? undefined,
        );
      }
      out.push(result);
    }
    await queueCancellationMail(tx, rows, out, source === 'foh', now);
    return out;
  });
  const bookings = await loadBookings(db, 'b.id = ANY($1::int[])', [ids]);
  return {
    bookings,
    creditAwarded: outcomes.reduce((s, o) => s + o.creditAwarded, 0),
    actionsApplied: [...new Set(outcomes.flatMap((o) => o.actionsApplied))],
  };
}

/**
 * Cancels bookings of a bundle (all that are live when none are named); the bundle is cancelled once
 * none of its bookings is live.
 */
export async function cancelBundleBookings(
  db: Db,
  viewer: UserRow,
  bundleId: number,
  bookingIds: number[] | undefined,
  source: CancellationSource,
  now: Date,
): Promise<Cancellation> {
  const rows = await db.query<{ id: number; user_id: number }>(
    `SELECT id, user_id FROM bookings WHERE bundle_id = $1 AND status <> 'cancelled'`,
    [bundleId],
  );
  if (rows.length === 0 || (viewer.role !== 'staff' && rows.some((r) => r.user_id !== viewer.id)))
    throw notFoundError();
  const live = rows.map((r) => r.id);
  const ids = bookingIds ?? live;
  if (ids.some((id) => !live.includes(id)))
    throw invalidError({ 'data.booking_ids': ['Every booking must belong to this bundle and not be cancelled.'] });
  const result = await cancelBookings(db, viewer, ids, source, now);
  await db.query(
    `UPDATE booking_bundles SET status = 'cancelled' WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM bookings WHERE bundle_id = $1 AND status <> 'cancelled')`,
    [bundleId],
  );
  return result;
}

export interface BundleRow {
  id: number;
  user_id: number;
  status: BookingWire['status'];
  booking_type: BookingWire['booking_type'];
  schedule_id: string;
  total_price: number | null;
  name: string;
  description: string | null;
}

/** A bundle the viewer may see, with its bookings sorted by start; not found otherwise. */
export async function visibleBundle(
  db: Db,
  viewer: UserRow,
  id: number,
): Promise<{ bundle: BundleRow; rows: BookingRow[] }> {
  const bundle = await db.one<BundleRow>(
    `SELECT bb.id, bb.user_id, bb.status, bb.booking_type, bb.schedule_id::text AS schedule_id, bb.total_price, s.name, s.description
       FROM booking_bundles bb JOIN schedules s ON s.id = bb.schedule_id WHERE bb.id = $1 AND s.client_id = $2`,
    [id, viewer.client_id],
  );
  if (!bundle || (viewer.role !== 'staff' && bundle.user_id !== viewer.id)) throw notFoundError();
  const rows = await loadBookings(db, 'b.bundle_id = $1', [bundle.id], 'ORDER BY o.starts_at, b.id');
  return { bundle, rows };
}

/** Marks settled bookings of the staff member's client attended or absent; returns those changed. */
export async function markAttendance(
  db: Db,
  staff: UserRow,
  ids: number[],
  status: 'attended' | 'absent',
): Promise<BookingRow[]> {
  const rows = await db.query<{ id: number }>(
    `UPDATE bookings b SET attended = $2 FROM occurrences o
      WHERE o.id = b.occurrence_id AND b.id = ANY($1::int[]) AND o.client_id = $3 AND b.status = 'settled' RETURNING b.id`,
    [ids, status === 'attended', staff.client_id],
  );
  return loadBookings(db, 'b.id = ANY($1::int[])', [rows.map((r) => r.id)]);
}

/** Marks attendance on an occurrence: the bookings named (each a settled booking of it) or all its settled ones. */
export async function markOccurrenceAttendance(
  db: Db,
  staff: UserRow,
  occurrence: { id: string; clientId: number },
  bookingIds: number[] | undefined,
  status: 'attended' | 'absent',
): Promise<BookingRow[]> {
  const occ = await findOccurrence(db, occurrence.id, occurrence.clientId);
  if (!occ) throw notFoundError();
  const all = await db.query<{ id: number }>(
    `SELECT id FROM bookings WHERE occurrence_id = $1 AND status = 'settled'`,
    [occ.id],
  );
  const ids = bookingIds ?? all.map((r) => r.id);
  if (ids.some((id) => !all.some((r) => r.id === id)))
    throw invalidError({ 'data.booking_ids': ['Every booking must be a settled booking of this occurrence.'] });
  return markAttendance(db, staff, ids, status);
}

export interface DirectBooking {
  viewer: UserRow;
  customer: UserRow;
  occurrenceId: string;
  /** The source staff name; customers always book online. */
  source?: Channel;
  places?: number;
  now: Date;
  holdCutoff: Date;
}

/** Takes places on an occurrence directly (placeBooking.ts); only staff take more than one. */
export async function bookOccurrence(db: Db, b: DirectBooking): Promise<BookingRow> {
  const staff = b.viewer.role === 'staff';
  if (!staff && (b.places ?? 1) > 1) throw forbiddenError();
  const occ = await findOccurrence(db, b.occurrenceId, b.viewer.client_id);
  if (!occ) throw notFoundError();
  const fullOccurrences: string[] = [];
  const placed = await placeBooking(db, {
    occurrenceId: occ.id,
    customer: b.customer,
    actor: b.viewer,
    channel: staff ? (b.source ?? 'foh') : 'online',
    places: b.places ?? 1,
    now: b.now,
    holdCutoff: b.holdCutoff,
    fullOccurrences,
  }).catch(async (e: unknown) => {
    // The attempt rolled back, and with it any expired hold it released: the waitlist is still owed those places.
    await sweepOccurrences(db, fullOccurrences, b.holdCutoff, b.now);
    throw e;
  });
  const [row] = await loadBookings(db, 'b.id = $1', [placed.id]);
  return row!;
}
