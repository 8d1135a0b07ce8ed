import { beforeAll, describe, expect, it } from 'vitest';
import { cartItemByKind } from '@venue/core/contract';
import { BOOKING_STATUSES } from '@venue/core/contract';
import { REFUND_STATUSES, order as orderSchema } from '@venue/core/contract';
import { RESTRICTION_TYPES, restriction as restrictionSchema } from '@venue/core/contract';
import { testApp, type TestApp } from '../testing/test-app.ts';
import { createCustomers } from '../testing/commerceFixtures.ts';
import { addDays, localDate, zonedToInstant } from '../time/londonTime.ts';

let t: TestApp;
let alex: string;
let staff: string;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const today = () => localDate(new Date(), 'Europe/London');
const iso = (days: number) => zonedToInstant(addDays(today(), days), '00:00', 'Europe/London').toISOString();
const occurrences = async (from: number, to: number) =>
  (
    await t.json(
      `/api/v1/activities/occurrences?venue_ids[]=riverside&starts_after=${iso(from)}&starts_before=${iso(to)}`,
    )
  ).body.data as any[];
const timeValue = { utc: expect.stringMatching(TIME), local: expect.stringMatching(TIME), timezone: 'Europe/London' };
const moneyValue = { formatted: expect.stringMatching(/^£\d+\.\d\d$/), value: expect.any(Number), currency: 'GBP' };

beforeAll(async () => {
  t = await testApp();
  [alex, staff] = await Promise.all([t.login('demo@example.com'), t.login('staff@example.com')]);
});

describe('course schedule shape', () => {
  it('COURSE-003 COURSE-004 COURSE-005 COURSE-007 COURSE-008 the swimming course carries its category, venue, times, instructors, prices and sections', async () => {
    const r = await t.json('/api/v1/activities/courses/swimming-lessons-stage-1?source=online');
    expect(r.status).toBe(200);
    const c = r.body.data;
    expect(c.category).toEqual({
      id: expect.stringMatching(UUID),
      name: 'Swimming lessons',
      slug: 'swimming-lessons',
      booking_type: 'courses',
    });
    expect(c.venue).toMatchObject({ id: expect.any(Number), name: 'Riverside Leisure Centre' });
    expect(c.starts_at).toEqual(timeValue);
    expect(c.ends_at).toEqual(timeValue);
    expect(c.ends_at.utc > c.starts_at.utc).toBe(true);
    expect(c.instructors).toEqual(['Priya Shah']);
    expect(c.price).toEqual({ formatted: '£85.00', value: 8500, currency: 'GBP' });
    expect(c.pro_rata_price).toBeNull();
    expect(c.allow_customer_book_course_after_start).toBe(false);
    expect(c.occurrences).toHaveLength(10);
    expect(c.occurrences[0]).toMatchObject({ id: expect.stringMatching(/^oc[0-9a-f]{32}$/), starts_at: timeValue });
    expect(c.bookable_action).toEqual({ action: 'book', message: null });
    expect(c.custom_question_sections[0].questions.map((q: { question: string }) => q.question)).toEqual([
      'Swimming ability',
      'Medical information',
    ]);
  });

  it('COURSE-005 COURSE-007 a started pro-rata course allows booking after start and carries a pro-rata price', async () => {
    const c = (await t.json('/api/v1/activities/courses/adult-tennis-beginners')).body.data;
    expect(c.allow_customer_book_course_after_start).toBe(true);
    expect(c.pro_rata_price).toEqual(moneyValue);
    expect(c.pro_rata_price.value).toBeLessThan(c.price.value);
    const g = (await t.json('/api/v1/activities/courses/junior-gymnastics')).body.data;
    expect(g.allow_customer_book_course_after_start).toBe(false);
  });
});

describe('occurrence shape', () => {
  it('OCC-004 OCC-005 OCC-006 OCC-011 OCC-012 a yoga session carries times, template, category, set-up times, locations and instructors', async () => {
    const yoga = (await occurrences(1, 2)).find((o) => o.template_name === 'Yoga' && o.instructors.length > 0);
    expect(yoga).toBeTruthy();
    for (const k of ['original_starts_at', 'original_ends_at', 'starts_at', 'ends_at'])
      expect(yoga[k]).toEqual(timeValue);
    expect(yoga.original_starts_at.utc).toBe(yoga.starts_at.utc); // not moved
    expect(yoga).toMatchObject({
      booking_type: 'classes',
      template_name: 'Yoga',
      template_description: expect.any(String),
      category_id: expect.stringMatching(UUID),
    });
    expect(yoga.setup_time_in_minutes).toEqual(expect.any(Number));
    expect(yoga.teardown_time_in_minutes).toEqual(expect.any(Number));
    expect(yoga.locations).toEqual([{ id: expect.any(String), names: 'Studio 1' }]);
    expect(yoga.location_name).toBe('Studio 1');
    expect(yoga).toHaveProperty('friendly_location_name');
    expect(yoga.instructors).toEqual([{ id: expect.any(String), name: 'Priya Shah' }]);
  });

  it('OCC-004 a moved session keeps its original times', async () => {
    const o = (await occurrences(5, 6)).find((x) => x.template_name === 'Yoga');
    const patch = await t.json(`/api/v1/activities/occurrences/${o.id}`, {
      method: 'PATCH',
      token: staff,
      body: { data: { action: 'update', start_time: '11:00' } },
    });
    expect(patch.status).toBe(200);
    const moved = (await occurrences(5, 6)).find((x) => x.id === o.id);
    expect(moved.original_starts_at.utc).toBe(o.starts_at.utc);
    expect(moved.starts_at.local.slice(11, 16)).toBe('11:00');
  });

  it('OCC-009 booking_strategy is sequential or overlapping, both in use', async () => {
    const list = await occurrences(1, 3);
    const strategies = new Set(list.map((o) => o.booking_strategy));
    expect([...strategies].sort()).toEqual(['overlapping', 'sequential']);
  });

  it('OCC-003 OCC-013 a course session names its schedule and carries its pre-purchase waiver', async () => {
    const list = await occurrences(4, 7);
    const swim = list.find((o) => o.schedule_id);
    expect(swim).toBeTruthy();
    const course = (await t.json(`/api/v1/activities/courses/${swim.schedule_id}`)).body.data;
    expect(swim.schedule_id).toMatch(UUID);
    expect(course.id).toBe(swim.schedule_id);
    expect(swim).toHaveProperty('schedule_reference');
    const yoga = list.find((o) => o.template_name === 'Yoga');
    expect(yoga.recurrence_id).toMatch(UUID);
    expect(yoga.restrictions).toEqual({ pre_purchase_waiver: null, pre_purchase_induction: null, criteria: 'all' });
    const lesson = list.find((o) => o.schedule_id === swim.schedule_id && o.restrictions.pre_purchase_waiver);
    expect(lesson).toBeTruthy();
    expect(lesson.restrictions.pre_purchase_waiver).toMatchObject({
      id: expect.anything(),
      name: 'Swimming lessons waiver',
      type: 'pre-purchase-waiver',
    });
    expect(['all', 'any']).toContain(swim.restrictions.criteria);
    // The course's own sessions always carry the waiver.
    expect(course.occurrences[0].restrictions.pre_purchase_waiver).toMatchObject({
      id: expect.any(Number),
      name: 'Swimming lessons waiver',
      type: 'pre-purchase-waiver',
    });
  });
});

describe('restrictions', () => {
  it('RESTR-002 related_category is the category of the course the customer must have booked; unmet for a new customer', async () => {
    const course = (await t.json('/api/v1/activities/courses/swimming-lessons-stage-1')).body.data;
    const waiver = course.restrictions[0];
    expect(waiver.related_category).toBe(course.category.id);
    const [fresh] = await createCustomers(t.db, 1, 'restr');
    const one = await t.json(`/api/v1/activities/restrictions/${waiver.id}`, { token: fresh!.token });
    expect(one.body.data).toMatchObject({ related_category: course.category.id, satisfied: false });
    const byCat = await t.json(`/api/v1/activities/restrictions?category_id=${course.category.id}`, {
      token: fresh!.token,
    });
    expect(byCat.body.data.map((r: { id: number }) => r.id)).toContain(waiver.id);
    expect(byCat.body.data.every((r: { related_category: string }) => r.related_category === course.category.id)).toBe(
      true,
    );
  });

  it('RESTR-003 the five restriction types pass the contract, any other type is refused', async () => {
    const base = { id: 1, name: 'x', terms: null, related_category: null };
    expect(RESTRICTION_TYPES).toHaveLength(5);
    for (const type of [
      'pre-purchase-waiver',
      'pre-purchase-induction',
      'post-purchase-waiver',
      'post-purchase-induction',
      'enhanced-pre-waiver',
    ]) {
      expect(restrictionSchema.safeParse({ ...base, type }).success).toBe(true);
    }
    expect(restrictionSchema.safeParse({ ...base, type: 'waiver' }).success).toBe(false);
    expect((await t.json('/api/v1/activities/restrictions?type[]=pre-purchase-waiver', { token: alex })).status).toBe(
      200,
    );
    expect((await t.json('/api/v1/activities/restrictions?type[]=waiver', { token: alex })).status).toBe(422);
  });
});

describe('bookings and orders', () => {
  it('BOOK-008 booking and bundle statuses are settled, reserved or cancelled; other filters are refused', async () => {
    expect([...BOOKING_STATUSES].sort()).toEqual(['cancelled', 'reserved', 'settled']);
    const all = await t.json(
      '/api/v1/activities/bookings?status[]=settled&status[]=reserved&status[]=cancelled&bypass_pagination=true',
      { token: alex },
    );
    expect(all.status).toBe(200);
    expect(all.body.data.length).toBeGreaterThan(0);
    for (const b of all.body.data) expect(['settled', 'reserved', 'cancelled']).toContain(b.status);
    expect((await t.json('/api/v1/activities/bookings?status[]=pending', { token: alex })).status).toBe(422);
    const bundle = await t.db.one<{ id: number }>(
      "SELECT id FROM booking_bundles WHERE status = 'settled' ORDER BY id LIMIT 1",
    );
    const b = await t.json(`/api/v1/activities/booking-bundles/${bundle!.id}`, { token: staff });
    expect(b.status).toBe(200);
    expect(b.body.data.status).toBe('settled');
    for (const inner of b.body.data.bookings ?? [])
      expect(['settled', 'reserved', 'cancelled']).toContain(inner.status);
  });

  it('ORDER-001 a completed cart is an order: the paid carts come back in the order list', async () => {
    const r = await t.json('/api/v1/orders', { token: alex });
    expect(r.status).toBe(200);
    expect(r.body.data.length).toBeGreaterThanOrEqual(2);
    const carts = await t.db.query<{ complete_order_id: number }>(
      "SELECT complete_order_id FROM carts WHERE user_id = (SELECT id FROM users WHERE email = 'demo@example.com') AND complete_order_id IS NOT NULL",
    );
    const orderIds = r.body.data.map((o: { id: number }) => o.id);
    for (const c of carts) expect(orderIds).toContain(c.complete_order_id);
  });

  it('ORDER-006 refund status is partial, full, off-system, mixed or none', async () => {
    const r = await t.json('/api/v1/orders', { token: alex });
    const o = r.body.data[0];
    expect(o.refund_status).toBeNull();
    for (const s of ['partial', 'full', 'off-system', 'mixed'])
      expect(orderSchema.safeParse({ ...o, refund_status: s }).success).toBe(true);
    expect(orderSchema.safeParse({ ...o, refund_status: 'refunded' }).success).toBe(false);
    expect(REFUND_STATUSES).toHaveLength(4);
  });
});

describe('session user and venues', () => {
  it('USER-005 USER-006 the session user carries a document expiry list and a membership user with a home venue id', async () => {
    const u = (await t.json('/api/auth/user', { token: alex })).body.data;
    expect(Array.isArray(u.document_expiry)).toBe(true);
    for (const d of u.document_expiry)
      expect(d).toMatchObject({ document_expiring_soon: expect.any(Boolean), days_to_expiry: expect.any(Number) });
    const riverside = (await t.json('/api/venues/riverside')).body.data;
    expect(u.membership_user.home_venue_id).toBe(riverside.id);
    expect(u.membership_users.length).toBeGreaterThan(0);
    expect(u.membership_users.every((m: { home_venue_id: unknown }) => typeof m.home_venue_id === 'number')).toBe(true);
  });

  it('VENUE-005 a venue is addressed by its slug, and the home venue is one of the venues', async () => {
    const list = (await t.json('/api/venues')).body.data as { id: number; slug: string }[];
    expect(list.map((v) => v.slug)).toEqual(expect.arrayContaining(['riverside', 'hilltop', 'harbour']));
    for (const v of list) expect((await t.json(`/api/venues/${v.slug}`)).body.data.id).toBe(v.id);
    expect((await t.json('/api/venues/no-such-venue')).status).toBe(404);
    const u = (await t.json('/api/auth/user', { token: alex })).body.data;
    expect(list.find((v) => v.id === u.home_venue_id)?.slug).toBe(u.home_venue_slug);
  });

  it('VENUE-001 a customer browses the venues and books an activity at one of them', async () => {
    const venues = (await t.json('/api/venues')).body.data as { slug: string }[];
    expect(venues.length).toBeGreaterThanOrEqual(3);
    const [u] = await createCustomers(t.db, 1, 'venue001');
    const session = (await occurrences(3, 4)).find((o) => o.template_name === 'Spin' || o.template_name === 'Yoga');
    const r = await t.json('/api/activities/cart/add', {
      token: u!.token,
      body: { items: [{ id: session.id, type: 'activity' }] },
    });
    expect(r.status).toBe(200);
    expect(r.body.data.items[0]).toMatchObject({
      type: 'av2_booking',
      occurrence_id: session.id,
      cartable_resource: { venue_name: 'Riverside Leisure Centre' },
    });
  });
});

describe('cart item kinds', () => {
  const kindBase = {
    id: 1,
    name: 'Thing',
    quantity: 1,
    max_quantity: null,
    price: { formatted: '£1.00', value: 100, currency: 'GBP' },
  };

  it('CART-008 every kind needs id, name, quantity, nullable max_quantity and price', () => {
    for (const [key, bad] of [
      ['id', undefined],
      ['name', undefined],
      ['quantity', 0],
      ['price', 100],
      ['max_quantity', undefined],
    ] as const) {
      const item: Record<string, unknown> = { ...kindBase, type: 'penalty', penalty_id: 3 };
      if (bad === undefined) delete item[key];
      else item[key] = bad;
      expect(cartItemByKind.safeParse(item).success, key).toBe(false);
    }
    expect(cartItemByKind.safeParse({ ...kindBase, type: 'penalty', penalty_id: 3, max_quantity: 4 }).success).toBe(
      true,
    );
  });

  it('CART-011 CART-013 CART-015 CART-016 each kind needs its own id field (and summary for membership changes)', () => {
    const cases: [string, Record<string, unknown>][] = [
      ['journal_transaction', { journal_transaction_id: 9 }],
      ['membership_change', { membership_change_id: 9, summary: 'Anytime to Off-peak' }],
      ['penalty', { penalty_id: 9 }],
      ['pricing_option', { pricing_option_id: 9 }],
    ];
    for (const [type, own] of cases) {
      expect(cartItemByKind.safeParse({ ...kindBase, type, ...own }).success, type).toBe(true);
      for (const key of Object.keys(own)) {
        const without = { ...kindBase, type, ...own };
        delete (without as Record<string, unknown>)[key];
        expect(cartItemByKind.safeParse(without).success, `${type} without ${key}`).toBe(false);
      }
    }
  });

  it('CART-012 CART-014 membership and renewal items carry their fields and optional child items', () => {
    const membership = {
      ...kindBase,
      type: 'membership',
      membership_id: 2,
      membership_type: 'adult',
      home_venue: { id: 1, name: 'Riverside' },
    };
    expect(cartItemByKind.safeParse(membership).success).toBe(true);
    expect(
      cartItemByKind.safeParse({ ...membership, child_items: [{ ...kindBase, id: 2, collectable_fee_id: 5 }] }).success,
    ).toBe(true);
    expect(cartItemByKind.safeParse({ ...membership, child_items: [{ ...kindBase, id: 2 }] }).success).toBe(false);
    const { home_venue: _h, ...noVenue } = membership;
    expect(cartItemByKind.safeParse(noVenue).success).toBe(false);
    const renewal = { ...kindBase, type: 'membership_renewal', membership_renewal_id: 4, summary: 'Renews 1 Jan' };
    expect(cartItemByKind.safeParse(renewal).success).toBe(true);
    expect(cartItemByKind.safeParse({ ...renewal, child_items: [{ ...kindBase, id: 3 }] }).success).toBe(true);
    expect(cartItemByKind.safeParse({ ...renewal, summary: undefined }).success).toBe(false);
  });

  it('CART-010 a course in the cart is an av2_booking_bundle with its bundle id, booking type and child bookings', async () => {
    const [u] = await createCustomers(t.db, 1, 'cart010');
    const c = (await t.json('/api/v1/activities/courses/adult-tennis-beginners')).body.data;
    const r = await t.json(`/api/v1/users/${u!.id}/carts/activity-booking/items`, {
      token: u!.token,
      body: { data: { items: [{ purchasable_id: c.id, purchasable_type: 'course', quantity: 1 }] } },
    });
    expect(r.status).toBe(200);
    const item = r.body.data.items[0];
    const parsed = cartItemByKind.safeParse(item);
    expect(parsed.error).toBeUndefined();
    expect(item).toMatchObject({ type: 'av2_booking_bundle', booking_type: 'courses' });
    const bundle = await t.db.one<{ status: string }>('SELECT status FROM booking_bundles WHERE id = $1', [
      item.booking_bundle_id,
    ]);
    expect(bundle).toBeTruthy();
    expect(item.child_items.length).toBeGreaterThan(0);
    for (const child of item.child_items) expect(cartItemByKind.safeParse(child).error).toBeUndefined();
    const { child_items: _c, ...withoutChildren } = item;
    expect(cartItemByKind.safeParse(withoutChildren).success).toBe(true);
  });

  it('a line says when it happens as the basket and checkout show it: a course its sessions summarised', async () => {
    const [u] = await createCustomers(t.db, 1, 'cartwhen');
    const c = (await t.json('/api/v1/activities/courses/adult-tennis-beginners')).body.data;
    const r = await t.json(`/api/v1/users/${u!.id}/carts/activity-booking/items`, {
      token: u!.token,
      body: { data: { items: [{ purchasable_id: c.id, purchasable_type: 'course', quantity: 1 }] } },
    });
    const item = r.body.data.items[0];
    const sessions = item.child_items.length;
    expect(sessions).toBeGreaterThan(1);
    // One session: 'Tue 24 Nov, 18:00–19:00', the venue's wall clock as the wire gives it.
    for (const child of item.child_items) {
      const [day, time] = child.starts_at.local.split(' ');
      expect(child.when).toMatch(/^[A-Z][a-z]{2} \d{1,2} [A-Z][a-z]{2}, \d{2}:\d{2}–\d{2}:\d{2}$/);
      expect(child.when).toContain(`${Number(day.slice(8))} `);
      expect(child.when).toContain(`, ${time.slice(0, 5)}–`);
    }
    expect(item.when).toMatch(new RegExp(`, ${sessions} sessions`));
  });

  it('CART-008 CART-012 CART-016 the server presents membership and pricing option rows with their ids', async () => {
    const [u] = await createCustomers(t.db, 1, 'cartkinds');
    const c = (await t.json('/api/v1/activities/courses/adult-tennis-beginners')).body.data;
    const added = await t.json(`/api/v1/users/${u!.id}/carts/activity-booking/items`, {
      token: u!.token,
      body: { data: { items: [{ purchasable_id: c.id, purchasable_type: 'course', quantity: 1 }] } },
    });
    const cartId = added.body.data.id as number;
    const membership = await t.db.one<{ id: number }>(
      "INSERT INTO cart_items (cart_id, kind, name, price, sort_key, membership_id, extra) VALUES ($1, 'membership', 'Anytime', 3500, 'z1', 2, $2) RETURNING id",
      [cartId, JSON.stringify({ membership_type: 'adult', home_venue: { id: 1, name: 'Riverside Leisure Centre' } })],
    );
    await t.db.query(
      "INSERT INTO cart_items (cart_id, parent_item_id, kind, name, price, sort_key, extra) VALUES ($1, $2, 'membership', 'Joining fee', 1500, 'z1a', $3)",
      [cartId, membership!.id, JSON.stringify({ collectable_fee_id: 7 })],
    );
    await t.db.query(
      "INSERT INTO cart_items (cart_id, kind, name, price, quantity, max_quantity, sort_key, pricing_option_id) VALUES ($1, 'pricing_option', 'Lane swimming adult', 450, 2, 5, 'z2', 1)",
      [cartId],
    );
    const got = (await t.json('/api/activities/cart', { token: u!.token })).body.data;
    const m = got.items.find((i: { type: string }) => i.type === 'membership');
    expect(m).toMatchObject({
      membership_id: 2,
      max_quantity: null,
      price: { value: 3500 },
      child_items: [{ collectable_fee_id: 7 }],
    });
    const p = got.items.find((i: { type: string }) => i.type === 'pricing_option');
    expect(p).toMatchObject({ pricing_option_id: 1, quantity: 2, max_quantity: 5, price: { value: 900 } });
    for (const item of got.items) expect(cartItemByKind.safeParse(item).error).toBeUndefined();
  });
});
