import { beforeAll, describe, expect, it } from 'vitest';
import { categorySchema, venueCategorySchema } from '@venue/core/contract';
import { testApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let staff: string;
let alex: string;
const base = '/api/v1/activities/categories';

beforeAll(async () => {
  t = await testApp();
  [staff, alex] = await Promise.all([t.login('staff@example.com'), t.login('demo@example.com')]);
});

const create = (data: Record<string, unknown>, token = staff) => t.json(base, { body: { data }, token });
const idOf = async (slug: string) =>
  (await t.db.one<{ id: string }>('SELECT id::text AS id FROM categories WHERE slug = $1', [slug]))!.id;

describe('bookable tree and venue categories', () => {
  it('API-050 the bookable tree of a venue lists root groups with bookable children', async () => {
    const r = await t.json('/api/v1/activities/categories/bookable/riverside');
    expect(r.status).toBe(200);
    const slugs = r.body.data.map((c: any) => c.slug);
    expect(slugs).toEqual(expect.arrayContaining(['fitness-classes', 'swimming', 'racket-sports', 'courses']));
    const fitness = r.body.data.find((c: any) => c.slug === 'fitness-classes');
    expect(fitness.children.map((c: any) => c.slug).sort()).toEqual(['spin', 'yoga']);
    const one = await t.json('/api/v1/activities/categories/bookable/riverside/fitness-classes');
    expect(one.body.data.slug).toBe('fitness-classes');
    expect((await t.json('/api/v1/activities/categories/bookable/riverside/nope')).status).toBe(404);
  });

  it('API-053 API-054 TT-010 TT-011 TT-013 TT-014 TT-015 venue categories in the client view', async () => {
    for (const prefix of ['/api/venue', '/api/activities/venue']) {
      const r = await t.json(`${prefix}/riverside/categories`);
      expect(r.status).toBe(200);
      expect(r.body.data.length).toBeGreaterThan(0);
      expect(r.body.data.every((c: any) => c.is_root)).toBe(true);
      // The client view's contract schema (core) describes exactly what the server answers.
      for (const c of r.body.data) expect(venueCategorySchema.strict().parse(c)).toBeTruthy();
    }
    const yoga = await t.json('/api/venue/riverside/categories/yoga');
    expect(yoga.body.data).toMatchObject({
      slug: 'yoga',
      is_root: false,
      browse_by_name: 'location',
      v1_type: 'class_templates',
      v2_type: 'classes',
      booking_type: 'classes',
    });
    expect(yoga.body.data.locations[0]).toMatchObject({ venue_slug: 'riverside' });
    const courts = await t.json('/api/venue/riverside/categories/badminton-court-hire');
    expect(courts.body.data.allocation_strategy).toBe('customer');
  });
});

describe('category CRUD', () => {
  it('CAT-001 CAT-013 staff create, get, list and update; the shape has children, parent and in_use', async () => {
    const group = await create({ name: 'Wellbeing', slug: 'wellbeing-crud' });
    expect(group.status).toBe(201);
    expect(categorySchema.parse(group.body.data)).toBeTruthy();
    const child = await create({
      name: 'Meditation',
      slug: 'meditation-crud',
      booking_type: 'classes',
      parent_id: group.body.data.id,
    });
    expect(child.status).toBe(201);
    expect(child.body.data.parent).toMatchObject({ slug: 'wellbeing-crud' });
    const got = await t.json(`${base}/${group.body.data.id}`);
    expect(got.body.data.children.map((c: any) => c.slug)).toEqual(['meditation-crud']);
    expect(got.body.data.in_use).toMatchObject({ in_use: true });
    const upd = await t.json(`${base}/${child.body.data.id}`, {
      method: 'PATCH',
      body: { data: { name: 'Mindfulness' } },
      token: staff,
    });
    expect(upd.status).toBe(200);
    expect(upd.body.data.name).toBe('Mindfulness');
    const list = await t.json(`${base}`);
    expect(list.body.data.some((c: any) => c.slug === 'meditation-crud')).toBe(true);
  });

  it('CAT-013 customers cannot create categories', async () => {
    expect((await create({ name: 'X', slug: 'x-cust' }, alex)).status).toBe(403);
  });

  it('CAT-002 CAT-003 name and slug are 1 to 255 characters', async () => {
    const r1 = await create({ name: '', slug: 'ok-slug-1' });
    expect(r1.status).toBe(422);
    expect(r1.body.errors['data.name']).toBeTruthy();
    expect((await create({ name: 'a'.repeat(256), slug: 'ok-slug-2' })).status).toBe(422);
    const r3 = await create({ name: 'Fine', slug: '' });
    expect(r3.body.errors['data.slug']).toBeTruthy();
    expect((await create({ name: 'Fine', slug: 'a'.repeat(256) })).status).toBe(422);
    expect((await create({ name: 'a'.repeat(255), slug: 'b'.repeat(255) })).status).toBe(201);
  });

  it('CAT-004 a slug is unique across parents and children', async () => {
    const r = await create({ name: 'Another yoga', slug: 'yoga' });
    expect(r.status).toBe(422);
    expect(r.body.errors['data.slug']).toEqual(['The slug has already been taken.']);
  });

  it('CAT-005 a category holding activities must keep a booking type', async () => {
    const r = await t.json(`${base}/${await idOf('yoga')}`, {
      method: 'PATCH',
      body: { data: { booking_type: null } },
      token: staff,
    });
    expect(r.status).toBe(422);
    expect(r.body.errors['data.booking_type']).toBeTruthy();
  });

  it('CAT-006 a parent group cannot have a booking type', async () => {
    const r = await t.json(`${base}/${await idOf('fitness-classes')}`, {
      method: 'PATCH',
      body: { data: { booking_type: 'classes' } },
      token: staff,
    });
    expect(r.status).toBe(422);
    expect(r.body.errors['data.booking_type']).toEqual(['A parent group cannot have a booking type.']);
  });

  it('CAT-007 the type cannot change once in use', async () => {
    const r = await t.json(`${base}/${await idOf('spin')}`, {
      method: 'PATCH',
      body: { data: { booking_type: 'ticketed' } },
      token: staff,
    });
    expect(r.status).toBe(422);
    expect(r.body.errors['data.booking_type']).toEqual([
      'The booking type cannot change while the category is in use.',
    ]);
  });

  it('CAT-008 CAT-009 the parent must have no booking type and no parent of its own', async () => {
    const r = await create({ name: 'Under yoga', slug: 'under-yoga', parent_id: await idOf('yoga') });
    expect(r.status).toBe(422);
    expect(r.body.errors['data.parent_id']).toEqual([
      'The parent category must not have a booking type.',
      'The parent category must not have a parent of its own.',
    ]);
  });

  it('CAT-010 a category that is itself a parent cannot get a parent', async () => {
    const r = await t.json(`${base}/${await idOf('swimming')}`, {
      method: 'PATCH',
      body: { data: { parent_id: await idOf('camps') } },
      token: staff,
    });
    expect(r.status).toBe(422);
    expect(r.body.errors['data.parent_id']).toEqual(['A category that has child categories cannot be given a parent.']);
  });

  it('CAT-011 in-use categories cannot be deleted; unused ones can', async () => {
    const r = await t.json(`${base}/${await idOf('yoga')}`, { method: 'DELETE', token: staff });
    expect(r.status).toBe(422);
    expect(r.body.message).toBe('The category is in use and cannot be deleted.');
    expect(r.body.errors.category.length).toBeGreaterThan(0);
    const fresh = await create({ name: 'Temporary', slug: 'temporary-delete' });
    const d = await t.json(`${base}/${fresh.body.data.id}`, { method: 'DELETE', token: staff });
    expect(d.status).toBe(200);
    expect((await t.json(`${base}/${fresh.body.data.id}`)).status).toBe(404);
  });

  it('CAT-012 list filters: search, booking_type[] and with_usage_checks', async () => {
    const search = await t.json(`${base}?search=swim`);
    expect(search.body.data.map((c: any) => c.slug).sort()).toEqual(
      expect.arrayContaining(['family-swim', 'lane-swimming', 'swimming']),
    );
    expect(search.body.data.every((c: any) => /swim/i.test(c.name + c.slug))).toBe(true);
    const typed = await t.json(`${base}?booking_type[]=ticketed&booking_type[]=resources`);
    expect(new Set(typed.body.data.map((c: any) => c.booking_type))).toEqual(new Set(['ticketed', 'resources']));
    expect(typed.body.data[0].in_use).toBeNull();
    const usage = await t.json(`${base}?search=yoga&with_usage_checks=true`);
    expect(usage.body.data.find((c: any) => c.slug === 'yoga').in_use).toMatchObject({ in_use: true });
    expect((await t.json(`${base}?booking_type[]=boats`)).status).toBe(422);
    expect((await t.json(`${base}?search=${'s'.repeat(256)}`)).status).toBe(422);
  });
});
