import type { Db } from '../../db/db.ts';
import { forbiddenError, invalidError } from '../errors.ts';
import { satisfiedRestrictionIds, type RestrictionRow } from '../courses/courseRepository.ts';
import { restrictionErrors } from '../carts/itemValidation.ts';
import { bookingDisabledUntil } from '../occurrences/occurrenceContext.ts';
import { priceForUserSql } from '../pricing/ticketPrice.ts';

/**
 * The one rule for what a place on a single occurrence costs and needs. Every path that creates a
 * booking of one occurrence (the direct booking endpoint, both basket adds, a waitlist promotion)
 * asks it, so none of them can price or admit a place differently:
 * - a session of a course or camp is never booked on its own: only its schedule, in the basket
 *   (its price, waivers and questions are the schedule's, see addScheduleItem);
 * - a ticketed occurrence costs what the chosen ticket type costs, so a ticket is required;
 * - any other occurrence costs its own price (null counts as free);
 * - the occurrence's pre-purchase waivers must be signed already or agreed with this item;
 * - a customer whose online booking is suspended cannot take a place online.
 * A priced place is only ever reserved, in the basket under the hold rule, and settled by a paid
 * order; only a free place settles at once.
 */
export const SESSION_OF_SCHEDULE = 'A session of a course or camp is booked through its course.';
export const TICKET_REQUIRED =
  'This session is ticketed: choose a ticket type and a quantity (type activityTicket with the ticket id and the occurrence id).';
export const TICKET_UNKNOWN = 'The selected item could not be found.';
export const BOOKING_SUSPENDED = 'Online booking is suspended on your account.';

export interface RuleOccurrence {
  id: string;
  booking_type: string;
  schedule_id: string | null;
  activity_id: number | null;
  price: number | null;
}

export interface BookingTerms {
  /** Price of one place (one ticket), minor units. */
  unitPrice: number;
  free: boolean;
  ticket: { id: string; name: string } | null;
}

export interface TermsInput {
  /** Error keys: the field naming the occurrence (or schedule) and the one naming the ticket choice. */
  idField: string;
  ticketField: string;
  restrictionsField: string;
  ticketId?: string | null;
  attendeeId: number;
  agreedRestrictionIds?: number[];
  channel: 'online' | 'foh';
  now: Date;
  /**
   * What the caller already read with the occurrence (bookingFactsSql, issue 12), so the rule asks the
   * database only for what is missing; the same checks run in the same order either way.
   */
  facts?: BookingFacts;
}

/** The rule's inputs about one occurrence and attendee, read in the caller's own query. */
export interface BookingFacts {
  /** The occurrence's activity has ticket types. */
  hasTickets: boolean;
  /** The ticket named by `ticketId` priced for the attendee, or null when it is not one of the activity's. */
  ticket: { id: string; name: string; price: number } | null;
  /** The occurrence has restrictions of its own (occurrence_restrictions). */
  hasRestrictions: boolean;
  /** The attendee's online booking is suspended at `now`. */
  suspended: boolean;
}

/**
 * Columns of `BookingFacts` for a query over `occurrences o`: `$ticket` the ticket id (text or null),
 * `$user` the attendee, `$now` the instant. The SQL of each fact is the one the rule runs on its own.
 */
export function bookingFactsSql(ticket: string, user: string, now: string): string {
  return `EXISTS (SELECT 1 FROM tickets WHERE activity_id = o.activity_id) AS facts_has_tickets,
    (SELECT json_build_object('id', t.id::text, 'name', t.name, 'price', ${priceForUserSql(user)})
       FROM tickets t JOIN pricing_options p ON p.id = t.pricing_option_id
      WHERE t.id::text = ${ticket} AND t.activity_id = o.activity_id) AS facts_ticket,
    EXISTS (SELECT 1 FROM occurrence_restrictions WHERE occurrence_id = o.id) AS facts_has_restrictions,
    EXISTS (SELECT 1 FROM cancellation_penalties WHERE user_id = ${user} AND action = 'disable_booking'
                                                 AND active_until > ${now}) AS facts_suspended`;
}

/** The facts of a row read with bookingFactsSql. */
export function bookingFactsOf(row: {
  facts_has_tickets: boolean;
  facts_ticket: { id: string; name: string; price: number } | null;
  facts_has_restrictions: boolean;
  facts_suspended: boolean;
}): BookingFacts {
  return {
    hasTickets: row.facts_has_tickets,
    ticket: row.facts_ticket,
    hasRestrictions: row.facts_has_restrictions,
    suspended: row.facts_suspended,
  };
}

export function isScheduleSession(o: Pick<RuleOccurrence, 'booking_type' | 'schedule_id'>): boolean {
  return o.schedule_id !== null || o.booking_type === 'courses' || o.booking_type === 'camps';
}

/** Ticketed: booked by ticket type (a ticketed booking type, or an activity with ticket types). */
export async function isTicketed(tx: Db, o: RuleOccurrence): Promise<boolean> {
  if (o.booking_type === 'ticketed') return true;
  if (o.activity_id === null) return false;
  return !!(await tx.one('SELECT 1 FROM tickets WHERE activity_id = $1 LIMIT 1', [o.activity_id]));
}

export async function occurrenceTerms(tx: Db, o: RuleOccurrence, input: TermsInput): Promise<BookingTerms> {
  if (isScheduleSession(o)) throw invalidError({ [input.idField]: [SESSION_OF_SCHEDULE] });
  const facts = input.facts;
  let unitPrice = o.price ?? 0;
  let ticket: BookingTerms['ticket'] = null;
  const ticketed = facts
    ? o.booking_type === 'ticketed' || (o.activity_id !== null && facts.hasTickets)
    : await isTicketed(tx, o);
  if (ticketed && !input.ticketId) throw invalidError({ [input.ticketField]: [TICKET_REQUIRED] });
  if (input.ticketId) {
    const t = facts
      ? facts.ticket
      : await tx.one<{ id: string; name: string; price: number }>(
          `SELECT t.id::text AS id, t.name, ${priceForUserSql('$3')} AS price FROM tickets t JOIN pricing_options p ON p.id = t.pricing_option_id WHERE t.id::text = $1 AND t.activity_id = $2`,
          [input.ticketId, o.activity_id, input.attendeeId],
        );
    if (!t) throw invalidError({ [input.ticketField]: [TICKET_UNKNOWN] });
    unitPrice = t.price;
    ticket = { id: t.id, name: t.name };
  }
  const restrictions =
    facts && !facts.hasRestrictions
      ? []
      : await tx.query<RestrictionRow>(
          `SELECT orr.occurrence_id AS schedule_id, orr.criteria, r.id, r.name, r.type, r.terms, NULL AS related_category_id
             FROM occurrence_restrictions orr JOIN restrictions r ON r.id = orr.restriction_id WHERE orr.occurrence_id = $1 ORDER BY r.id`,
          [o.id],
        );
  if (restrictions.length) {
    const errors = restrictionErrors(
      '',
      restrictions,
      input.agreedRestrictionIds ?? [],
      await satisfiedRestrictionIds(tx, input.attendeeId),
    );
    const messages = Object.values(errors).flat();
    if (messages.length) throw invalidError({ [input.restrictionsField]: messages });
  }
  if (
    input.channel === 'online' &&
    (facts ? facts.suspended : await bookingDisabledUntil(tx, input.attendeeId, input.now))
  )
    throw forbiddenError(BOOKING_SUSPENDED);
  return { unitPrice, free: unitPrice === 0, ticket };
}
