import type { Db } from '../../db/db.ts';
import { evaluateCancellation, type CancellationDecision, type CancellationPolicy, type CutOffAction } from './cancellationPolicy.ts';

export interface CancellableRow {
  id: number;
  user_id: number;
  occurrence_id: string;
  status: 'settled' | 'reserved' | 'cancelled';
  channel: 'online' | 'foh';
  capacity_consumed: number;
  price: number | null;
  starts_at: Date;
  cut_off_hours: number;
  cut_off_actions: CutOffAction[];
  awards_credit: boolean;
  late_cancellation_fee: number;
}

export const CANCELLABLE_SELECT = `
  SELECT b.id, b.user_id, b.occurrence_id, b.status, b.channel, b.capacity_consumed, b.price, b.cut_off_hours,
         o.starts_at, c.cut_off_actions, c.awards_credit, c.late_cancellation_fee
    FROM bookings b JOIN occurrences o ON o.id = b.occurrence_id JOIN categories c ON c.id = o.category_id`;

export function policyOf(row: Pick<CancellableRow, 'cut_off_hours' | 'cut_off_actions' | 'awards_credit' | 'late_cancellation_fee'>): CancellationPolicy {
  return {
    cutOffMinutes: row.cut_off_hours * 60,
    cutOffActions: row.cut_off_actions ?? [],
    awardsCredit: row.awards_credit,
    lateFeeMinor: row.late_cancellation_fee,
  };
}

export function decisionFor(row: CancellableRow, now: Date): CancellationDecision {
  return evaluateCancellation({ status: row.status, startsAt: new Date(row.starts_at), pricePaidMinor: row.price }, policyOf(row), now);
}

/** Gives the places of a booking back to its occurrence. */
export async function releasePlaces(tx: Db, occurrenceId: string, places: number, channel: 'online' | 'foh'): Promise<void> {
  await tx.query(
    `UPDATE occurrences SET consumed = GREATEST(0, consumed - $2),
            consumed_online = GREATEST(0, consumed_online - CASE WHEN $3 = 'online' THEN $2 ELSE 0 END),
            consumed_foh = GREATEST(0, consumed_foh - CASE WHEN $3 = 'foh' THEN $2 ELSE 0 END)
      WHERE id = $1`,
    [occurrenceId, places, channel],
  );
}

export async function awardCredit(tx: Db, userId: number, amount: number, reason: string): Promise<void> {
  if (amount <= 0) return;
  await tx.query(
    `INSERT INTO credits (user_id, credit_type, balance) VALUES ($1, 'general', $2)
     ON CONFLICT (user_id, credit_type) DO UPDATE SET balance = credits.balance + EXCLUDED.balance`,
    [userId, amount],
  );
  await tx.query(`INSERT INTO credit_transactions (user_id, credit_type, amount, reason) VALUES ($1, 'general', $2, $3)`, [userId, amount, reason]);
}

export interface CancelOutcome {
  bookingId: number;
  decision: CancellationDecision;
  creditAwarded: number;
  actionsApplied: CutOffAction[];
}

const SUSPENSION_DAYS = 7;

/**
 * Cancels one booking inside the caller's transaction: marks it cancelled, frees its places, gives
 * credit back before the cut-off and applies the cut-off actions after it (BOOK-010). `force` skips
 * the customer rules (an occurrence deleted by staff cancels every booking and always refunds).
 */
export async function cancelBooking(
  tx: Db,
  row: CancellableRow,
  source: 'customers' | 'foh' | 'my-account' | 'occurrence',
  now: Date,
  opts: { force?: boolean } = {},
): Promise<CancelOutcome> {
  const decision = decisionFor(row, now);
  await tx.query(`UPDATE bookings SET status = 'cancelled', cancelled_at = $2, cancellation_source = $3 WHERE id = $1`, [row.id, now, source]);
  await releasePlaces(tx, row.occurrence_id, row.capacity_consumed, row.channel);
  let credit = 0;
  const applied: CutOffAction[] = [];
  if (opts.force) {
    credit = row.status === 'settled' ? (row.price ?? 0) : 0;
  } else {
    if (decision.awardsCredit) credit = row.price ?? 0;
    for (const action of decision.cutOffActions) {
      if (action === 'disable_cancelling') continue;
      applied.push(action);
      await tx.query(
        `INSERT INTO cancellation_penalties (user_id, booking_id, action, amount, active_until) VALUES ($1, $2, $3, $4, $5)`,
        [row.user_id, row.id, action, action === 'charge_fee' ? row.late_cancellation_fee : null, action === 'charge_fee' ? null : new Date(now.getTime() + SUSPENSION_DAYS * 86_400_000)],
      );
    }
  }
  await awardCredit(tx, row.user_id, credit, `Cancelled booking ${row.id}`);
  return { bookingId: row.id, decision, creditAwarded: credit, actionsApplied: applied };
}
