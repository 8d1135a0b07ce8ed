import type { Db } from '../../db/db.ts';
import { bookingFactsOf, occurrenceTerms } from '../bookings/bookingRule.ts';
import {
  factsSql,
  notBookedAlready,
  openOccurrence,
  reservationFields,
  reservationOf,
  termsInput,
  type OccurrenceFacts,
  type OccurrenceItemInput,
} from './addItems.ts';
import { quantityErrors } from './quantityRules.ts';
import { defaultSource } from './cartStore.ts';
import type { BasketAdd } from './addToBasket.ts';
import { basketReads, type BasketRead } from './basketView.ts';
import { takeSharedSql, type Channel } from '../capacity/capacity.ts';

/**
 * Adds to one session that arrive while an add to it is under way, made together (issue 12).
 *
 * At 50 connections every add to a popular class used to run its own transaction: per add a cart touch,
 * the occurrence's facts, the write (the places, the booking, the line) and a COMMIT, each a statement
 * that PostgreSQL plans, runs and answers and that the driver sends and parses; CPU, not the row lock, is
 * what bounded adds a second (ARCHITECTURE.md, Scaling out). Here, per database handle and session, one
 * add runs at a time on its own path (`single`, unchanged); the adds that arrive meanwhile wait, and
 * when it is done they go as one transaction whose statements each carry all of them: the carts touched
 * and locked (in id order), every customer's facts, one write that takes every place in one update of
 * the occurrence and inserts each booking and line, and one COMMIT. At low load nothing waits and every
 * add takes its own path as before.
 *
 * A group only ever does what each member's own path would have done, or nothing: the booking rule's
 * checks run for each member on their facts, read under their cart's lock, with the same functions
 * (addItems.ts). A member the group cannot take (no open cart, a refusal of any kind, a restriction to
 * check, a court, someone else booked for, a second add of the same customer) takes its own path after
 * the group, where its answer (the error's wording too) is the one it would have had; so does every
 * member when the places do not all fit (the single path frees expired holds and refuses as full) or
 * when any statement fails (the transaction is rolled back whole).
 */
/** A waiting add's turn: added by a group (with its basket as read behind the COMMIT), on its own, or next. */
type Turn = { added: BasketRead } | 'alone' | 'next';

interface Member {
  a: BasketAdd;
  input: OccurrenceItemInput;
  turn: (t: Turn) => void;
}

interface Queue {
  busy: boolean;
  waiting: Member[];
  /** Drops this queue from its map once idle: a process sees adds to ever more sessions. */
  forget: () => void;
}

const queues = new WeakMap<Db, Map<string, Queue>>();

function queueOf(db: Db, key: string): Queue {
  let byKey = queues.get(db);
  if (!byKey) queues.set(db, (byKey = new Map()));
  let q = byKey.get(key);
  if (!q) {
    const map = byKey;
    byKey.set(key, (q = { busy: false, waiting: [], forget: () => map.delete(key) }));
  }
  return q;
}

const keyOf = (occurrenceId: string, channel: Channel, clientId: number) => `${occurrenceId} ${channel} ${clientId}`;

/** Groups formed and members they added, for tests and the bench's notes. */
export const groupStats = { groups: 0, added: 0 };

/** Sessions with an add under way or waiting (tests: an idle session leaves nothing behind). */
export function sessionsInUse(db: Db): number {
  return queues.get(db)?.size ?? 0;
}

/**
 * Tests: the session kept busy, as by an add under way, until `release()`; `waiting()` says how many adds
 * wait for it. Requests in one process over the embedded database seldom overlap on their own.
 */
export function holdSession(db: Db, occurrenceId: string, clientId: number, channel: Channel = 'online') {
  const q = queueOf(db, keyOf(occurrenceId, channel, clientId));
  q.busy = true;
  return { waiting: () => q.waiting.length, release: () => void next(db, q) };
}

/**
 * Adds one occurrence item for `a`: on its own path (`single`) when no add to that session is under way
 * in this process, else with the others that wait. Resolves `single`'s answer, or undefined when a
 * group added it (the caller reads the basket for its answer).
 */
export async function addAlongside<T>(
  db: Db,
  a: BasketAdd,
  input: OccurrenceItemInput,
  single: () => Promise<T>,
): Promise<T | BasketRead> {
  const q = queueOf(db, keyOf(input.occurrenceId, a.channel, a.customer.client_id));
  if (q.busy) {
    const turn = await new Promise<Turn>((resolve) => q.waiting.push({ a, input, turn: resolve }));
    if (turn === 'alone') return single();
    if (turn !== 'next') return turn.added;
  } else q.busy = true;
  try {
    return await single();
  } finally {
    void next(db, q);
  }
}

/** Hands the session on: to the one add that waits, or to a group of all that wait, or frees it. */
async function next(db: Db, q: Queue): Promise<void> {
  const members = q.waiting.splice(0);
  if (members.length === 0) {
    // Nobody holds `q` now: a later add (checked and marked busy in one step) makes a new one.
    q.busy = false;
    q.forget();
    return;
  }
  if (members.length === 1) {
    members[0]!.turn('next');
    return;
  }
  let added = new Map<Member, BasketRead>();
  try {
    added = await addGroup(db, members);
  } catch {
    added = new Map();
  }
  for (const m of members) {
    const basket = added.get(m);
    m.turn(basket ? { added: basket } : 'alone');
  }
  void next(db, q);
}

// A member's customer adding for themself online, one shared-capacity place kind the group can judge
// from facts alone; anything else takes its own path.
function groupable(m: Member): boolean {
  const { a, input } = m;
  return (
    a.actor.id === a.customer.id &&
    (a.source === undefined || a.source === defaultSource(a.actor, a.customer)) &&
    (input.purchasedForUserId == null || input.purchasedForUserId === a.customer.id) &&
    input.locationId == null &&
    !/^\d+$/.test(input.occurrenceId) &&
    quantityErrors({ quantity: input.quantity, purchasedForUserId: input.purchasedForUserId ?? null }).length === 0
  );
}

const TOUCH_CARTS = `WITH mine AS (SELECT DISTINCT ON (user_id) id FROM carts WHERE user_id = ANY($1::int[]) AND status = 'open' ORDER BY user_id, id),
     locked AS (SELECT id FROM carts WHERE id IN (SELECT id FROM mine) AND status = 'open' ORDER BY id FOR UPDATE)
UPDATE carts SET updated_at = $2 FROM locked WHERE carts.id = locked.id RETURNING carts.user_id, carts.id, carts.source`;

const GROUP_FACTS = `SELECT m.uid AS member_uid, f.* FROM jsonb_to_recordset($3::jsonb) AS m(uid int, ticket text)
  CROSS JOIN LATERAL (${factsSql('o.id = $1', 'm.ticket', 'm.uid', '$4')}) f`;

// The places of every line in one update of the occurrence (the capacity rule's takeSharedSql, for their
// sum), then each booking and its line; nothing at all when they do not all fit.
const GROUP_WRITE = `WITH places AS (${takeSharedSql('$1', '$2')}), m AS (
       SELECT m.* FROM places, jsonb_to_recordset($5::jsonb) AS m(uid int, ticket uuid, quantity int, cart int, type text,
                name text, price int, sort_key text, restriction_ids jsonb, resource jsonb, extra jsonb)
     ), booking AS (
       INSERT INTO bookings (user_id, booked_by_user_id, occurrence_id, ticket_id, location_id, status, booking_type, channel, capacity_consumed, price, created_at)
       SELECT uid, uid, $1, ticket, NULL, 'reserved', $3, $4, quantity, NULL, $6 FROM m RETURNING id, user_id
     ), item AS (
       INSERT INTO cart_items (cart_id, kind, cartable_type, purchasable_type, purchasable_id, name, quantity, price, sort_key,
                               purchased_for_user_id, booking_id, occurrence_id, ticket_id, activity_restriction_ids, resource, extra, created_at)
       SELECT m.cart, 'av2_booking', m.type, m.type, $1, m.name, m.quantity, m.price, m.sort_key, NULL, booking.id, $1, m.ticket,
              m.restriction_ids, m.resource, m.extra || jsonb_build_object('booking_id', booking.id), $6
         FROM m JOIN booking ON booking.user_id = m.uid RETURNING id
     )
     SELECT count(*)::int AS lines FROM item`;

type GroupFacts = OccurrenceFacts & { member_uid: number };

/** One transaction for `members`; answers the members it added (every other takes its own path). */
async function addGroup(db: Db, members: Member[]): Promise<Map<Member, BasketRead>> {
  const seen = new Set<number>();
  const group = members.filter((m) => {
    if (!groupable(m) || seen.has(m.a.customer.id)) return false;
    seen.add(m.a.customer.id);
    return true;
  });
  const added = new Map<Member, BasketRead>();
  if (group.length < 2) return added;
  const { occurrenceId } = group[0]!.input;
  const clientId = group[0]!.a.customer.client_id;
  const now = new Date(Math.max(...group.map((m) => m.a.now.getTime())));
  const ids = group.map((m) => m.a.customer.id);
  await db.transaction(
    async (tx) => {
      const touching = tx.query<{ user_id: number; id: number; source: string }>(TOUCH_CARTS, [ids, now]);
      // Behind the touch, so each customer's facts are read once their cart is locked (as on the single path).
      const reading = tx.query<GroupFacts>(GROUP_FACTS, [
        occurrenceId,
        clientId,
        JSON.stringify(group.map((m) => ({ uid: m.a.customer.id, ticket: m.input.ticketId ?? null }))),
        now,
      ]);
      reading.catch(() => undefined);
      const carts = new Map((await touching).map((c) => [c.user_id, c]));
      const facts = new Map((await reading).map((f) => [f.member_uid, f]));
      const lines: { member: Member; fields: ReturnType<typeof reservationFields> }[] = [];
      for (const m of group) {
        const cart = carts.get(m.a.customer.id);
        const o = facts.get(m.a.customer.id);
        if (!cart || cart.source !== defaultSource(m.a.actor, m.a.customer) || !o) continue;
        const fields = await checked(m, o, cart.id, now).catch(() => null);
        if (fields) lines.push({ member: m, fields });
      }
      if (lines.length === 0) return;
      const first = lines[0]!.fields;
      const wrote = await tx.one<{ lines: number }>(GROUP_WRITE, [
        occurrenceId,
        lines.reduce((sum, l) => sum + l.fields.quantity, 0),
        first.bookingType,
        first.channel,
        JSON.stringify(
          lines.map(({ fields: f }) => ({
            uid: f.attendee,
            ticket: f.ticketId,
            quantity: f.quantity,
            cart: f.cartId,
            type: f.type,
            name: f.name,
            price: f.price,
            sort_key: f.sortKey,
            restriction_ids: JSON.parse(f.restrictionIds) as unknown,
            resource: JSON.parse(f.resource) as unknown,
            extra: JSON.parse(f.extra) as unknown,
          })),
        ),
        now,
      ]);
      if (wrote?.lines !== lines.length) return;
      // Each member's basket, read behind the COMMIT in its round trip (as the single path's answer is).
      const cutoff = new Date(Math.max(...lines.map((l) => l.member.a.holdCutoff.getTime())));
      const reads = await tx.commit<BasketRead & { member_uid: number }>(
        basketReads(
          lines.map((l) => l.fields.attendee),
          cutoff,
        ),
      );
      const byCustomer = new Map(reads.map(({ member_uid, ...read }) => [member_uid, read]));
      for (const l of lines) {
        const read = byCustomer.get(l.fields.attendee);
        if (read) added.set(l.member, read);
      }
    },
    { unflushedCommit: true },
  );
  groupStats.groups++;
  groupStats.added += added.size;
  return added;
}

/**
 * A member's line, when their own path would add it without another statement: the checks of
 * addOccurrenceItem for someone booking for themself, on the facts read under their cart's lock. Throws
 * (the member then takes their own path) on any refusal, and where that path would need to read more.
 */
async function checked(m: Member, o: OccurrenceFacts, cartId: number, now: Date) {
  const { a, input } = m;
  const open = openOccurrence(o, input.idKey ?? `${input.path}.id`, a.now);
  if (open.booking_type === 'resources' || open.capacity_strategy !== 'shared' || open.facts_has_restrictions)
    throw new Error('not for a group');
  const attendee = a.customer.id;
  // With the facts and no restriction, the rule reads nothing (bookingRule.ts); the transaction is unused.
  const terms = await occurrenceTerms(NO_STATEMENTS, open, {
    ...termsInput(a, input, attendee),
    facts: bookingFactsOf(open),
  });
  notBookedAlready(open.held, open.booked, input);
  return reservationFields(reservationOf(a, input, { cartId, occurrence: open, attendee, terms, now }));
}

const refuse = () => Promise.reject(new Error('a group member would need another statement'));
/** A handle that refuses every statement: a check that wants one sends its member down its own path. */
const NO_STATEMENTS: Db = {
  kind: 'pg',
  query: refuse,
  one: refuse,
  exec: refuse,
  transaction: refuse,
  commit: refuse,
  close: async () => undefined,
};
