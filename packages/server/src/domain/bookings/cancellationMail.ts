import type { Db } from '../../db/db.ts';
import { queueMail, type BookingsCancelledData } from '../../mail/mailQueue.ts';
import type { BookingRow } from './bookingQueries.ts';
import { SUSPENSION_DAYS, type CancelOutcome } from './cancelBookings.ts';

/**
 * Queues, in the cancelling transaction, one e-mail per customer whose paid-for bookings were just cancelled
 * (by themselves or by the front desk for them): what was cancelled and for whom, the credit given back and any
 * late-cancellation penalty. It goes to whoever paid (the order's customer: a parent who booked for a child),
 * else the customer who made the booking, else its attendee; a place only held in a basket was never bought,
 * so it is not mailed.
 */
export async function queueCancellationMail(
  tx: Db,
  rows: BookingRow[],
  outcomes: CancelOutcome[],
  atFrontDesk: boolean,
  now: Date,
): Promise<void> {
  const cancelled = rows.flatMap((row) => {
    const outcome = outcomes.find((o) => o.bookingId === row.id);
    return outcome && row.status === 'settled' ? [{ row, outcome }] : [];
  });
  if (cancelled.length === 0) return;
  const ids = cancelled.flatMap(({ row, outcome }) => [outcome.paidBy, row.booked_by_user_id, row.user_id]);
  const users = new Map(
    (
      await tx.query<{ id: number; email: string | null; first_name: string; role: string }>(
        'SELECT id, email, first_name, role FROM users WHERE id = ANY($1::int[])',
        [[...new Set(ids.filter((id): id is number => typeof id === 'number'))]],
      )
    ).map((u) => [u.id, u]),
  );
  const byRecipient = new Map<number, typeof cancelled>();
  for (const c of cancelled) {
    // Staff who made a booking at the front desk are not whom it concerns.
    const maker = c.row.booked_by_user_id;
    const madeByCustomer = maker !== null && users.get(maker)?.role === 'customer' ? maker : undefined;
    const to = c.outcome.paidBy ?? madeByCustomer ?? c.row.user_id;
    byRecipient.set(to, [...(byRecipient.get(to) ?? []), c]);
  }
  for (const [id, mine] of byRecipient) {
    const person = users.get(id);
    if (!person?.email) continue; // a front-of-house customer without an address
    const actions = mine.flatMap((c) => c.outcome.actionsApplied);
    const data: BookingsCancelledData = {
      firstName: person.first_name,
      lines: linesOf(
        mine.map((c) => c.row),
        person.id,
      ),
      atFrontDesk,
      creditMinor: mine.reduce((sum, c) => sum + c.outcome.creditAwarded, 0),
      feeMinor: mine.reduce(
        (sum, c) => sum + (c.outcome.actionsApplied.includes('charge_fee') ? (c.row.late_cancellation_fee ?? 0) : 0),
        0,
      ),
      suspended: {
        booking: actions.includes('disable_booking'),
        access: actions.includes('disable_access'),
        days: SUSPENSION_DAYS,
      },
      currency: mine[0]!.row.currency,
    };
    await queueMail(tx, { kind: 'bookings_cancelled', to: person.email, data }, now);
  }
}

/** A course's or camp's sessions (one bundle, one attendee) make one line, from its first session. */
function linesOf(rows: BookingRow[], recipientId: number): BookingsCancelledData['lines'] {
  const groups = new Map<string, BookingRow[]>();
  for (const row of [...rows].sort((a, b) => new Date(a.starts_at).getTime() - new Date(b.starts_at).getTime())) {
    const key = row.bundle_id === null ? `booking ${row.id}` : `bundle ${row.bundle_id} ${row.user_id}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return [...groups.values()].map((group) => {
    const first = group[0]!;
    return {
      name: first.template_name,
      venueName: first.venue_name,
      startsAt: new Date(first.starts_at).toISOString(),
      timeZone: first.timezone,
      sessions: group.length,
      attendee: first.user_id === recipientId ? null : `${first.first_name} ${first.last_name}`.trim(),
    };
  });
}
