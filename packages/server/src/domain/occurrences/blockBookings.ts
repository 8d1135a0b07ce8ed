import type { Db } from '../../db/db.ts';
import type { OccurrenceWire } from '@venue/core/contract';

type BlockInfo = NonNullable<OccurrenceWire['block_booking_information']>;

/**
 * Block booking information (OCC-015): a front-of-house booking that takes more than one place, e.g.
 * a club hiring a whole session. Only staff may see it (OCC-016); the caller decides who is permitted.
 */
export async function blockBookingsFor(db: Db, occurrenceIds: string[]): Promise<Map<string, BlockInfo>> {
  const out = new Map<string, BlockInfo>();
  if (occurrenceIds.length === 0) return out;
  const rows = await db.query<{
    occurrence_id: string;
    user_id: number;
    booking_id: number;
    status: BlockInfo['booking_status'];
    price: number | null;
    order_status: string | null;
    order_id: number | null;
    tender_types: string[] | null;
  }>(
    `SELECT DISTINCT ON (b.occurrence_id) b.occurrence_id, b.user_id, b.id AS booking_id, b.status, b.price,
            o.status AS order_status, b.order_id,
            (SELECT array_agg(DISTINCT p.tender_type) FROM payments p WHERE p.order_id = b.order_id) AS tender_types
       FROM bookings b LEFT JOIN orders o ON o.id = b.order_id
      WHERE b.occurrence_id = ANY($1::text[]) AND b.channel = 'foh' AND b.capacity_consumed > 1 AND b.status <> 'cancelled'
      ORDER BY b.occurrence_id, b.created_at`,
    [occurrenceIds],
  );
  for (const r of rows) {
    out.set(r.occurrence_id, {
      user_id: r.user_id,
      booking_id: r.booking_id,
      booking_status: r.status,
      is_paid: r.status === 'settled' && (r.price === 0 || r.order_status === 'success'),
      tender_types: r.tender_types ?? [],
      // The order reference the holder was given on paying ("Your order reference is …"), so staff and
      // customer quote the same thing; a basket that is not paid has no payment to refer to yet.
      payment_reference: r.order_status === 'success' && r.order_id !== null ? String(r.order_id) : null,
    });
  }
  return out;
}
