import type { Db, Statement } from '../../db/db.ts';
import type { UserRow } from '../../auth/session.ts';
import { ATTENDANCES_CTE, attendeeFactsSql, type AttendeeFact } from './attendeeWaivers.ts';
import { expireOwnBasket, releasedMessage } from './basketHolds.ts';
import {
  BASKET_CART_COLUMNS,
  BASKET_LINE_COLUMNS,
  creditBalancesOf,
  presentCart,
  type BasketCart,
  type BasketContents,
  type BasketLine,
} from './cartStore.ts';
import type { CreditType } from '../credits/maxApplicable.ts';

export interface BasketViewInput {
  customer: UserRow;
  actor: UserRow;
  currency: string;
  now: Date;
  /** Items added at or before this have lost their hold. */
  cutoff: Date;
  holdMinutes: number;
}

/**
 * Everything the basket view shows, in one statement (issue 12: was three): the open cart (its columns
 * all null when there is none), whether any of its holds ran out, the owner's credit balances, the items
 * (JSON, in the view's order) and the attendee facts. The items are read once, into `lines`. Only the
 * columns the answer reads are selected (BASKET_CART_COLUMNS, BASKET_LINE_COLUMNS; issue 12: the whole
 * row of the cart and of every item were sent before, and parsed by the server on every add).
 */
const basketSql = (
  waivers: boolean,
) => `WITH cart AS (SELECT ${BASKET_CART_COLUMNS.join(', ')}, xmin::text AS cart_version
                FROM carts WHERE user_id = $1 AND status = 'open' ORDER BY id LIMIT 1),
     lines AS (SELECT ${BASKET_LINE_COLUMNS.join(', ')}, booking_id, created_at FROM cart_items WHERE cart_id = (SELECT id FROM cart)),
     ${ATTENDANCES_CTE}
SELECT cart.*,
       EXISTS (SELECT 1 FROM lines WHERE parent_item_id IS NULL AND created_at <= $2
                  AND (booking_id IS NOT NULL OR bundle_id IS NOT NULL)) AS has_expired,
       (SELECT coalesce(json_object_agg(credit_type, balance), '{}'::json) FROM credits WHERE user_id = $1) AS credit_balances,
       (SELECT coalesce(json_agg(l ORDER BY sort_key, id), '[]'::json)
          FROM (SELECT ${BASKET_LINE_COLUMNS.join(', ')} FROM lines) l) AS items,
       ${attendeeFactsSql(waivers)}
  FROM (SELECT 1) one LEFT JOIN cart ON true`;
// Made once: the text is also the key of its prepared statement.
const BASKET_SQL = basketSql(true);
const BASKET_SQL_WITHOUT_WAIVERS = basketSql(false);

type BasketRow = BasketCart & {
  /** The cart row's version (`xmin`) as this read saw it (OpenCart.version). */
  cart_version: string | null;
  has_expired: boolean;
  credit_balances: Partial<Record<CreditType, number>>;
  /** JSON. */
  items: BasketLine[];
  attendee_facts: AttendeeFact[];
};

/**
 * The statement that reads the basket view; its one row is a `BasketRead`. `waivers` false leaves out
 * the waiver and signed rows of the attendee facts: only for a basket whose lines' occurrences have no
 * restriction at all, where they are none (attendeeFactsSql).
 */
export function basketRead(userId: number, cutoff: Date, waivers = true): Statement {
  return { sql: waivers ? BASKET_SQL : BASKET_SQL_WITHOUT_WAIVERS, params: [userId, cutoff] };
}

// Every member of a group of adds at once (addGroups.ts): the same view for each customer of `$1`.
const BASKETS_SQL = `SELECT m.uid AS member_uid, v.* FROM unnest($1::int[]) AS m(uid)
  CROSS JOIN LATERAL (${BASKET_SQL.replace(/\$1\b/g, 'm.uid')}) v`;

/** The statement that reads the basket view of each of `userIds`, a row each with its `member_uid`. */
export function basketReads(userIds: number[], cutoff: Date): Statement {
  return { sql: BASKETS_SQL, params: [userIds, cutoff] };
}

/** The row `basketRead` answers. */
export type BasketRead = BasketRow;

async function readBasket(
  db: Db,
  userId: number,
  cutoff: Date,
  first?: BasketRead,
): Promise<{ cart: BasketCart | undefined; hasExpired: boolean; contents: BasketContents }> {
  const row = first ?? (await db.one<BasketRow>(BASKET_SQL, [userId, cutoff]));
  const { has_expired, credit_balances, items, attendee_facts, cart_version: _version, ...cart } = row!;
  return {
    cart: cart.id === null ? undefined : cart,
    hasExpired: has_expired,
    contents: {
      items,
      attendeeFacts: attendee_facts,
      balances: creditBalancesOf(credit_balances),
    },
  };
}

/**
 * The customer's basket after dropping items whose hold ran out; `meta` (when anything went) names them
 * and says why, including items another customer's request released. `first`: the `basketRead` row when
 * the caller has it already (an add reads it behind its COMMIT).
 */
export async function loadBasket(db: Db, input: BasketViewInput, first?: BasketRead) {
  // Most reads find nothing to release: one read says so and supplies the whole view, and the locking
  // pass (a transaction of five statements) and a second read run only when there is something to do
  // (issue 12). Anything released by another request after this read stays in released_items for the
  // next answer.
  let basket = await readBasket(db, input.customer.id, input.cutoff, first);
  const quiet = !basket.cart || (!basket.hasExpired && basket.cart.released_items.length === 0);
  const removed = quiet
    ? []
    : await db.transaction((tx) => expireOwnBasket(tx, input.customer.id, input.cutoff, { now: input.now }));
  if (!quiet) basket = await readBasket(db, input.customer.id, input.cutoff);
  const data = await presentCart(db, basket.cart, basket.contents, input.customer, input.currency, input.actor);
  if (removed.length === 0) return { data };
  return { data, meta: { removed_items: removed, message: releasedMessage(removed, input.holdMinutes) } };
}
