import type { z } from 'zod';
import type { categoryCreateSchema, categoryUpdateSchema } from '@venue/core/contract';
import type { Db } from '../../db/db.ts';
import { invalidError, notFoundError } from '../errors.ts';
import { categoryColumns, categoryFacts, presentCategories, usageOf, type CategoryRow } from './categoryQueries.ts';
import { CATEGORY_MESSAGES, validateCategoryChange, type CategoryProposal } from './categoryRules.ts';

/** Every category of the client, in display order. */
export async function allCategories(db: Db, clientId: number): Promise<CategoryRow[]> {
  return db.query<CategoryRow>(
    `SELECT ${categoryColumns('c')} FROM categories c WHERE c.client_id = $1 ORDER BY c.position, c.name`,
    [clientId],
  );
}

/** The staff list: categories matching a search and booking types, usage filled when asked. */
export async function listCategories(
  db: Db,
  clientId: number,
  filter: { search?: string; bookingTypes?: readonly string[]; withUsage: boolean },
) {
  const all = await allCategories(db, clientId);
  const term = filter.search?.toLowerCase();
  const rows = all.filter(
    (r) =>
      (!term || r.name.toLowerCase().includes(term) || r.slug.includes(term)) &&
      (!filter.bookingTypes || (r.booking_type !== null && filter.bookingTypes.includes(r.booking_type))),
  );
  return presentCategories(db, rows, all, filter.withUsage);
}

/** One category by id or slug, with its usage; not_found when unknown. */
export async function categoryView(db: Db, clientId: number, idOrSlug: string) {
  const all = await allCategories(db, clientId);
  const row = all.find((r) => r.id === idOrSlug || r.slug === idOrSlug);
  if (!row) throw notFoundError();
  const [data] = await presentCategories(db, [row], all, true);
  return data;
}

const withPrefix = (errors: Record<string, string[]>) =>
  Object.fromEntries(Object.entries(errors).map(([k, v]) => [`data.${k}`, v]));

/** Holds a create (current null) or an update to the contracts §5 category rules; refuses the `data.*` fields. */
async function checkChange(db: Db, clientId: number, currentId: string | null, proposed: CategoryProposal) {
  const current = currentId ? await categoryFacts(db, currentId) : null;
  const slugTaken = !!(await db.one('SELECT 1 FROM categories WHERE slug = $1 AND id::text <> $2', [
    proposed.slug,
    currentId ?? '',
  ]));
  const parent = proposed.parentId
    ? await db.one<{ id: string }>('SELECT id::text AS id FROM categories WHERE client_id = $1 AND id::text = $2', [
        clientId,
        proposed.parentId,
      ])
    : undefined;
  const parentFacts = parent ? await categoryFacts(db, parent.id) : undefined;
  const errors = validateCategoryChange({ current: current ?? null, proposed, parent: parentFacts, slugTaken });
  if (Object.keys(errors).length > 0) throw invalidError(withPrefix(errors));
}

/** Creates a category under the rules and answers its staff view. */
export async function createCategory(db: Db, clientId: number, d: z.output<typeof categoryCreateSchema>) {
  await checkChange(db, clientId, null, {
    slug: d.slug,
    bookingType: d.booking_type ?? null,
    parentId: d.parent_id ?? null,
  });
  const row = await db.one<{ id: string }>(
    'INSERT INTO categories (client_id, name, slug, booking_type, parent_id) VALUES ($1, $2, $3, $4, $5) RETURNING id::text AS id',
    [clientId, d.name, d.slug, d.booking_type ?? null, d.parent_id ?? null],
  );
  const all = await allCategories(db, clientId);
  const [data] = await presentCategories(
    db,
    all.filter((r) => r.id === row!.id),
    all,
    true,
  );
  return data;
}

/** Changes the fields sent (null clears), under the rules; not_found for another client's category. */
export async function updateCategory(db: Db, clientId: number, id: string, d: z.output<typeof categoryUpdateSchema>) {
  const all = await allCategories(db, clientId);
  const cur = all.find((r) => r.id === id);
  if (!cur) throw notFoundError();
  const next = {
    name: d.name ?? cur.name,
    slug: d.slug ?? cur.slug,
    booking_type: d.booking_type === undefined ? cur.booking_type : d.booking_type,
    parent_id: d.parent_id === undefined ? cur.parent_id : d.parent_id,
  };
  await checkChange(db, clientId, cur.id, {
    slug: next.slug,
    bookingType: next.booking_type,
    parentId: next.parent_id,
  });
  await db.query('UPDATE categories SET name = $2, slug = $3, booking_type = $4, parent_id = $5 WHERE id::text = $1', [
    cur.id,
    next.name,
    next.slug,
    next.booking_type,
    next.parent_id,
  ]);
  const after = await allCategories(db, clientId);
  const [data] = await presentCategories(
    db,
    after.filter((r) => r.id === cur.id),
    after,
    true,
  );
  return data;
}

/** Deletes a category nothing uses (CAT-013); refused with the reasons otherwise. */
export async function deleteCategory(db: Db, clientId: number, id: string): Promise<{ id: string; deleted: true }> {
  const row = await db.one<{ id: string }>(
    'SELECT id::text AS id FROM categories WHERE client_id = $1 AND id::text = $2',
    [clientId, id],
  );
  if (!row) throw notFoundError();
  const usage = await usageOf(db, row.id);
  if (usage.in_use) throw invalidError({ category: usage.reasons }, CATEGORY_MESSAGES.inUse);
  await db.query('DELETE FROM categories WHERE id::text = $1', [row.id]);
  return { id: row.id, deleted: true };
}

/**
 * A category's booking type by slug, for the page shell's preloads (http/pageShell.ts): read once a minute
 * at most per slug and process, since a page load should not wait on the database for a hint, and a stale
 * answer only preloads the wrong day view. At most 1,000 slugs are kept (unknown ones included, as null).
 */
export function bookingTypeBySlug(db: Db, ttlMs = 60_000): (slug: string) => Promise<string | null> {
  const known = new Map<string, { type: Promise<string | null>; until: number }>();
  return (slug) => {
    const now = Date.now();
    const hit = known.get(slug);
    if (hit && hit.until > now) return hit.type;
    if (known.size >= 1000) known.clear();
    const type = db
      .one<{ booking_type: string | null }>('SELECT booking_type FROM categories WHERE slug = $1', [slug])
      .then((row) => row?.booking_type ?? null);
    // A failed read is not kept: the next page asks again.
    known.set(slug, { type, until: now + ttlMs });
    type.catch(() => known.delete(slug));
    return type;
  };
}
