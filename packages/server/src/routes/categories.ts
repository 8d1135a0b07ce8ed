import { z } from 'zod';
import { categoryCreateSchema, categoryListQuerySchema, categorySchema, categoryUpdateSchema } from '@venue/core/contract/categories.ts';
import type { App, Ctx } from '../http/app-env.ts';
import { ok } from '../http/envelope.ts';
import { notFound, unprocessable } from '../http/errors.ts';
import { route } from '../http/route.ts';
import { categoryColumns, categoryFacts, presentCategories, usageOf, type CategoryRow } from '../domain/categories/categoryQueries.ts';
import { CATEGORY_MESSAGES, validateCategoryChange, type CategoryProposal } from '../domain/categories/categoryRules.ts';
import { findVenue, requestClientId, type VenueRow } from '../http/requestScope.ts';

const wrapped = <S extends z.ZodType>(schema: S) =>
  z.preprocess((b) => (b && typeof b === 'object' && 'data' in b ? b : { data: b }), z.object({ data: schema }));
const idParam = z.object({ id: z.string().min(1) });

async function allCategories(c: Ctx): Promise<CategoryRow[]> {
  return c.var.deps.db.query<CategoryRow>(`SELECT ${categoryColumns('c')} FROM categories c WHERE c.client_id = $1 ORDER BY c.position, c.name`, [await requestClientId(c)]);
}

function withPrefix(errors: Record<string, string[]>) {
  return Object.fromEntries(Object.entries(errors).map(([k, v]) => [`data.${k}`, v]));
}

/** Checks the contracts §5 category rules for a create (current null) or an update; 422 on failure. */
async function check(c: Ctx, clientId: number, currentId: string | null, proposed: CategoryProposal) {
  const db = c.var.deps.db;
  const current = currentId ? await categoryFacts(db, currentId) : null;
  const slugTaken = !!(await db.one('SELECT 1 FROM categories WHERE slug = $1 AND id::text <> $2', [proposed.slug, currentId ?? '']));
  const parent = proposed.parentId ? await db.one<{ id: string }>('SELECT id::text AS id FROM categories WHERE client_id = $1 AND id::text = $2', [clientId, proposed.parentId]) : undefined;
  const parentFacts = parent ? await categoryFacts(db, parent.id) : undefined;
  const errors = validateCategoryChange({ current: current ?? null, proposed, parent: parentFacts, slugTaken });
  if (Object.keys(errors).length > 0) throw unprocessable(withPrefix(errors));
}

/** Client view of a venue's category (TT-010 to TT-015): the booking tree a customer browses. */
async function venueCategoryTree(c: Ctx, venue: VenueRow, onlyBookable: boolean) {
  const db = c.var.deps.db;
  const rows = await db.query<CategoryRow & { locations: Array<{ id: string; names: string; venue_slug: string }> | string; upcoming: number }>(
    `SELECT ${categoryColumns('c')},
       (SELECT coalesce(json_agg(DISTINCT jsonb_build_object('id', l.id::text, 'names', l.name, 'venue_slug', $2::text)), '[]'::json)
          FROM occurrences o JOIN occurrence_locations ol ON ol.occurrence_id = o.id JOIN locations l ON l.id = ol.location_id
         WHERE o.venue_id = $1 AND o.category_id = c.id AND o.deleted_at IS NULL) AS locations,
       ((SELECT count(*) FROM occurrences o WHERE o.venue_id = $1 AND o.category_id = c.id AND o.deleted_at IS NULL AND o.status <> 'cancelled' AND o.starts_at > $3)
        + (SELECT count(*) FROM schedules s WHERE s.venue_id = $1 AND s.category_id = c.id AND (s.ends_at IS NULL OR s.ends_at > $3)))::int AS upcoming
       FROM categories c JOIN category_venues cv ON cv.category_id = c.id AND cv.venue_id = $1
      ORDER BY c.position, c.name`,
    [venue.id, venue.slug, c.var.deps.now()],
  );
  const parse = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);
  const view = (r: (typeof rows)[number]): Record<string, unknown> => {
    const children = rows.filter((x) => x.parent_id === r.id).map(view).filter((x) => !onlyBookable || x.bookable);
    return {
      id: r.id,
      name: r.name,
      slug: r.slug,
      booking_type: r.booking_type,
      is_root: r.parent_id === null,
      parent_id: r.parent_id,
      browse_by_name: r.browse_by_name ?? 'location',
      allocation_strategy: r.allocation_strategy,
      v1_type: r.v1_type,
      v2_type: r.v2_type,
      locations: parse(r.locations),
      bookable: r.upcoming > 0 || children.length > 0,
      children,
    };
  };
  return { rows, view };
}

/** Categories: the customer's bookable tree and venue lists, and staff CRUD with every rule (CAT-001 to CAT-013). */
export function registerCategoryRoutes(app: App): void {
  // Registered before `/categories/:id` so `bookable` is never read as an id.
  route(
    app,
    { method: 'get', path: '/api/v1/activities/categories/bookable/:a', summary: 'Bookable category tree of a venue ({a} = venue slug)', tags: ['categories'], params: z.object({ a: z.string().min(1) }) },
    async (c, { params }) => {
      const venue = await findVenue(c, params.a);
      const { rows, view } = await venueCategoryTree(c, venue, true);
      return ok(c, rows.filter((r) => r.parent_id === null).map(view).filter((x) => x.bookable));
    },
  );
  route(
    app,
    { method: 'get', path: '/api/v1/activities/categories/bookable/:a/:b', summary: 'One bookable category of a venue with its bookable children ({a} venue, {b} category slug)', tags: ['categories'], params: z.object({ a: z.string().min(1), b: z.string().min(1) }) },
    async (c, { params }) => {
      const venue = await findVenue(c, params.a);
      const { rows, view } = await venueCategoryTree(c, venue, true);
      const found = rows.find((r) => r.slug === params.b || r.id === params.b);
      if (!found) throw notFound();
      return ok(c, view(found));
    },
  );

  for (const prefix of ['/api/venue', '/api/activities/venue']) {
    route(
      app,
      { method: 'get', path: `${prefix}/:v/categories`, summary: "A venue's categories (root groups with children)", tags: ['categories'], params: z.object({ v: z.string().min(1) }) },
      async (c, { params }) => {
        const { rows, view } = await venueCategoryTree(c, await findVenue(c, params.v), false);
        return ok(c, rows.filter((r) => r.parent_id === null).map(view));
      },
    );
    route(
      app,
      { method: 'get', path: `${prefix}/:v/categories/:activitySlug`, summary: "One of a venue's categories", tags: ['categories'], params: z.object({ v: z.string().min(1), activitySlug: z.string().min(1) }) },
      async (c, { params }) => {
        const { rows, view } = await venueCategoryTree(c, await findVenue(c, params.v), false);
        const found = rows.find((r) => r.slug === params.activitySlug || r.id === params.activitySlug);
        if (!found) throw notFound();
        return ok(c, view(found));
      },
    );
  }

  route(
    app,
    { method: 'get', path: '/api/v1/activities/categories', summary: 'List categories (search, booking_type[], with_usage_checks)', tags: ['categories'], query: categoryListQuerySchema, response: z.array(categorySchema) },
    async (c, { query }) => {
      const all = await allCategories(c);
      const term = query.search?.toLowerCase();
      const rows = all.filter(
        (r) =>
          (!term || r.name.toLowerCase().includes(term) || r.slug.includes(term)) &&
          (!query.booking_type || (r.booking_type !== null && query.booking_type.includes(r.booking_type))),
      );
      return ok(c, await presentCategories(c.var.deps.db, rows, all, query.with_usage_checks ?? false));
    },
  );

  route(
    app,
    { method: 'get', path: '/api/v1/activities/categories/:id', summary: 'One category, with in_use', tags: ['categories'], params: idParam, response: categorySchema },
    async (c, { params }) => {
      const all = await allCategories(c);
      const row = all.find((r) => r.id === params.id || r.slug === params.id);
      if (!row) throw notFound();
      const [data] = await presentCategories(c.var.deps.db, [row], all, true);
      return ok(c, data);
    },
  );

  route(
    app,
    { method: 'post', path: '/api/v1/activities/categories', summary: 'Create a category (staff)', tags: ['categories'], auth: 'staff', body: wrapped(categoryCreateSchema), response: categorySchema, status: 201 },
    async (c, { body }) => {
      const clientId = await requestClientId(c);
      const d = body.data;
      await check(c, clientId, null, { slug: d.slug, bookingType: d.booking_type ?? null, parentId: d.parent_id ?? null });
      const row = await c.var.deps.db.one<{ id: string }>(
        'INSERT INTO categories (client_id, name, slug, booking_type, parent_id) VALUES ($1, $2, $3, $4, $5) RETURNING id::text AS id',
        [clientId, d.name, d.slug, d.booking_type ?? null, d.parent_id ?? null],
      );
      const all = await allCategories(c);
      const [data] = await presentCategories(c.var.deps.db, all.filter((r) => r.id === row!.id), all, true);
      return ok(c, data, { status: 201 });
    },
  );

  for (const method of ['patch', 'put'] as const) {
    route(
      app,
      { method, path: '/api/v1/activities/categories/:id', summary: 'Update a category (staff)', tags: ['categories'], auth: 'staff', params: idParam, body: wrapped(categoryUpdateSchema), response: categorySchema },
      async (c, { params, body }) => {
        const clientId = await requestClientId(c);
        const all = await allCategories(c);
        const cur = all.find((r) => r.id === params.id);
        if (!cur) throw notFound();
        const d = body.data;
        const next = {
          name: d.name ?? cur.name,
          slug: d.slug ?? cur.slug,
          booking_type: d.booking_type === undefined ? cur.booking_type : d.booking_type,
          parent_id: d.parent_id === undefined ? cur.parent_id : d.parent_id,
        };
        await check(c, clientId, cur.id, { slug: next.slug, bookingType: next.booking_type, parentId: next.parent_id });
        await c.var.deps.db.query('UPDATE categories SET name = $2, slug = $3, booking_type = $4, parent_id = $5 WHERE id::text = $1', [cur.id, next.name, next.slug, next.booking_type, next.parent_id]);
        const after = await allCategories(c);
        const [data] = await presentCategories(c.var.deps.db, after.filter((r) => r.id === cur.id), after, true);
        return ok(c, data);
      },
    );
  }

  route(
    app,
    { method: 'delete', path: '/api/v1/activities/categories/:id', summary: 'Delete a category that is not in use (staff)', tags: ['categories'], auth: 'staff', params: idParam },
    async (c, { params }) => {
      const clientId = await requestClientId(c);
      const db = c.var.deps.db;
      const row = await db.one<{ id: string }>('SELECT id::text AS id FROM categories WHERE client_id = $1 AND id::text = $2', [clientId, params.id]);
      if (!row) throw notFound();
      const usage = await usageOf(db, row.id);
      if (usage.in_use) throw unprocessable({ category: usage.reasons }, CATEGORY_MESSAGES.inUse);
      await db.query('DELETE FROM categories WHERE id::text = $1', [row.id]);
      return ok(c, { id: row.id, deleted: true });
    },
  );
}

export default registerCategoryRoutes;
