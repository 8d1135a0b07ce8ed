import { cart as cartSchema } from '@venue/core/contract';
import { testApp, type TestApp } from '../testing/test-app.ts';
import { createCustomers, occurrenceWithPlaces } from '../testing/commerceFixtures.ts';

let t: TestApp;
let alex: number;
let token: string;
let swim: { id: string; waiverId: number; questions: { id: number; type: string; options: { value: string }[] }[] };

beforeAll(async () => {
  t = await testApp();
  token = await t.login('demo@example.com');
  alex = await t.userId('demo@example.com');
  const c = (await t.json('/api/v1/activities/courses/swimming-lessons-stage-1')).body.data;
  swim = {
    id: c.id,
    waiverId: c.restrictions[0].id,
    questions: c.custom_question_sections.flatMap((s: { questions: unknown[] }) => s.questions),
  };
});

const itemsPath = (userId: number, source = 'activity-booking') => `/api/v1/users/${userId}/carts/${source}/items`;
const add = (tok: string, userId: number, items: unknown[]) =>
  t.json(itemsPath(userId), { token: tok, body: { data: { items } } });
const goodAnswers = () =>
  swim.questions.map((q) => ({ custom_question_id: q.id, answer: q.type === 'select' ? q.options[0]!.value : 'None' }));

describe('contracts v1 cart items call', () => {
  it('AUTH-012 guests get 401 on cart reads and writes', async () => {
    expect((await t.json('/api/activities/cart')).status).toBe(401);
    expect(
      (
        await t.json(itemsPath(alex), {
          body: { data: { items: [{ purchasable_id: swim.id, purchasable_type: 'course', quantity: 1 }] } },
        })
      ).status,
    ).toBe(401);
    expect(
      (await t.json('/api/activities/cart/add', { body: { items: [{ id: 'x', type: 'activity' }] } })).status,
    ).toBe(401);
  });

  it('VAL-001 VAL-002 VAL-003 VAL-005 VAL-006 item fields are checked and keyed under data.items.{i}', async () => {
    const r = await add(token, alex, [
      { purchasable_id: 12, purchasable_type: 'course', quantity: 1 },
      { purchasable_id: 'a', purchasable_type: 'spaceship', quantity: 1 },
      { purchasable_id: 'a', purchasable_type: 'course', quantity: 0 },
      { purchasable_id: 'a', purchasable_type: 'course', quantity: 1, purchased_for_user_id: 0 },
      { purchasable_id: 'a', purchasable_type: 'course', quantity: 1, apply_benefit: 'yes' },
    ]);
    expect(r.status).toBe(422);
    expect(Object.keys(r.body.errors).sort()).toEqual([
      'data.items.0.purchasable_id',
      'data.items.1.purchasable_type',
      'data.items.2.quantity',
      'data.items.3.purchased_for_user_id',
      'data.items.4.apply_benefit',
    ]);
    expect(typeof r.body.message).toBe('string');
  });

  it('VAL-004 quantity must be 1 when purchased_for_user_id is set', async () => {
    const r = await add(token, alex, [
      { purchasable_id: 'x', purchasable_type: 'activity', quantity: 2, purchased_for_user_id: alex },
    ]);
    expect(r.status).toBe(422);
    expect(r.body.errors['data.items.0.quantity']).toEqual([
      'The quantity must be 1 when purchased_for_user_id is set.',
    ]);
  });

  it('VAL-008 custom question answers are refused on items that are not courses or camps', async () => {
    const r = await add(token, alex, [
      {
        purchasable_id: 'x',
        purchasable_type: 'activity',
        quantity: 1,
        custom_question_answers: [{ custom_question_id: 1, answer: 'a' }],
      },
    ]);
    expect(r.status).toBe(422);
    expect(r.body.errors).toHaveProperty(['data.items.0.custom_question_answers']);
  });

  it('VAL-009 custom_question_id is at least 1', async () => {
    const r = await add(token, alex, [
      {
        purchasable_id: swim.id,
        purchasable_type: 'course',
        quantity: 1,
        custom_question_answers: [{ custom_question_id: 0, answer: 'a' }],
      },
    ]);
    expect(r.status).toBe(422);
    expect(r.body.errors).toHaveProperty(['data.items.0.custom_question_answers.0.custom_question_id']);
  });

  it('VAL-007 RESTR-009 without the waiver agreed the course is refused, naming the field', async () => {
    const r = await add(token, alex, [
      { purchasable_id: swim.id, purchasable_type: 'course', quantity: 1, custom_question_answers: goodAnswers() },
    ]);
    expect(r.status).toBe(422);
    expect(r.body.errors['data.items.0.activity_restriction_ids']).toEqual([
      'You must agree to the Swimming lessons waiver before booking.',
    ]);
  });

  it('VAL-010 COURSE-035 unanswered required questions are keyed data.items.{i}.custom_question_answers.{questionId}', async () => {
    const r = await add(token, alex, [
      { purchasable_id: swim.id, purchasable_type: 'course', quantity: 1, activity_restriction_ids: [swim.waiverId] },
    ]);
    expect(r.status).toBe(422);
    expect(Object.keys(r.body.errors).sort()).toEqual(
      swim.questions.map((q) => `data.items.0.custom_question_answers.${q.id}`).sort(),
    );
    expect(Object.values(r.body.errors)).toEqual(swim.questions.map(() => ['This field is required']));
  });

  it('COURSE-020 a course is quantity 1; a second add of the same course says it is in the basket', async () => {
    const [u] = await createCustomers(t.db, 1, 'twice');
    const item = {
      purchasable_id: swim.id,
      purchasable_type: 'course',
      quantity: 1,
      activity_restriction_ids: [swim.waiverId],
      custom_question_answers: goodAnswers(),
    };
    expect((await add(u!.token, u!.id, [{ ...item, quantity: 2 }])).status).toBe(422);
    const first = await add(u!.token, u!.id, [item]);
    expect(first.status).toBe(200);
    const again = await add(u!.token, u!.id, [item]);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This is already in your basket.');
    const course = (await t.json('/api/v1/activities/courses/swimming-lessons-stage-1', { token: u!.token })).body.data;
    expect(course.bookable_action.action).toBe('cancel_reservation');
  });

  it('COURSE-011 a started course that is not bookable after start is refused with its message', async () => {
    const g = (await t.json('/api/v1/activities/courses/junior-gymnastics')).body.data;
    const r = await add(token, alex, [{ purchasable_id: g.id, purchasable_type: 'course', quantity: 1 }]);
    expect(r.status).toBe(422);
    expect(r.body.message).toBe('This course has already started and is not bookable.');
  });

  it('COURSE-011 a full course offers the waitlist and an add is refused as full', async () => {
    const p = (await t.json('/api/v1/activities/courses/pilates-foundations', { token })).body.data;
    expect(p.bookable_action.action).toBe('join_waitlist');
    expect(p.capacity).toEqual({ available: 0, consumed: 8, maximum: 8 });
    const r = await add(token, alex, [{ purchasable_id: p.id, purchasable_type: 'course', quantity: 1 }]);
    expect(r.status).toBe(409);
  });

  it('API-051 CART-007 an unknown cart source in the path is refused', async () => {
    const r = await t.json(itemsPath(alex, 'somewhere'), {
      token,
      body: { data: { items: [{ purchasable_id: swim.id, purchasable_type: 'course' }] } },
    });
    expect(r.status).toBe(422);
    expect(r.body.errors).toHaveProperty(['source']);
  });

  it('AUTH-015 a customer cannot add to another customer basket; staff can, and so can a parent for a linked child', async () => {
    const jamie = await t.userId('new@example.com');
    expect(
      (await add(token, jamie, [{ purchasable_id: swim.id, purchasable_type: 'course', quantity: 1 }])).status,
    ).toBe(403);
  });
});

describe('flows cart service', () => {
  it('API-035 API-033 API-040 CART-009 add an activity session, read it back sorted with totals', async () => {
    const [u] = await createCustomers(t.db, 1, 'flowsadd');
    const occ = await occurrenceWithPlaces(t.db, 3);
    const r = await t.json('/api/activities/cart/add', {
      token: u!.token,
      body: { items: [{ id: occ, type: 'activity', quantity: 2 }], membership_user_id: null },
    });
    expect(r.status).toBe(200);
    const item = r.body.data.items[0];
    expect(item).toMatchObject({
      type: 'av2_booking',
      cartable_type: 'av2Booking',
      quantity: 2,
      occurrence_id: occ,
      booking_type: 'classes',
      max_quantity: null,
    });
    expect(item.booking_id).toBeGreaterThan(0);
    expect(Object.keys(item.cartable_resource).sort()).toEqual([
      'date',
      'duration',
      'ends_at',
      'location',
      'name',
      'new_membership',
      'starts_at',
      'venue_name',
    ]);
    expect(r.body.data.total.value).toBe(item.price.value);
    expect(r.body.data.item_count).toBe(2);
    expect(r.body.data.available_credit.general).toMatchObject({ type: 'general', total_available: { value: 0 } });
    const twice = await t.json('/api/activities/cart/add', {
      token: u!.token,
      body: { items: [{ id: occ, type: 'activity' }] },
    });
    expect(twice).toMatchObject({ status: 409, body: { message: 'This is already in your basket.' } });
    const got = await t.json('/api/activities/cart', { token: u!.token });
    expect(got.body.data.items.map((i: { id: number }) => i.id)).toEqual([item.id]);
    expect(typeof got.body.checksum).toBe('string');
    expect(cartSchema.safeParse(got.body.data).error).toBeUndefined();
    const venue = await t.db.one<{ id: number }>("SELECT id FROM venues WHERE slug = 'riverside'");
    expect((await t.json(`/api/activities/cart?venue_id=${venue!.id}`, { token: u!.token })).body.data.venue_id).toBe(
      venue!.id,
    );
  });

  it('VAL-011 VAL-012 VAL-013 API-037 API-041 update rules: quantity, purchased for, and items holding more than one', async () => {
    const [u] = await createCustomers(t.db, 1, 'update');
    const occ = await occurrenceWithPlaces(t.db, 4);
    const added = await t.json('/api/activities/cart/add', {
      token: u!.token,
      body: { items: [{ id: occ, type: 'activity' }] },
    });
    const id = added.body.data.items[0].id;
    const zero = await t.json(`/api/activities/cart/${id}`, {
      method: 'PUT',
      token: u!.token,
      body: { data: { quantity: 0 } },
    });
    expect(zero.status).toBe(422);
    expect(zero.body.errors['data.quantity']).toEqual(['The quantity must be at least 1.']);
    const unknown = await t.json(`/api/activities/cart/${id}`, {
      method: 'PUT',
      token: u!.token,
      body: { data: { quantity: 1, purchased_for_user_id: 999999 } },
    });
    expect(unknown.body.errors['data.purchased_for_user_id']).toEqual([
      'The selected purchased for user id is invalid.',
    ]);
    const two = await t.json(`/api/activities/cart/${id}`, {
      method: 'PUT',
      token: u!.token,
      body: { options: { quantity: 2 } },
    });
    expect(two.status).toBe(200);
    expect(two.body.data.items[0].quantity).toBe(2);
    const consumed = await t.db.one<{ consumed: number; capacity_maximum: number }>(
      'SELECT consumed, capacity_maximum FROM occurrences WHERE id = $1',
      [occ],
    );
    expect(consumed!.capacity_maximum - consumed!.consumed).toBe(2);
    const locked = await t.json(`/api/activities/cart/${id}`, {
      method: 'PUT',
      token: u!.token,
      body: { data: { quantity: 1 } },
    });
    expect(locked.status).toBe(422);
    expect(locked.body.errors['data.quantity']).toEqual([
      'This item cannot be updated because its quantity is above 1.',
    ]);
  });

  it('API-036 API-034 remove gives the places back; clear empties the basket', async () => {
    const [u] = await createCustomers(t.db, 1, 'remove');
    const occ = await occurrenceWithPlaces(t.db, 2);
    const a = await t.json('/api/activities/cart/add', {
      token: u!.token,
      body: { items: [{ id: occ, type: 'activity' }] },
    });
    const removed = await t.json('/api/activities/cart/remove', {
      token: u!.token,
      body: { cart_item_ids: [a.body.data.items[0].id] },
    });
    expect(removed.status).toBe(200);
    expect(removed.body.data.items).toEqual([]);
    const o = await t.db.one<{ consumed: number; capacity_maximum: number }>(
      'SELECT consumed, capacity_maximum FROM occurrences WHERE id = $1',
      [occ],
    );
    expect(o!.capacity_maximum - o!.consumed).toBe(2);
    expect(
      await t.db.one('SELECT 1 FROM bookings WHERE user_id = $1 AND occurrence_id = $2', [u!.id, occ]),
    ).toBeUndefined();
    expect((await t.json('/api/activities/cart/remove', { token: u!.token, body: { cart_item_ids: [] } })).status).toBe(
      422,
    );
    await t.json('/api/activities/cart/add', { token: u!.token, body: { items: [{ id: occ, type: 'activity' }] } });
    const cleared = await t.json('/api/activities/cart?source=activity-booking', { method: 'DELETE', token: u!.token });
    expect(cleared.body.data.item_count).toBe(0);
  });

  it('API-038 API-039 benefit and package removal answer the cart, 404 for an unknown item', async () => {
    const [u] = await createCustomers(t.db, 1, 'benefit');
    const occ = await occurrenceWithPlaces(t.db, 2);
    const a = await t.json('/api/activities/cart/add', {
      token: u!.token,
      body: { items: [{ id: occ, type: 'activity' }] },
    });
    const id = a.body.data.items[0].id;
    await t.db.query('UPDATE cart_items SET benefit_applied = true, package_applied = true WHERE id = $1', [id]);
    const b = await t.json(`/api/activities/benefit/remove/${id}?source=activity-booking`, {
      method: 'DELETE',
      token: u!.token,
    });
    expect(b.body.data.items[0].benefit_applied).toBe(false);
    const p = await t.json(`/api/activities/package/remove/${id}?source=activity-booking`, {
      method: 'DELETE',
      token: u!.token,
    });
    expect(p.body.data.items[0].package_applied).toBe(false);
    expect((await t.json('/api/activities/benefit/remove/999999', { method: 'DELETE', token: u!.token })).status).toBe(
      404,
    );
  });

  it('API-046 MSG-009 credits apply checks the type and max applicable', async () => {
    const [u] = await createCustomers(t.db, 1, 'credit');
    await t.db.query("INSERT INTO credits (user_id, credit_type, balance) VALUES ($1, 'general', 300)", [u!.id]);
    const occ = await occurrenceWithPlaces(t.db, 2);
    await t.json('/api/activities/cart/add', { token: u!.token, body: { items: [{ id: occ, type: 'activity' }] } });
    const bad = await t.json('/api/credits/apply', {
      token: u!.token,
      body: { credits: [{ type: 'gift', amount: 1 }] },
    });
    expect(bad.status).toBe(422);
    const over = await t.json('/api/credits/apply', {
      token: u!.token,
      body: { credits: [{ type: 'general', amount: 301 }] },
    });
    expect(over.body.message).toBe('Credit amount could not be applied.');
    const good = await t.json('/api/credits/apply', {
      token: u!.token,
      body: { credits: [{ type: 'general', amount: 300 }], source: 'activity-booking' },
    });
    expect(good.body.data.balance.value).toBe(good.body.data.total.value - 300);
    expect(good.body.data.available_credit.general.total_available.value).toBe(300);
  });

  it('OCC-014 a class the customer has already booked cannot be added again', async () => {
    const token2 = await t.login('demo@example.com');
    const mine = await t.db.one<{ occurrence_id: string }>(
      "SELECT b.occurrence_id FROM bookings b JOIN occurrences o ON o.id = b.occurrence_id WHERE b.user_id = $1 AND b.status = 'settled' AND b.bundle_id IS NULL AND o.starts_at > now() LIMIT 1",
      [alex],
    );
    const r = await t.json('/api/activities/cart/add', {
      token: token2,
      body: { items: [{ id: mine!.occurrence_id, type: 'activity' }] },
    });
    expect(r).toMatchObject({ status: 409, body: { message: 'You have already booked this.' } });
  });

  it('AUTH-015 staff act through selected_user_id; a customer naming someone else gets 403', async () => {
    const staff = await t.login('staff@example.com');
    const jamie = await t.userId('new@example.com');
    expect((await t.json(`/api/activities/cart?selected_user_id=${jamie}`, { token })).status).toBe(403);
    const r = await t.json(`/api/activities/cart?selected_user_id=${jamie}`, { token: staff });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ user_id: jamie, selected_user_id: jamie });
  });

  it('OCC-008 split capacity: front-of-house adds use the desk places, online adds the online places', async () => {
    const staff = await t.login('staff@example.com');
    const spin = await t.db.one<{ id: string }>(
      `SELECT o.id FROM occurrences o JOIN activities a ON a.id = o.activity_id JOIN venues v ON v.id = o.venue_id
        WHERE a.slug = 'spin' AND v.slug = 'riverside' AND o.capacity_strategy = 'split' AND o.status = 'bookable' AND o.starts_at > now() + interval '4 days'
        ORDER BY o.starts_at LIMIT 1`,
    );
    await t.db.query(
      'UPDATE occurrences SET capacity_online = consumed_online + 1, capacity_foh = consumed_foh + 1, capacity_maximum = consumed_online + consumed_foh + 2 WHERE id = $1',
      [spin!.id],
    );
    const people = await createCustomers(t.db, 3, 'split');
    const desk = await t.json('/api/activities/cart/add', {
      token: staff,
      body: { items: [{ id: spin!.id, type: 'activity' }], selected_user_id: people[0]!.id },
    });
    expect(desk.status).toBe(200);
    const deskFull = await t.json('/api/activities/cart/add', {
      token: staff,
      body: { items: [{ id: spin!.id, type: 'activity' }], selected_user_id: people[1]!.id },
    });
    expect(deskFull.status).toBe(409);
    const online = await t.json('/api/activities/cart/add', {
      token: people[1]!.token,
      body: { items: [{ id: spin!.id, type: 'activity' }] },
    });
    expect(online.status).toBe(200);
    const onlineFull = await t.json('/api/activities/cart/add', {
      token: people[2]!.token,
      body: { items: [{ id: spin!.id, type: 'activity' }] },
    });
    expect(onlineFull.status).toBe(409);
    const o = await t.db.one<{
      consumed: number;
      consumed_online: number;
      consumed_foh: number;
      capacity_online: number;
      capacity_foh: number;
    }>('SELECT * FROM occurrences WHERE id = $1', [spin!.id]);
    expect(o!.consumed_online).toBe(o!.capacity_online);
    expect(o!.consumed_foh).toBe(o!.capacity_foh);
    expect(o!.consumed).toBe(o!.consumed_online + o!.consumed_foh);
  });

  it('VAL-005 API-051 a parent books a course place for a linked child; an unlinked user is refused', async () => {
    const sam = await t.db.one<{ id: number }>(
      "SELECT id FROM users WHERE first_name = 'Sam' AND last_name = 'Morgan'",
    );
    const camp = (await t.json('/api/v1/activities/camps/easter-football-camp')).body.data;
    await t.json('/api/activities/cart', { method: 'DELETE', token });
    const r = await add(token, alex, [
      { purchasable_id: camp.id, purchasable_type: 'camp', quantity: 1, purchased_for_user_id: sam!.id },
    ]);
    expect(r.status).toBe(200);
    expect(r.body.data.items[0].purchased_for_user_id).toBe(sam!.id);
    const bundle = await t.db.one<{ user_id: number }>('SELECT user_id FROM booking_bundles WHERE id = $1', [
      r.body.data.items[0].booking_bundle_id,
    ]);
    expect(bundle!.user_id).toBe(sam!.id);
    const jamie = await t.userId('new@example.com');
    const bad = await add(token, alex, [
      { purchasable_id: swim.id, purchasable_type: 'course', quantity: 1, purchased_for_user_id: jamie },
    ]);
    expect(bad.status).toBe(422);
    expect(bad.body.errors['data.items.0.purchased_for_user_id']).toEqual([
      'The selected purchased for user id is invalid.',
    ]);
    await t.json('/api/activities/cart', { method: 'DELETE', token });
  });
});
