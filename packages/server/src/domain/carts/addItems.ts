import type { Db, Statement } from '../../db/db.ts';
import type { BasketRead } from './basketView.ts';
import type { UserRow } from '../../auth/session.ts';
import { conflictError, invalidError } from '../errors.ts';
import { timeValue } from '../../presentation/wire.ts';
import { localDate } from '../../time/londonTime.ts';
import {
  CapacityError,
  releaseOccurrencePlaces,
  takeOccurrencePlaces,
  takeSchedulePlaces,
  takeSharedSql,
  type Channel,
} from '../capacity/capacity.ts';
import { customerScheduleState, loadSchedules, satisfiedRestrictionIds } from '../courses/courseRepository.ts';
import { scheduleBookableVerdict, schedulePrice } from '../courses/presentCourse.ts';
import { ageRefusal, chooseDays, daysPrice, withSessions } from '../courses/campDays.ts';
import type { CartRow, OpenCart } from './cartStore.ts';
import { expiredHoldsFreer, freeExpiredHolds } from './basketHolds.ts';
import { answerErrors, restrictionErrors, type AnswerInput } from './itemValidation.ts';
import { quantityErrors } from './quantityRules.ts';
import { bookingFactsOf, bookingFactsSql, occurrenceTerms, type BookingTerms } from '../bookings/bookingRule.ts';
import { allocateResource, COURT_TAKEN, isCourtRace, type AllocatedResource } from '../bookings/resourceAllocation.ts';
import { offerFreedPlaces } from '../waitlists/promotion.ts';
import type { OccurrenceRow as OccurrenceTableRow } from '../../db/rows.ts';

export const NO_PLACES_LEFT = 'Sorry, there are no places left.';
export const ALREADY_IN_BASKET = 'This is already in your basket.';
export const NOT_FOUND_ITEM = 'The selected item could not be found.';
export const ALREADY_BOOKED = 'You have already booked this.';

export interface AddContext {
  tx: Db;
  cart: OpenCart;
  actor: UserRow;
  customer: UserRow;
  now: Date;
  channel: Channel;
  currency: string;
  /** Items added at or before this have lost their hold; a full occurrence frees them (basketHolds.ts). */
  holdCutoff: Date;
  /** Occurrences found full: the caller offers their expired holds to the waitlist after the rollback. */
  fullOccurrences?: string[];
  /**
   * The only item's occurrence read (readOccurrenceFacts), sent right behind the statement that locked
   * the cart, so it ran under that lock (addToBasket.ts).
   */
  facts?: Promise<OccurrenceFacts | undefined>;
  /**
   * This item's write is the transaction's last statement: it may commit with it (Db.commit), and throws
   * PlacesNotTaken when a shared session looked full, for the caller to try again on the general path.
   */
  commitWithWrite?: boolean;
  /**
   * With commitWithWrite: the basket read sent behind COMMIT; its row is kept in `read`. `lean`: the same
   * read without the waiver parts, sent instead when the occurrence facts say that neither the basket's
   * lines nor the new place have an occurrence with a restriction (basketRead).
   */
  basketAfter?: { statement: Statement; lean?: Statement; read?: BasketRead };
}

/**
 * The single-statement write found no room (the session may be full of expired holds): the transaction
 * was committed with nothing but its cart's touch, and the add is tried again on the general path, which
 * frees expired holds first.
 */
export class PlacesNotTaken extends Error {}

async function attendeeFor(ctx: AddContext, path: string, purchasedFor: number | null | undefined): Promise<number> {
  if (purchasedFor == null || purchasedFor === ctx.customer.id) return ctx.customer.id;
  // Someone else may be booked for only when they are linked to the customer (a child, a partner).
  const link = await ctx.tx.one(
    `SELECT 1 FROM user_links WHERE status = 'successful' AND ((user_id = $1 AND linked_user_id = $2) OR (user_id = $2 AND linked_user_id = $1))`,
    [ctx.customer.id, purchasedFor],
  );
  if (!link)
    throw invalidError({ [`${path}.purchased_for_user_id`]: ['The selected purchased for user id is invalid.'] });
  return purchasedFor;
}

function sortKey(startsAt: Date | null, name: string): string {
  return `${startsAt ? startsAt.toISOString() : '9999'}|${name}`;
}

async function nextSortKey(startsAt: Date | null, name: string): Promise<string> {
  return sortKey(startsAt, name);
}

export interface ScheduleItemInput {
  /** Where the item sits in the request body, for error keys: `data.items.0` (contracts) or `items.0` (flows). */
  path: string;
  purchasableId: string;
  purchasableType: 'course' | 'camp';
  quantity: number;
  purchasedForUserId?: number | null;
  restrictionIds: number[];
  answers: AnswerInput[];
  /** Camps booked by the day: the chosen sessions (none: the whole camp). */
  occurrenceIds?: string[];
}

/** A course or camp place: a reserved bundle with one reserved booking per remaining session. */
export async function addScheduleItem(ctx: AddContext, input: ScheduleItemInput): Promise<number> {
  const path = input.path;
  const qErrors = quantityErrors(
    { quantity: input.quantity, purchasedForUserId: input.purchasedForUserId ?? null },
    input.purchasableType,
  );
  if (qErrors.length) throw invalidError({ [`${path}.quantity`]: qErrors });
  const findBundle = async () => {
    const [b] = await loadSchedules(ctx.tx, {
      clientId: ctx.customer.client_id,
      kind: input.purchasableType,
      idOrSlug: input.purchasableId,
    });
    if (!b) throw invalidError({ [`${path}.purchasable_id`]: ['The selected purchasable id is invalid.'] });
    return b;
  };
  let bundle = await findBundle();
  const attendee = await attendeeFor(ctx, path, input.purchasedForUserId);
  // A camp booked by the day is judged on those days: their places, not the whole camp's.
  const chosenDays = (b: typeof bundle) => {
    const choice = chooseDays(b, input.occurrenceIds, ctx.now);
    if (choice.kind === 'refused') throw invalidError({ [`${path}.occurrence_ids`]: [choice.message] });
    return choice.kind === 'days' ? choice.sessions : null;
  };
  const actionFor = async (b: typeof bundle) => {
    const state = (await customerScheduleState(ctx.tx, attendee, [b.schedule.id])).get(b.schedule.id)!;
    const days = chosenDays(b);
    return scheduleBookableVerdict(days ? withSessions(b, days) : b, {
      now: ctx.now,
      currency: ctx.currency,
      source: ctx.channel,
      customer: state,
    });
  };
  let verdict = await actionFor(bundle);
  const looksFull = verdict.action.action === 'join_waitlist' || (verdict.action.action === 'none' && verdict.full);
  // A full course may be full of abandoned baskets only: free their expired holds and look again.
  if (looksFull && (await freeExpiredHolds(ctx.tx, bundle.schedule.id, ctx.holdCutoff, 'schedule')) > 0) {
    bundle = await findBundle();
    verdict = await actionFor(bundle);
  }
  const { action, full } = verdict;
  if (action.action === 'cancel_reservation') throw conflictError(ALREADY_IN_BASKET);
  if (
    action.action === 'join_waitlist' ||
    (action.action === 'none' && bundle.schedule.ends_at && bundle.schedule.ends_at > ctx.now && full)
  ) {
    throw conflictError(NO_PLACES_LEFT);
  }
  if (action.action !== 'book')
    throw invalidError(
      { [`${path}.purchasable_id`]: [action.message ?? 'This is not bookable.'] },
      action.message ?? undefined,
    );
  const days = chosenDays(bundle);
  const firstDay = (days ?? bundle.sessions).find((x) => x.starts_at.getTime() > ctx.now.getTime())?.starts_at;
  if (firstDay) {
    const person = await ctx.tx.one<{ first_name: string | null; date_of_birth: string | null }>(
      `SELECT first_name, to_char(date_of_birth, 'YYYY-MM-DD') AS date_of_birth FROM users WHERE id = $1`,
      [attendee],
    );
    const refusal = person ? ageRefusal(bundle, person, firstDay) : null;
    const who = input.purchasedForUserId == null ? `${path}.purchasable_id` : `${path}.purchased_for_user_id`;
    if (refusal) throw invalidError({ [who]: [refusal] }, refusal);
  }
  const errors = {
    ...restrictionErrors(
      path,
      bundle.restrictions,
      input.restrictionIds,
      await satisfiedRestrictionIds(ctx.tx, attendee),
    ),
    ...answerErrors(path, bundle.questions, input.answers),
  };
  if (Object.keys(errors).length) throw invalidError(errors);

  let sessionIds: string[];
  try {
    sessionIds = await takeSchedulePlaces(
      ctx.tx,
      bundle.schedule.id,
      ctx.now,
      ctx.channel,
      expiredHoldsFreer(ctx.tx, ctx.holdCutoff),
      days?.map((d) => d.id),
    );
  } catch (e) {
    if (e instanceof CapacityError) throw conflictError(e.reason === 'full' ? NO_PLACES_LEFT : 'This is not bookable.');
    throw e;
  }
  const price = days ? daysPrice(bundle, days.length) : (schedulePrice(bundle, ctx.now).payable ?? 0);
  const s = bundle.schedule;
  const bookingType = input.purchasableType === 'course' ? 'courses' : 'camps';
  const bb = await ctx.tx.one<{ id: number }>(
    `INSERT INTO booking_bundles (user_id, schedule_id, status, booking_type) VALUES ($1, $2, 'reserved', $3) RETURNING id`,
    [attendee, s.id, bookingType],
  );
  const sessions = bundle.sessions.filter((x) => sessionIds.includes(x.id));
  const location = sessions[0]?.friendly_location_name ?? sessions[0]?.location_name ?? null;
  const item = await ctx.tx.one<{ id: number }>(
    `INSERT INTO cart_items (cart_id, kind, cartable_type, purchasable_type, purchasable_id, name, quantity, max_quantity, price, sort_key,
                             purchased_for_user_id, bundle_id, schedule_id, activity_restriction_ids, resource, extra, created_at)
     VALUES ($1, 'av2_booking_bundle', 'av2BookingBundle', $2, $3, $4, 1, 1, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id`,
    [
      ctx.cart.id,
      input.purchasableType,
      s.id,
      s.name,
      price,
      await nextSortKey(s.starts_at, s.name),
      input.purchasedForUserId ?? null,
      bb!.id,
      s.id,
      JSON.stringify(input.restrictionIds),
      JSON.stringify({
        venue_name: s.venue_name,
        name: s.name,
        date: s.starts_at ? localDate(s.starts_at, s.timezone) : null,
        starts_at: s.starts_at ? timeValue(s.starts_at, s.timezone) : null,
        ends_at: s.ends_at ? timeValue(s.ends_at, s.timezone) : null,
        duration: days
          ? `${days.length} of ${bundle.sessions.filter((x) => x.status !== 'cancelled').length} days`
          : s.duration_in_weeks
            ? `${s.duration_in_weeks} weeks`
            : null,
        location,
        new_membership: false,
      }),
      JSON.stringify({
        booking_bundle_id: bb!.id,
        booking_type: bookingType,
        schedule_id: s.id,
        venue: { id: s.venue_id, name: s.venue_name, slug: s.venue_slug },
      }),
      ctx.now,
    ],
  );
  for (const session of sessions) {
    const booking = await ctx.tx.one<{ id: number }>(
      `INSERT INTO bookings (user_id, booked_by_user_id, occurrence_id, bundle_id, status, booking_type, channel, price)
       VALUES ($1, $2, $3, $4, 'reserved', $5, $6, NULL) RETURNING id`,
      [attendee, ctx.actor.id, session.id, bb!.id, bookingType, ctx.channel],
    );
    await ctx.tx.query(
      `INSERT INTO cart_items (cart_id, parent_item_id, kind, cartable_type, name, quantity, price, sort_key, booking_id, occurrence_id, resource, extra)
       VALUES ($1, $2, 'av2_booking', 'av2Booking', $3, 1, 0, $4, $5, $6, $7, $8)`,
      [
        ctx.cart.id,
        item!.id,
        session.template_name,
        sortKey(session.starts_at, session.template_name),
        booking!.id,
        session.id,
        JSON.stringify({
          venue_name: s.venue_name,
          name: session.template_name,
          date: localDate(session.starts_at, s.timezone),
          starts_at: timeValue(session.starts_at, s.timezone),
          ends_at: timeValue(session.ends_at, s.timezone),
          duration: Math.round((session.ends_at.getTime() - session.starts_at.getTime()) / 60000),
          location: session.friendly_location_name ?? session.location_name,
          new_membership: false,
        }),
        JSON.stringify({
          booking_id: booking!.id,
          occurrence_id: session.id,
          booking_type: bookingType,
          starts_at: timeValue(session.starts_at, s.timezone),
          ends_at: timeValue(session.ends_at, s.timezone),
          venue: { id: s.venue_id, name: s.venue_name },
        }),
      ],
    );
  }
  for (const a of input.answers) {
    await ctx.tx.query(
      `INSERT INTO custom_question_answers (question_id, user_id, cart_item_id, bundle_id, answer) VALUES ($1, $2, $3, $4, $5)`,
      [
        a.custom_question_id,
        attendee,
        item!.id,
        bb!.id,
        JSON.stringify(a.answers !== undefined ? { answers: a.answers } : { answer: a.answer ?? null }),
      ],
    );
  }
  return item!.id;
}

export interface OccurrenceItemInput {
  path: string;
  occurrenceId: string;
  quantity: number;
  purchasedForUserId?: number | null;
  ticketId?: string | null;
  restrictionIds?: number[];
  /** Resource hire: the court the customer chose (none: the system allocates one). */
  locationId?: number | null;
  /** Error keys: the field naming the occurrence, and the one naming the ticket choice (default: the item's type). */
  idKey?: string;
  ticketKey?: string;
}

/** An occurrence as `OCCURRENCE_ROW_SELECT` reads it, with its venue. */
export type OccurrenceRow = Pick<
  OccurrenceTableRow,
  | 'id'
  | 'client_id'
  | 'venue_id'
  | 'template_name'
  | 'booking_type'
  | 'schedule_id'
  | 'starts_at'
  | 'ends_at'
  | 'status'
  | 'price'
  | 'last_bookable_at'
  | 'friendly_location_name'
  | 'activity_id'
> & {
  venue_name: string;
  venue_slug: string;
  timezone: string;
};

export const OCCURRENCE_ROW_SELECT = `
  SELECT o.id, o.client_id, o.venue_id, o.template_name, o.booking_type, o.schedule_id::text AS schedule_id, o.starts_at, o.ends_at, o.status,
         o.price, o.last_bookable_at, o.friendly_location_name, o.activity_id, v.name AS venue_name, v.slug AS venue_slug, v.timezone
    FROM occurrences o JOIN venues v ON v.id = o.venue_id`;

/** An occurrence with the booking rule's facts and the basket checks for one customer. */
export type OccurrenceFacts = OccurrenceRow &
  Parameters<typeof bookingFactsOf>[0] & {
    held: boolean;
    booked: boolean;
    capacity_strategy: 'shared' | 'split';
    /**
     * This occurrence or one of the customer's open basket lines (any line: a course's sessions too) has an
     * occurrence with a restriction (of any type, its own or its schedule's): the basket's answer may name
     * waivers (basketRead). The lines are found by the cart index alone: a test of `parent_item_id` drew
     * PostgreSQL's generic plan to the partial index of every top-level line of every basket.
     */
    basket_restricted: boolean;
  };

/**
 * The occurrence an item names, with the booking rule's facts and the basket checks for `customer` (issue
 * 12: one statement instead of five); undefined when the client has no such occurrence.
 */
export function readOccurrenceFacts(
  tx: Db,
  customer: UserRow,
  input: Pick<OccurrenceItemInput, 'occurrenceId' | 'ticketId'>,
  now: Date,
): Promise<OccurrenceFacts | undefined> {
  return tx.one<OccurrenceFacts>(/^\d+$/.test(input.occurrenceId) ? FACTS_BY_LEGACY_ID : FACTS_BY_ID, [
    input.occurrenceId,
    customer.client_id,
    input.ticketId ?? null,
    customer.id,
    now,
  ]);
}

// Made once (issue 12): the text is also the key of its prepared statement, and one built per call is
// hashed and compared whole on every add.
// `ticket`, `user` and `now`: the SQL that gives each (parameters here; a group's columns in addGroups.ts).
export const factsSql = (byId: string, ticket = '$3', user = '$4', now = '$5') =>
  `${OCCURRENCE_ROW_SELECT.replace(
    ' FROM occurrences o',
    `, o.capacity_strategy, ${bookingFactsSql(ticket, user, now)},
         EXISTS (SELECT 1 FROM bookings WHERE user_id = ${user} AND occurrence_id = o.id AND status = 'reserved'
                                          AND (${ticket}::text IS NULL OR ticket_id::text = ${ticket})) AS held,
         EXISTS (SELECT 1 FROM bookings WHERE user_id = ${user} AND occurrence_id = o.id AND status = 'settled') AS booked,
         EXISTS (SELECT 1 FROM schedule_restrictions WHERE schedule_id = o.schedule_id)
           OR EXISTS (SELECT 1 FROM occurrence_restrictions WHERE occurrence_id = o.id)
           OR EXISTS (SELECT 1 FROM cart_items ci JOIN occurrences bo ON bo.id = ci.occurrence_id
                       WHERE ci.cart_id = (SELECT id FROM carts WHERE user_id = ${user} AND status = 'open' ORDER BY id LIMIT 1)
                         AND (EXISTS (SELECT 1 FROM occurrence_restrictions WHERE occurrence_id = bo.id)
                              OR EXISTS (SELECT 1 FROM schedule_restrictions WHERE schedule_id = bo.schedule_id))) AS basket_restricted
       FROM occurrences o`,
  )}
      WHERE ${byId} AND o.client_id = $2 AND o.deleted_at IS NULL`;
const FACTS_BY_ID = factsSql('o.id = $1');
const FACTS_BY_LEGACY_ID = factsSql('o.legacy_id = $1::int');

/** The occurrence an add names, refused when missing, cancelled or past its last booking time. */
export function openOccurrence<T extends OccurrenceFacts>(o: T | undefined, idKey: string, now: Date): T {
  if (!o) throw invalidError({ [idKey]: [NOT_FOUND_ITEM] });
  if (o.status === 'cancelled') throw invalidError({ [idKey]: ['This has been cancelled.'] });
  const cutoff = o.last_bookable_at ?? o.starts_at;
  if (cutoff.getTime() <= now.getTime()) throw invalidError({ [idKey]: ['This is no longer bookable.'] });
  return o;
}

/** What the booking rule is asked about an add (occurrenceTerms), facts apart. */
export function termsInput(
  ctx: Pick<AddContext, 'channel' | 'now'>,
  input: OccurrenceItemInput,
  attendee: number,
): Omit<Parameters<typeof occurrenceTerms>[2], 'facts'> {
  return {
    idField: input.idKey ?? `${input.path}.id`,
    ticketField: input.ticketKey ?? `${input.path}.type`,
    restrictionsField: `${input.path}.activity_restriction_ids`,
    ticketId: input.ticketId,
    attendeeId: attendee,
    agreedRestrictionIds: input.restrictionIds,
    channel: ctx.channel,
    now: ctx.now,
  };
}

/** A place already held in the basket, or booked, is refused (a ticket add may hold another ticket type). */
export function notBookedAlready(held: boolean, booked: boolean, input: Pick<OccurrenceItemInput, 'ticketId'>): void {
  if (input.ticketId) return;
  if (held) throw conflictError(ALREADY_IN_BASKET);
  if (booked) throw conflictError(ALREADY_BOOKED);
}

/** One activity session (class, ticket, court): a reserved booking holding `quantity` places. */
export async function addOccurrenceItem(ctx: AddContext, input: OccurrenceItemInput): Promise<number> {
  const qErrors = quantityErrors({ quantity: input.quantity, purchasedForUserId: input.purchasedForUserId ?? null });
  if (qErrors.length) throw invalidError({ [`${input.path}.quantity`]: qErrors });
  const idKey = input.idKey ?? `${input.path}.id`;
  // The booking rule's facts and the basket checks are read with the occurrence, for the customer when the
  // place is theirs. A place for someone else is checked by the rule's own queries once attendeeFor has
  // accepted that person.
  const forSelf = input.purchasedForUserId == null || input.purchasedForUserId === ctx.customer.id;
  const o = openOccurrence(
    await (ctx.facts ?? readOccurrenceFacts(ctx.tx, ctx.customer, input, ctx.now)),
    idKey,
    ctx.now,
  );
  const attendee = await attendeeFor(ctx, input.path, input.purchasedForUserId);
  const terms = await occurrenceTerms(ctx.tx, o, {
    ...termsInput(ctx, input, attendee),
    ...(forSelf ? { facts: bookingFactsOf(o) } : {}),
  });
  const held = forSelf
    ? o.held
    : !!(await ctx.tx.one(
        `SELECT 1 FROM bookings WHERE user_id = $1 AND occurrence_id = $2 AND status = 'reserved' AND ($3::text IS NULL OR ticket_id::text = $3)`,
        [attendee, o.id, input.ticketId ?? null],
      ));
  if (held && !input.ticketId) throw conflictError(ALREADY_IN_BASKET);
  if (!input.ticketId) {
    const booked = forSelf
      ? o.booked
      : !!(await ctx.tx.one(`SELECT 1 FROM bookings WHERE user_id = $1 AND occurrence_id = $2 AND status = 'settled'`, [
          attendee,
          o.id,
        ]));
    notBookedAlready(false, booked, input);
  }
  const takePlaces = async () => {
    try {
      await takeOccurrencePlaces(
        ctx.tx,
        o.id,
        ctx.channel,
        input.quantity,
        expiredHoldsFreer(ctx.tx, ctx.holdCutoff, null, ctx.now),
      );
    } catch (e) {
      if (e instanceof CapacityError) {
        ctx.fullOccurrences?.push(o.id);
        throw conflictError(NO_PLACES_LEFT);
      }
      throw e;
    }
  };
  const reservation = (resource: AllocatedResource | null, takeShared = false) =>
    insertReservation(ctx.tx, {
      ...reservationOf(ctx, input, { cartId: ctx.cart.id, occurrence: o, attendee, terms, now: ctx.now }),
      takeShared,
      resource,
    });
  const allocation = {
    locationId: input.locationId,
    quantity: input.quantity,
    locationField: `${input.path}.location_id`,
    quantityField: `${input.path}.quantity`,
  };
  if (o.booking_type !== 'resources') {
    // Places last (issue 12): taking them locks the occurrence row until COMMIT, and every other add to
    // this session waits for that lock, so nothing else runs while it is held. A full session throws
    // here and the transaction's rollback takes the reservation written just before with it.
    await allocateResource(ctx.tx, o, allocation);
    // Shared capacity: the places, the booking and its item in one statement (issue 12). When the
    // session looks full it writes nothing, and the general path below frees expired holds and tries again.
    if (o.capacity_strategy === 'shared') {
      if (ctx.commitWithWrite) {
        // COMMIT travels with the write (issue 12): the row lock the places take is held for
        // PostgreSQL's own work, not for an answer's trip to this process and back.
        const placing = reservation(null, true);
        const after = ctx.basketAfter;
        // Without the waiver parts when the facts (read under the cart's lock, so the basket's lines stay
        // those until COMMIT) found no restriction on any of the basket's occurrences: they would add no row
        // the answer uses (issue 12: they are about 40 % of the view's PostgreSQL CPU). A restriction linked
        // in the moment between that read and this one shows from the basket's next read.
        const lean = after?.lean && !o.basket_restricted ? after.lean : undefined;
        const committing = ctx.tx.commit<BasketRead>(lean ?? after?.statement);
        committing.catch(() => undefined);
        const placed = await placing;
        const [read] = await committing;
        if (placed) {
          // Between COMMIT and the read another request of this customer may have added a line (any add
          // writes the cart row): the lean read is then not the answer, and the caller reads the view again.
          if (after && (!lean || leanStillTrue(read, ctx.cart))) after.read = read;
          return placed.itemId;
        }
        throw new PlacesNotTaken();
      }
      const placed = await reservation(null, true);
      if (placed) return placed.itemId;
      await takePlaces();
      return (await reservation(null))!.itemId;
    }
    const placed = await reservation(null);
    await takePlaces();
    return placed!.itemId;
  }
  // A court is chosen under the occurrence row lock the places take, so two adds never pick one court.
  await takePlaces();
  const resource = await allocateResource(ctx.tx, o, allocation);
  try {
    return (await reservation(resource))!.itemId;
  } catch (e) {
    if (resource && isCourtRace(e)) throw conflictError(COURT_TAKEN);
    throw e;
  }
}

/** The lean basket read saw the cart row as this add left it: nobody wrote it after the add's COMMIT. */
function leanStillTrue(read: BasketRead | undefined, cart: OpenCart): boolean {
  return !!read && read.id === cart.id && cart.version !== undefined && read.cart_version === cart.version;
}

export interface ReservationInput {
  cartId: number;
  occurrence: OccurrenceRow;
  attendee: number;
  bookedBy: number;
  channel: Channel;
  quantity: number;
  purchasedForUserId: number | null;
  terms: BookingTerms;
  restrictionIds: number[];
  now: Date;
  /** Resource hire: the court this booking holds. */
  resource?: AllocatedResource | null;
  /**
   * Take the places in the same statement (shared capacity only, takeSharedSql): when they are not
   * there nothing is written and the answer is null.
   */
  takeShared?: boolean;
}

/** The reservation an add of `input` by `ctx.actor` makes (insertReservation; a group's lines too). */
export function reservationOf(
  ctx: Pick<AddContext, 'actor' | 'channel'>,
  input: OccurrenceItemInput,
  made: Pick<ReservationInput, 'cartId' | 'occurrence' | 'attendee' | 'terms' | 'now'>,
): ReservationInput {
  return {
    ...made,
    bookedBy: ctx.actor.id,
    channel: ctx.channel,
    quantity: input.quantity,
    purchasedForUserId: input.purchasedForUserId ?? null,
    restrictionIds: input.restrictionIds ?? [],
  };
}

/**
 * Writes a reserved booking and the basket item that holds it (places already taken). The item's
 * `created_at` starts its hold (basketHolds.ts); its price is the one the booking rule gave.
 */
export async function insertReservation(
  tx: Db,
  r: ReservationInput & { takeShared: true },
): Promise<{ bookingId: number; itemId: number } | null>;
export async function insertReservation(
  tx: Db,
  r: ReservationInput & { takeShared?: false },
): Promise<{ bookingId: number; itemId: number }>;
export async function insertReservation(
  tx: Db,
  r: ReservationInput,
): Promise<{ bookingId: number; itemId: number } | null>;
export async function insertReservation(
  tx: Db,
  r: ReservationInput,
): Promise<{ bookingId: number; itemId: number } | null> {
  const f = reservationFields(r);
  // One statement for both rows (issue 12): this runs while the occurrence row is locked by the place
  // just taken, so every round trip saved here is time other customers' adds to it no longer wait.
  const placed = await tx.one<{ booking_id: number; item_id: number }>(r.takeShared ? RESERVE_TAKING_PLACES : RESERVE, [
    f.attendee,
    f.bookedBy,
    f.occurrenceId,
    f.ticketId,
    f.resourceId,
    f.bookingType,
    f.channel,
    f.quantity,
    f.now,
    f.cartId,
    f.type,
    f.name,
    f.price,
    f.sortKey,
    f.purchasedForUserId,
    f.restrictionIds,
    f.resource,
    f.extra,
  ]);
  if (!placed) {
    if (r.takeShared) return null;
    throw new Error('insertReservation wrote no row');
  }
  return { bookingId: placed.booking_id, itemId: placed.item_id };
}

/**
 * The columns of a reserved booking and its basket line (insertReservation; a group's lines in
 * addGroups.ts); the JSON ones as text.
 */
export function reservationFields(r: ReservationInput) {
  const o = r.occurrence;
  const ticketId = r.terms.ticket?.id ?? null;
  const name = r.terms.ticket
    ? `${o.template_name} (${r.terms.ticket.name})`
    : r.resource
      ? `${o.template_name} (${r.resource.name})`
      : o.template_name;
  return {
    attendee: r.attendee,
    bookedBy: r.bookedBy,
    occurrenceId: o.id,
    ticketId,
    resourceId: r.resource?.id ?? null,
    bookingType: o.booking_type,
    channel: r.channel,
    quantity: r.quantity,
    now: r.now,
    cartId: r.cartId,
    type: ticketId ? 'activityTicket' : 'av2Booking',
    name,
    price: r.terms.unitPrice,
    sortKey: sortKey(o.starts_at, name),
    purchasedForUserId: r.purchasedForUserId,
    restrictionIds: JSON.stringify(r.restrictionIds),
    resource: JSON.stringify({
      venue_name: o.venue_name,
      name,
      date: localDate(o.starts_at, o.timezone),
      starts_at: timeValue(o.starts_at, o.timezone),
      ends_at: timeValue(o.ends_at, o.timezone),
      duration: Math.round((o.ends_at.getTime() - o.starts_at.getTime()) / 60000),
      location: r.resource?.name ?? o.friendly_location_name,
      new_membership: false,
    }),
    extra: JSON.stringify({
      occurrence_id: o.id,
      booking_type: o.booking_type,
      starts_at: timeValue(o.starts_at, o.timezone),
      ends_at: timeValue(o.ends_at, o.timezone),
      venue: { id: o.venue_id, name: o.venue_name, slug: o.venue_slug },
    }),
  };
}

/**
 * Removes top-level items (and their sessions), giving their places back and offering them to the
 * waitlists (promotion.ts). Returns how many went.
 */
export async function removeItems(tx: Db, cart: CartRow, itemIds: number[], now: Date = new Date()): Promise<number> {
  const freed: string[] = [];
  const items = await tx.query<{ id: number; booking_id: number | null; bundle_id: number | null }>(
    `SELECT id, booking_id, bundle_id FROM cart_items WHERE cart_id = $1 AND parent_item_id IS NULL AND id = ANY($2::int[])`,
    [cart.id, itemIds],
  );
  for (const item of items) {
    const bookings = await tx.query<{ id: number; occurrence_id: string; channel: Channel; capacity_consumed: number }>(
      `SELECT id, occurrence_id, channel, capacity_consumed FROM bookings
        WHERE status = 'reserved' AND (id = $1 OR ($2::int IS NOT NULL AND bundle_id = $2))`,
      [item.booking_id, item.bundle_id],
    );
    await tx.query('DELETE FROM cart_items WHERE id = $1', [item.id]);
    for (const b of bookings) await releaseOccurrencePlaces(tx, b.occurrence_id, b.channel, b.capacity_consumed);
    if (bookings.length) await tx.query('DELETE FROM bookings WHERE id = ANY($1::int[])', [bookings.map((b) => b.id)]);
    if (item.bundle_id)
      await tx.query(`DELETE FROM booking_bundles WHERE id = $1 AND status = 'reserved'`, [item.bundle_id]);
    freed.push(...bookings.map((b) => b.occurrence_id));
  }
  await offerFreedPlaces(tx, freed, now);
  return items.length;
}

// Made once, as the occurrence read's text (readOccurrenceFacts).
const reserveSql = (takeShared: boolean) =>
  `WITH ${takeShared ? `places AS (${takeSharedSql('$3', '$8')}),` : ''} booking AS (
       INSERT INTO bookings (user_id, booked_by_user_id, occurrence_id, ticket_id, location_id, status, booking_type, channel, capacity_consumed, price, created_at)
       SELECT $1, $2, $3, $4, $5, 'reserved', $6, $7, $8, NULL, $9 ${takeShared ? 'FROM places' : ''} RETURNING id
     ), item AS (
       INSERT INTO cart_items (cart_id, kind, cartable_type, purchasable_type, purchasable_id, name, quantity, price, sort_key,
                               purchased_for_user_id, booking_id, occurrence_id, ticket_id, activity_restriction_ids, resource, extra, created_at)
       SELECT $10, 'av2_booking', $11, $11, $3, $12, $8, $13, $14, $15, booking.id, $3, $4, $16, $17,
              $18::jsonb || jsonb_build_object('booking_id', booking.id), $9
         FROM booking RETURNING id, booking_id
     )
     SELECT booking_id, id AS item_id FROM item`;
const RESERVE = reserveSql(false);
const RESERVE_TAKING_PLACES = reserveSql(true);
