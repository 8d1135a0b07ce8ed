import type { Db } from '../../db/db.ts';
import { DOMAIN_MESSAGES, DomainError, forbiddenError, invalidField, notFoundError } from '../errors.ts';

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
  const activityId = await activityOf(db, clientId, ask);
  const ticket = await db.one<TicketPrice>(
    `SELECT t.id, t.name, t.attendees, p.price, p.id AS po_id, p.name AS po_name, p.reference
       FROM tickets t JOIN pricing_options p ON p.id = t.pricing_option_id
      WHERE t.activity_id = $1 AND p.reference = $2 ORDER BY t.position LIMIT 1`,
    [activityId, ask.reference],
  );
  if (!ticket) throw invalidField('reference', 'The selected reference is invalid.');
  return ticket;
}

/**
 * SQL for what pricing option `p` costs the user whose id is `userParam` (TT-007: ticket discounts are per
 * customer): the member price while they hold an active membership, else the price. The price call and the
 * booking rule both use it, so the basket charges what the price call showed.
 */
export const priceForUserSql = (userParam: string) =>
  `CASE WHEN p.member_price IS NOT NULL AND EXISTS (SELECT 1 FROM membership_users mu WHERE mu.user_id = ${userParam} AND mu.status = 'active') THEN p.member_price ELSE p.price END`;

export const MEMBER_DISCOUNT_NAME = 'Member price';

export interface CustomerTicketPrices {
  customerId: number;
  reference: string;
  tickets: Array<{
    id: string;
    name: string;
    attendees: number;
    poId: number;
    poReference: string;
    fullPrice: number;
    price: number;
  }>;
}

/**
 * Every ticket type of an activity priced for one customer, named by their customer reference (TT-008).
 * Only the customer, someone linked to them or staff may ask (the answer tells whether they are a member);
 * null when no customer of the client has that reference.
 */
export async function ticketPricesForCustomer(
  db: Db,
  clientId: number,
  viewer: { id: number; role: string } | null,
  ask: { venue: string; activity: string; reference: string; occurrenceId?: string | number | null },
): Promise<CustomerTicketPrices | null> {
  const customer = await db.one<{ id: number; reference: string }>(
    'SELECT id, reference FROM users WHERE client_id = $1 AND reference = $2',
    [clientId, ask.reference],
  );
  if (!customer) return null;
  if (!viewer) throw new DomainError('unauthenticated', DOMAIN_MESSAGES.unauthenticated);
  if (viewer.id !== customer.id && viewer.role !== 'staff') {
    const linked = await db.one(
      `SELECT 1 FROM user_links WHERE user_id = $1 AND linked_user_id = $2 AND status = 'successful'`,
      [viewer.id, customer.id],
    );
    if (!linked) throw forbiddenError();
  }
  const activityId = await activityOf(db, clientId, ask);
  const tickets = await db.query<CustomerTicketPrices['tickets'][number]>(
    `SELECT t.id::text AS id, t.name, t.attendees, p.id AS "poId", p.reference AS "poReference", p.price AS "fullPrice",
            ${priceForUserSql('$2')} AS price
       FROM tickets t JOIN pricing_options p ON p.id = t.pricing_option_id
      WHERE t.activity_id = $1 ORDER BY t.position`,
    [activityId, customer.id],
  );
  return { customerId: customer.id, reference: customer.reference, tickets };
}

/**
 * The activity the price call names (at the venue, by activity id, uuid or slug, or the slug of its category as the
 * booking pages know it), checked against the session when one is named.
 */
async function activityOf(
  db: Db,
  clientId: number,
  ask: { venue: string; activity: string; occurrenceId?: string | number | null },
): Promise<number> {
  const activity = await db.one<{ id: number }>(
    `SELECT a.id FROM activities a JOIN venues v ON v.id = a.venue_id
      WHERE a.client_id = $1 AND (v.slug = $2 OR v.id::text = $2)
        AND (a.id::text = $3 OR a.uuid::text = $3 OR a.slug = $3
             OR a.category_id IN (SELECT c.id FROM categories c WHERE c.client_id = $1 AND c.slug = $3))
      ORDER BY (a.slug = $3) DESC, a.id LIMIT 1`,
    [clientId, ask.venue, ask.activity],
  );
  if (!activity) throw notFoundError();
  if (ask.occurrenceId !== undefined && ask.occurrenceId !== null) {
    const id = String(ask.occurrenceId);
    // A numeric id is a v1 (legacy, int4) id; one past int4 names no occurrence rather than overflowing the cast.
    const numeric = /^\d+$/.test(id);
    const occ =
      numeric && Number(id) > 2147483647
        ? null
        : await db.one(
            `SELECT 1 FROM occurrences WHERE ${numeric ? 'legacy_id = $1::int' : 'id = $1'} AND activity_id = $2 AND deleted_at IS NULL`,
            [id, activity.id],
          );
    if (!occ) throw invalidField('occurrence_id', 'The selected occurrence id is invalid.');
  }
  return activity.id;
}

export type TicketPriceResult = ({ kind: 'customer' } & CustomerTicketPrices) | ({ kind: 'option' } & TicketPrice);

/**
 * The price call (API-030): `reference` names a customer (TT-008), whose prices of every ticket type come back;
 * a reference no customer has is read as a pricing option reference (one ticket type at its price).
 */
export async function priceTickets(
  db: Db,
  clientId: number,
  viewer: { id: number; role: string } | null,
  ask: { venue: string; activity: string; reference: string; occurrenceId?: string | number | null },
): Promise<TicketPriceResult> {
  const forCustomer = await ticketPricesForCustomer(db, clientId, viewer, ask);
  if (forCustomer) return { kind: 'customer', ...forCustomer };
  return { kind: 'option', ...(await ticketPriceByReference(db, clientId, ask)) };
}
