import type { OccurrenceWire } from '@venue/core/contract';
import type { Db } from '../../db/db.ts';
import type { UserRow } from '../../auth/session.ts';
import { evaluateCancellation } from '../bookings/cancellationPolicy.ts';
import { blockBookingsFor } from './blockBookings.ts';
import { bookableActionFor, clashesFor, customerHoldings, ticketsFor } from './occurrenceContext.ts';
import type { OccurrenceRecord } from './occurrenceRecord.ts';
import { presentOccurrence } from './presentOccurrence.ts';

export interface PresentOptions {
  viewer: UserRow | null;
  /** Whose bookable action to compute; null leaves bookable_action null. */
  customer: UserRow | null;
  withBookableContext: boolean;
  source?: 'online' | 'foh';
  now: Date;
}

/** Presents occurrences with clashes, tickets, restrictions and, when asked, the customer's context. */
export async function presentOccurrences(
  db: Db,
  records: OccurrenceRecord[],
  opts: PresentOptions,
): Promise<OccurrenceWire[]> {
  const ids = records.map((r) => r.id);
  const staff = opts.viewer?.role === 'staff';
  const [clashes, tickets, holdings, blocks, restrictions] = await Promise.all([
    clashesFor(db, records),
    ticketsFor(db, records),
    opts.withBookableContext && opts.customer
      ? customerHoldings(db, opts.customer.id, ids, opts.now)
      : Promise.resolve(null),
    staff ? blockBookingsFor(db, ids) : Promise.resolve(null),
    restrictionsFor(db, ids),
  ]);
  return records.map((r) => {
    const own = clashes.get(r.id) ?? [];
    const held = holdings?.bookings.get(r.id);
    const canCancel = held
      ? evaluateCancellation(
          { status: held, startsAt: r.startsAt, pricePaidMinor: null },
          { cutOffMinutes: 0, cutOffActions: [], awardsCredit: false, lateFeeMinor: 0 },
          opts.now,
        ).canCancel
      : false;
    return presentOccurrence(r, {
      clashes: own,
      bookableAction: opts.withBookableContext ? bookableActionFor(r, holdings, own, opts.now, opts.source) : null,
      tickets: tickets.get(r.id) ?? [],
      restrictions: restrictions.get(r.id) ?? {
        pre_purchase_waiver: null,
        pre_purchase_induction: null,
        criteria: 'all',
      },
      canCancel,
      ...(opts.source ? { source: opts.source } : {}),
      ...(blocks ? { blockBookingInformation: blocks.get(r.id) ?? null } : {}),
    });
  });
}

/** OCC-013: the pre-purchase waiver and induction of each occurrence (own or its schedule's). */
async function restrictionsFor(db: Db, ids: string[]): Promise<Map<string, OccurrenceWire['restrictions']>> {
  const out = new Map<string, OccurrenceWire['restrictions']>();
  if (ids.length === 0) return out;
  const rows = await db.query<{
    occurrence_id: string;
    id: number;
    name: string;
    type: string;
    criteria: 'all' | 'any';
  }>(
    `SELECT o.id AS occurrence_id, r.id, r.name, r.type, x.criteria
       FROM occurrences o
       JOIN LATERAL (
         SELECT restriction_id, criteria FROM occurrence_restrictions WHERE occurrence_id = o.id
         UNION ALL
         SELECT restriction_id, criteria FROM schedule_restrictions WHERE schedule_id = o.schedule_id
       ) x ON true
       JOIN restrictions r ON r.id = x.restriction_id
      WHERE o.id = ANY($1::text[]) AND r.type IN ('pre-purchase-waiver', 'pre-purchase-induction')`,
    [ids],
  );
  for (const r of rows) {
    const entry = out.get(r.occurrence_id) ?? {
      pre_purchase_waiver: null,
      pre_purchase_induction: null,
      criteria: r.criteria,
    };
    const ref = { id: String(r.id), name: r.name, type: r.type };
    if (r.type === 'pre-purchase-waiver') entry.pre_purchase_waiver ??= ref;
    else entry.pre_purchase_induction ??= ref;
    out.set(r.occurrence_id, entry);
  }
  return out;
}
