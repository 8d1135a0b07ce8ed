import { z } from 'zod';
import {
  categoryCreateSchema,
  categoryListQuerySchema,
  categorySchema,
  categoryUpdateSchema,
} from '@venue/core/contract';
import type { App } from '../http/app-env.ts';
import { ok } from '../http/envelope.ts';
import { route } from '../http/route.ts';
import {
  categoryView,
  createCategory,
  deleteCategory,
  listCategories,
  updateCategory,
} from '../domain/categories/categoryStore.ts';
import { venueCategory, venueCategoryRoots } from '../domain/categories/venueCategoryTree.ts';
import { findVenue, requestClientId } from '../http/requestScope.ts';

const wrapped = <S extends z.ZodType>(schema: S) =>
  z.preprocess((b) => (b && typeof b === 'object' && 'data' in b ? b : { data: b }), z.object({ data: schema }));
const idParam = z.object({ id: z.string().min(1) });

/** Categories: the customer's bookable tree and venue lists, and staff CRUD with every rule (CAT-001 to CAT-013). */
export default function registerCategoryRoutes(app: App): void {
  // Registered before `/categories/:id` so `bookable` is never read as an id.
  route(
    app,
    {
      method: 'get',
      path: '/api/v1/activities/categories/bookable/:a',
      summary: 'Bookable category tree of a venue ({a} = venue slug)',
      tags: ['categories'],
      params: z.object({ a: z.string().min(1) }),
    },
    async (c, { params }) => {
      const venue = await findVenue(c, params.a);
      return ok(c, await venueCategoryRoots(c.get('deps').db, venue, true, c.get('deps').now()));
    },
  );
  route(
    app,
    {
      method: 'get',
      path: '/api/v1/activities/categories/bookable/:a/:b',
      summary: 'One bookable category of a venue with its bookable children ({a} venue, {b} category slug)',
      tags: ['categories'],
      params: z.object({ a: z.string().min(1), b: z.string().min(1) }),
    },
    async (c, { params }) => {
      const venue = await findVenue(c, params.a);
      return ok(c, await venueCategory(c.get('deps').db, venue, params.b, true, c.get('deps').now()));
    },
  );

  for (const prefix of ['/api/venue', '/api/activities/venue']) {
    route(
      app,
      {
        method: 'get',
        path: `${prefix}/:v/categories`,
        summary: "A venue's categories (root groups with children)",
        tags: ['categories'],
        params: z.object({ v: z.string().min(1) }),
      },
      async (c, { params }) =>
        ok(c, await venueCategoryRoots(c.get('deps').db, await findVenue(c, params.v), false, c.get('deps').now())),
    );
    route(
      app,
      {
        method: 'get',
        path: `${prefix}/:v/categories/:activitySlug`,
        summary: "One of a venue's categories",
        tags: ['categories'],
        params: z.object({ v: z.string().min(1), activitySlug: z.string().min(1) }),
      },
      async (c, { params }) =>
        ok(
          c,
          await venueCategory(
            c.get('deps').db,
            await findVenue(c, params.v),
            params.activitySlug,
            false,
            c.get('deps').now(),
          ),
        ),
    );
  }

  route(
    app,
    {
      method: 'get',
      path: '/api/v1/activities/categories',
      summary: 'List categories (search, booking_type[], with_usage_checks)',
      tags: ['categories'],
      query: categoryListQuerySchema,
      response: z.array(categorySchema),
    },
    async (c, { query }) => {
      const clientId = await requestClientId(c);
      return ok(
        c,
        await listCategories(c.get('deps').db, clientId, {
          search: query.search,
          bookingTypes: query.booking_type,
          withUsage: query.with_usage_checks ?? false,
        }),
      );
    },
  );

  route(
    app,
    {
      method: 'get',
      path: '/api/v1/activities/categories/:id',
      summary: 'One category, with in_use',
      tags: ['categories'],
      params: idParam,
      response: categorySchema,
    },
    async (c, { params }) => ok(c, await categoryView(c.get('deps').db, await requestClientId(c), params.id)),
  );

  route(
    app,
    {
      method: 'post',
      path: '/api/v1/activities/categories',
      summary: 'Create a category (staff)',
      tags: ['categories'],
      auth: 'staff',
      body: wrapped(categoryCreateSchema),
      response: categorySchema,
      status: 201,
    },
    async (c, { body }) => {
      const clientId = await requestClientId(c);
      return ok(c, await createCategory(c.get('deps').db, clientId, body.data), { status: 201 });
    },
  );

  for (const method of ['patch', 'put'] as const) {
    route(
      app,
      {
        method,
        path: '/api/v1/activities/categories/:id',
        summary: 'Update a category (staff)',
        tags: ['categories'],
        auth: 'staff',
        params: idParam,
        body: wrapped(categoryUpdateSchema),
        response: categorySchema,
      },
      async (c, { params, body }) => {
        const clientId = await requestClientId(c);
        return ok(c, await updateCategory(c.get('deps').db, clientId, params.id, body.data));
      },
    );
  }

  route(
    app,
    {
      method: 'delete',
      path: '/api/v1/activities/categories/:id',
      summary: 'Delete a category that is not in use (staff)',
      tags: ['categories'],
      auth: 'staff',
      params: idParam,
    },
    async (c, { params }) => {
      const clientId = await requestClientId(c);
      return ok(c, await deleteCategory(c.get('deps').db, clientId, params.id));
    },
  );
}
