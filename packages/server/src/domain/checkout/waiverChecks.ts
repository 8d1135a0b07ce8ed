import type { Db } from '../../db/db.ts';
import type { CartItemRow } from '../carts/cartStore.ts';
import { restrictionErrors } from '../carts/itemValidation.ts';
import type { RestrictionRow } from '../courses/courseRepository.ts';
import { satisfiedRestrictionIds } from '../courses/courseRepository.ts';

export const RESTRICTION_INVALID = 'The selected restriction id is invalid.';
export const INDUCTION_BY_STAFF = 'An induction is recorded by staff at the venue, it cannot be signed online.';

/** Customers sign waivers; an induction is something done at the venue, so only staff record it. */
export function isInduction(type: string): boolean {
  return type === 'pre-purchase-induction' || type === 'post-purchase-induction';
}

export interface CheckoutWaiverInput {
  clientId: number;
  customerId: number;
  /** Staff may record inductions (front of house). */
  byStaff: boolean;
  items: CartItemRow[];
  completedWaivers: number[];
}

type ItemRestriction = Pick<RestrictionRow, 'id' | 'name' | 'type' | 'criteria'> & { item_id: number };

/** The restrictions of each top-level item: its course's, or its occurrence's own and its schedule's. */
async function itemRestrictions(tx: Db, itemIds: number[]): Promise<Map<number, RestrictionRow[]>> {
  const rows = await tx.query<ItemRestriction>(
    `SELECT x.item_id, r.id, r.name, r.type, x.criteria
       FROM (
         SELECT i.id AS item_id, sr.restriction_id, sr.criteria
           FROM cart_items i JOIN schedule_restrictions sr ON sr.schedule_id = i.schedule_id
          WHERE i.id = ANY($1::int[]) AND i.bundle_id IS NOT NULL
         UNION ALL
         SELECT i.id, orr.restriction_id, orr.criteria
           FROM cart_items i JOIN occurrence_restrictions orr ON orr.occurrence_id = i.occurrence_id
          WHERE i.id = ANY($1::int[]) AND i.bundle_id IS NULL
         UNION ALL
         SELECT i.id, sr.restriction_id, sr.criteria
           FROM cart_items i JOIN occurrences o ON o.id = i.occurrence_id JOIN schedule_restrictions sr ON sr.schedule_id = o.schedule_id
          WHERE i.id = ANY($1::int[]) AND i.bundle_id IS NULL
       ) x JOIN restrictions r ON r.id = x.restriction_id
      ORDER BY x.item_id, r.id`,
    [itemIds],
  );
  const out = new Map<number, RestrictionRow[]>();
  for (const r of rows) {
    const list = out.get(r.item_id) ?? [];
    if (!list.some((x) => x.id === r.id))
      list.push({
        schedule_id: '',
        terms: null,
        related_category_id: null,
        id: r.id,
        name: r.name,
        type: r.type,
        criteria: r.criteria,
      });
    out.set(r.item_id, list);
  }
  return out;
}

/**
 * The waiver checks of the add step, run again when the basket is paid for: a course may have gained
 * a waiver since, the attendee may have changed, a signature may have been withdrawn. Also refuses
 * restriction ids that do not exist for this client, and inductions signed by a customer. Returns
 * errors keyed like the add call's (`items.N.activity_restriction_ids`, N = the basket position) and
 * `completed_waivers.N`; empty when everything is in order.
 */
export async function checkoutWaiverErrors(tx: Db, input: CheckoutWaiverInput): Promise<Record<string, string[]>> {
  const top = input.items.filter((i) => i.parent_item_id === null);
  const named = [
    ...new Set([...input.completedWaivers, ...top.flatMap((i) => i.activity_restriction_ids ?? [])].map(Number)),
  ];
  const known = new Map(
    (
      await tx.query<{ id: number; type: string }>(
        'SELECT id, type FROM restrictions WHERE id = ANY($1::int[]) AND client_id = $2',
        [named, input.clientId],
      )
    ).map((r) => [r.id, r.type]),
  );
  const errors: Record<string, string[]> = {};
  const checkId = (key: string, id: number) => {
    const type = known.get(Number(id));
    const problem =
      type === undefined ? RESTRICTION_INVALID : isInduction(type) && !input.byStaff ? INDUCTION_BY_STAFF : null;
    if (problem) errors[key] = [...(errors[key] ?? []), problem];
  };
  input.completedWaivers.forEach((id, i) => checkId(`completed_waivers.${i}`, id));
  top.forEach((item, n) =>
    (item.activity_restriction_ids ?? []).forEach((id) => checkId(`items.${n}.activity_restriction_ids`, id)),
  );
  if (Object.keys(errors).length) return errors;

  const restrictions = await itemRestrictions(
    tx,
    top.map((i) => i.id),
  );
  const satisfied = new Map<number, Set<number>>();
  for (const [n, item] of top.entries()) {
    const own = restrictions.get(item.id);
    if (!own?.length) continue;
    const attendee = item.purchased_for_user_id ?? input.customerId;
    if (!satisfied.has(attendee)) satisfied.set(attendee, await satisfiedRestrictionIds(tx, attendee));
    // completed_waivers are signed for the customer (settleCart), so they count for the customer's own places only.
    const agreed = [
      ...(item.activity_restriction_ids ?? []),
      ...(attendee === input.customerId ? input.completedWaivers : []),
    ].map(Number);
    Object.assign(errors, restrictionErrors(`items.${n}`, own, agreed, satisfied.get(attendee)!));
  }
  return errors;
}
