import type { Db } from '../../db/db.ts';
import { invalidField, notFoundError } from '../errors.ts';

export interface TicketPrice {
  id: string;
  name: string;
  attendees: number;
  price: number;
  po_id: number;
  po_name: string;
  reference: string;
}

/**
 * The first ticket type of an activity (at a venue, by slug or id) sold under a pricing option reference,
 * optionally checked against one session of that activity (flows §7). not_found for an unknown
 * activity; a refused field for an unknown session or reference.
 */
export async function ticketPriceByReference(
  db: Db,
  clientId: number,
  ask: { venue: string; activity: string; reference: string; occurrenceId?: string | number | null },
): Promise<TicketPrice> {
  const activity = await db.one<{ id: number }>(
    `SELECT a.id FROM activities a JOIN venues v ON v.id = a.venue_id
      WHERE a.client_id = $1 AND (v.slug = $2 OR v.id::text = $2) AND (a.id::text = $3 OR a.uuid::text = $3 OR a.slug = $3)`,
    [clientId, ask.venue, ask.activity],
  );
  if (!activity) throw notFoundError();
  if (ask.occurrenceId !== undefined && ask.occurrenceId !== null) {
    const occ = await db.one(
      `SELECT 1 FROM occurrences WHERE ${/^\d+$/.test(String(ask.occurrenceId)) ? 'legacy_id = $1::int' : 'id = $1'} AND activity_id = $2 AND deleted_at IS NULL`,
      [String(ask.occurrenceId), activity.id],
    );
    if (!occ) throw invalidField('occurrence_id', 'The selected occurrence id is invalid.');
  }
  const ticket = await db.one<TicketPrice>(
    `SELECT t.id, t.name, t.attendees, p.price, p.id AS po_id, p.name AS po_name, p.reference
       FROM tickets t JOIN pricing_options p ON p.id = t.pricing_option_id
      WHERE t.activity_id = $1 AND p.reference = $2 ORDER BY t.position LIMIT 1`,
    [activity.id, ask.reference],
  );
  if (!ticket) throw invalidField('reference', 'The selected reference is invalid.');
  return ticket;
}
