import type { Db } from '../../db/db.ts';
import type { CategoryFacts } from './categoryRules.ts';
import { categoryUsage } from './categoryRules.ts';
import type { CategoryRow as CategoryTableRow } from '../../db/rows.ts';

/** The category columns the category views read (ids as text). */
export type CategoryRow = Pick<
  CategoryTableRow,
  | 'id'
  | 'parent_id'
  | 'name'
  | 'slug'
  | 'booking_type'
  | 'browse_by_name'
  | 'allocation_strategy'
  | 'v1_type'
  | 'v2_type'
  | 'position'
  | 'created_at'
>;

export const categoryColumns = (a: string) =>
  `${a}.id::text AS id, ${a}.parent_id::text AS parent_id, ${a}.name, ${a}.slug, ${a}.booking_type, ${a}.browse_by_name, ${a}.allocation_strategy, ${a}.v1_type, ${a}.v2_type, ${a}.position, ${a}.created_at`;

export async function categoryFacts(
  db: Db,
  id: string,
): Promise<(CategoryFacts & { bookingCount: number }) | undefined> {
  return db.one<CategoryFacts & { bookingCount: number }>(
    `SELECT c.id::text AS id, c.booking_type AS "bookingType", c.parent_id::text AS "parentId",
            (SELECT count(*)::int FROM categories x WHERE x.parent_id = c.id) AS "childCount",
            ((SELECT count(*) FROM activities a WHERE a.category_id = c.id) + (SELECT count(*) FROM schedules s WHERE s.category_id = c.id)
              + (SELECT count(*) FROM occurrences o WHERE o.category_id = c.id AND o.deleted_at IS NULL))::int AS "holdingCount",
            (SELECT count(*)::int FROM bookings b JOIN occurrences o ON o.id = b.occurrence_id WHERE o.category_id = c.id) AS "bookingCount"
       FROM categories c WHERE c.id::text = $1`,
    [id],
  );
}

export async function usageOf(db: Db, id: string) {
  const facts = await categoryFacts(db, id);
  return facts ? categoryUsage(facts) : { in_use: false, reasons: [] };
}

const ref = (r: CategoryRow) => ({ id: r.id, name: r.name, slug: r.slug, booking_type: r.booking_type });

/** The staff view of a category (CAT-001); in_use is filled only when asked (with_usage_checks). */
export async function presentCategories(db: Db, rows: CategoryRow[], all: CategoryRow[], withUsage: boolean) {
  const usages = withUsage ? await Promise.all(rows.map((r) => usageOf(db, r.id))) : [];
  return rows.map((r, i) => {
    const parent = r.parent_id ? all.find((p) => p.id === r.parent_id) : undefined;
    return {
      id: r.id,
      name: r.name,
      slug: r.slug,
      booking_type: r.booking_type,
      children: all
        .filter((c) => c.parent_id === r.id)
        .sort((a, b) => a.position - b.position)
        .map(ref),
      parent: parent ? ref(parent) : null,
      in_use: withUsage ? usages[i]! : null,
      created_at: new Date(r.created_at).toISOString(),
    };
  });
}
