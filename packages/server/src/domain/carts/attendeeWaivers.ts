import type { BasketLine } from './cartStore.ts';

/** One pre-purchase waiver or induction of a basket booking, and whether its attendee has it covered. */
export interface AttendeeWaiver {
  id: number;
  name: string;
  type: string;
  /** Signed by the attendee already, or agreed with this item. */
  signed: boolean;
}

export interface AttendeeWaiverState {
  /** Per top-level booking item: who attends and the waivers that place needs. */
  items: Map<number, { attendee: { id: number; name: string }; waivers: AttendeeWaiver[] }>;
  /** Waivers (not inductions, which staff record) still to sign across the basket (flows §3 total waivers required). */
  totalRequired: number;
}

const WAIVER_TYPES = ['pre-purchase-waiver', 'enhanced-pre-waiver', 'pre-purchase-induction'];

/** A row of the attendee facts query; `kind` tells the three parts apart. */
export interface AttendeeFact {
  kind: 'person' | 'signed' | 'waiver';
  occurrence_id: string | null;
  id: number;
  user_id: number | null;
  name: string | null;
  type: string | null;
}

/**
 * The basket's bookings with an attendee, as a CTE `attendances (attendee, occurrence_id)` over the CTEs
 * `cart` (the open cart) and `lines` (its items) of the basket view's one read (basketView.ts): the
 * items attendeeWaiverState picks; who attends is the cart's owner unless purchased for someone else.
 */
export const ATTENDANCES_CTE = `attendances AS (
    SELECT coalesce(l.purchased_for_user_id, (SELECT user_id FROM cart)) AS attendee, l.occurrence_id FROM lines l
     WHERE l.parent_item_id IS NULL AND l.kind = 'av2_booking' AND l.occurrence_id IS NOT NULL AND l.bundle_id IS NULL)`;

const PEOPLE_SQL = `
     SELECT 'person' AS kind, NULL::text AS occurrence_id, u.id, NULL::int AS user_id,
            trim(u.first_name || ' ' || u.last_name) AS name, NULL::text AS type
       FROM users u WHERE u.id = ANY (ARRAY(SELECT attendee FROM attendances))`;

const WAIVERS_SQL = `
     UNION ALL
     SELECT 'signed', NULL, ur.restriction_id, ur.user_id, NULL, NULL FROM user_restrictions ur
      WHERE ur.user_id = ANY (ARRAY(SELECT attendee FROM attendances))
     UNION ALL
     SELECT DISTINCT 'waiver', x.occurrence_id, r.id, NULL::int, r.name, r.type FROM (
         SELECT occurrence_id, restriction_id FROM occurrence_restrictions
          WHERE occurrence_id = ANY (ARRAY(SELECT occurrence_id FROM attendances))
         UNION ALL
         SELECT o.id, sr.restriction_id FROM occurrences o JOIN schedule_restrictions sr ON sr.schedule_id = o.schedule_id
          WHERE o.id = ANY (ARRAY(SELECT occurrence_id FROM attendances))
       ) x JOIN restrictions r ON r.id = x.restriction_id
      WHERE r.type IN (${WAIVER_TYPES.map((t) => `'${t}'`).join(', ')})`;

/**
 * The attendee facts of those bookings as a JSON array column (issue 12: three statements of their own
 * before): the attendees' names, the waivers their places need and what they have signed. The attendees
 * and occurrences are arrays (`= ANY (ARRAY(...))`), read once each into an init plan: as `IN (SELECT ...)`
 * each of the four was a hash of the CTE joined to its table, plan nodes that PostgreSQL sets up on every
 * run (a 2-item basket's view in a loop: 0.147 -> 0.131 ms of PostgreSQL CPU).
 * `waivers` false: the names only, for a basket known to hold no occurrence with a restriction, whose
 * waiver and signed rows would be none and unused (issue 12: those parts are about 40 % of the view's
 * PostgreSQL CPU, and a prepared plan sets up their nodes on every run whether they find rows or not).
 */
export function attendeeFactsSql(waivers: boolean): string {
  return `(SELECT coalesce(json_agg(f), '[]'::json) FROM (${PEOPLE_SQL}${waivers ? WAIVERS_SQL : ''}
   ) f) AS attendee_facts`;
}

/**
 * flows §3 "Attendee waiver state" for a basket: who attends each single-occurrence booking (the customer
 * unless purchased for a linked person) and which of its pre-purchase waivers that person still has to
 * sign, from the basket's attendee facts (attendeeFactsSql).
 */
export function attendeeWaiverState(
  items: BasketLine[],
  customerId: number,
  rows: AttendeeFact[],
): AttendeeWaiverState {
  const bookings = items.filter(
    (i) => i.parent_item_id === null && i.kind === 'av2_booking' && i.occurrence_id !== null && i.bundle_id === null,
  );
  const state: AttendeeWaiverState = { items: new Map(), totalRequired: 0 };
  if (bookings.length === 0) return state;
  const nameOf = new Map(rows.filter((r) => r.kind === 'person').map((p) => [p.id, p.name!]));
  const signedSet = new Set(rows.filter((r) => r.kind === 'signed').map((s) => `${s.user_id}:${s.id}`));
  const restrictions = rows
    .filter((r) => r.kind === 'waiver')
    .map((r) => ({ occurrence_id: r.occurrence_id!, id: r.id, name: r.name!, type: r.type! }))
    .sort((a, b) => a.id - b.id);
  for (const item of bookings) {
    const attendee = item.purchased_for_user_id ?? customerId;
    const agreed = new Set((item.activity_restriction_ids ?? []).map(Number));
    const waivers = restrictions
      .filter((r) => r.occurrence_id === item.occurrence_id)
      .map((r) => ({
        id: r.id,
        name: r.name,
        type: r.type,
        signed: signedSet.has(`${attendee}:${r.id}`) || agreed.has(r.id),
      }));
    state.totalRequired += waivers.filter((w) => !w.signed && !w.type.includes('induction')).length;
    state.items.set(item.id, { attendee: { id: attendee, name: nameOf.get(attendee) ?? '' }, waivers });
  }
  return state;
}
