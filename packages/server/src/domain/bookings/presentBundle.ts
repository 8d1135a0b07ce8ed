import { money } from '../../presentation/wire.ts';
import { presentBooking, type BookingRow } from './bookingQueries.ts';
import type { BundleRow } from './bookingRequests.ts';

/** A booking bundle on the wire: its bookings, and venue, category and cancellation terms of the first live one. */
export function presentBundle(bundle: BundleRow, rows: BookingRow[], now: Date) {
  const bookings = rows.map((r) => presentBooking(r, now));
  const first = bookings.find((b) => b.status !== 'cancelled') ?? bookings[0];
  return {
    id: bundle.id,
    status: bundle.status,
    booking_type: bundle.booking_type,
    schedule_id: bundle.schedule_id,
    name: bundle.name,
    description: bundle.description,
    venue: first?.venue ?? { id: 0, name: '', slug: '' },
    category: first?.category ?? { id: '', name: '', slug: '' },
    instructors: [...new Map(bookings.flatMap((b) => b.instructors).map((i) => [i.id, i])).values()],
    bookings,
    total_price:
      bundle.status === 'reserved' || bundle.total_price === null
        ? null
        : money(bundle.total_price, rows[0]?.currency ?? 'GBP'),
    cancellation: first?.cancellation ?? {
      can_cancel: false,
      cannot_cancel_reason: null,
      cut_off: null,
      cut_off_actions: [],
      cut_off_message: null,
      awards_credit: false,
      awards_credit_message: null,
    },
    custom_question_sections: [],
  };
}
