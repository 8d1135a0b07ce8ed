import { cart as cartSchema } from '@venue/core/contract';
import { completedOrder, transaction } from '@venue/core/contract';
import { testApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let token: string;
let alex: number;

beforeAll(async () => {
  t = await testApp();
  token = await t.login('demo@example.com');
  alex = await t.userId('demo@example.com');
});

async function cardIdentifier(sessionKey: string, cardNumber: string) {
  const res = await t.json('/sandbox/opayo/card-identifiers', {
    headers: { Authorization: `Bearer ${sessionKey}` },
    body: { cardDetails: { cardholderName: 'Alex Morgan', cardNumber, expiryDate: '1230', securityCode: '123' } },
  });
  expect(res.status).toBe(201);
  return res.body.cardIdentifier as string;
}

const browser = {
  browser_java_enabled: false,
  browser_javascript_enabled: true,
  browser_language: 'en-GB',
  browser_color_depth: 24,
  browser_screen_height: 800,
  browser_screen_width: 1280,
  browser_tz: 0,
  browser_user_agent: 'vitest',
  billing_address1: '1 River Street',
  billing_city: 'Manchester',
  billing_postcode: 'M1 1AA',
  billing_country: 'GB',
};

async function clearBasket(tok: string, selected?: number) {
  await t.json(`/api/activities/cart${selected ? `?selected_user_id=${selected}` : ''}`, {
    method: 'DELETE',
    token: tok,
  });
}

/** Alex's linked child, the attendee of the junior camps below. */
async function samId(): Promise<number> {
  return (await t.db.one<{ id: number }>("SELECT id FROM users WHERE reference = 'RLT000002'"))!.id;
}

describe('checkout flows end to end', () => {
  it('COURSE-020 PAY-001 API-051 swimming lessons with waiver and answers, paid by a 3-D Secure card', async () => {
    await clearBasket(token);
    const course = await t.json('/api/v1/activities/courses/swimming-lessons-stage-1?source=online', { token });
    expect(course.status).toBe(200);
    const c = course.body.data;
    expect(c.bookable_action.action).toBe('book');
    const waiver = c.occurrences[0].restrictions.pre_purchase_waiver;
    expect(waiver.type).toBe('pre-purchase-waiver');
    const questions = c.custom_question_sections.flatMap((s: { questions: unknown[] }) => s.questions) as {
      id: number;
      type: string;
      options: { value: string }[];
    }[];
    const answers = questions.map((q) => ({
      custom_question_id: q.id,
      answer: q.type === 'select' ? q.options[0]!.value : 'No medical conditions',
    }));

    const added = await t.json(`/api/v1/users/${alex}/carts/activity-booking/items`, {
      token,
      body: {
        data: {
          items: [
            {
              purchasable_id: c.id,
              purchasable_type: 'course',
              quantity: 1,
              activity_restriction_ids: [waiver.id],
              custom_question_answers: answers,
            },
          ],
        },
      },
    });
    expect(added.status).toBe(200);
    const cart = added.body.data;
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({
      type: 'av2_booking_bundle',
      cartable_type: 'av2BookingBundle',
      quantity: 1,
      purchasable_type: 'course',
    });
    expect(cart.total).toEqual({ formatted: '£85.00', value: 8500, currency: 'GBP' });
    expect(cart.items[0].child_items).toHaveLength(10);
    expect(cartSchema.safeParse(cart).error).toBeUndefined();

    // Reserved bookings have no price until settled (BOOK-004).
    const reserved = await t.db.query<{ price: number | null; status: string }>(
      'SELECT b.price, b.status FROM bookings b JOIN booking_bundles bb ON bb.id = b.bundle_id WHERE bb.user_id = $1 AND bb.schedule_id = $2',
      [alex, c.id],
    );
    expect(reserved.every((b) => b.status === 'reserved' && b.price === null)).toBe(true);

    const prep = await t.json('/api/checkout/prepare', { token });
    expect(prep.status).toBe(200);
    expect(prep.body.data).toMatchObject({
      provider: 'sandbox',
      card_fields_url: '/sandbox/opayo/card-fields',
      paid_booking_disabled: false,
    });
    const sessionKey = prep.body.data.session_key as string;
    const ci = await cardIdentifier(sessionKey, '4000002500003155');
    const stored = await t.db.one<Record<string, unknown>>('SELECT * FROM card_identifiers WHERE id = $1', [ci]);
    expect(stored).toMatchObject({ last4: '3155', card_type: 'Visa' });
    expect(JSON.stringify(stored)).not.toContain('4000002500003155');

    const auth = await t.json('/api/checkout/authorise', {
      token,
      headers: { 'Idempotency-Key': crypto.randomUUID() },
      body: {
        ...browser,
        card_identifier: ci,
        card_holder_name: 'Alex Morgan',
        session_key: sessionKey,
        payments: [],
        source: 'activity-booking',
        terms: true,
        save_card: false,
        saved_card_id: null,
        completed_waivers: [],
      },
    });
    expect(auth.status).toBe(200);
    expect(auth.body.data.transaction_status).toBe('sca_required');
    expect(transaction.safeParse(auth.body.data).error).toBeUndefined();
    const txId = auth.body.data.transaction_uuid as string;
    expect(auth.body.data.sca_url).toBe(`/sandbox/opayo/challenge/${txId}`);

    const page = await t.request(
      `${auth.body.data.sca_url}?parent_origin=${encodeURIComponent('http://localhost:4300')}`,
    );
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('>Complete</button>');
    const result = await t.json(`/sandbox/opayo/challenge/${txId}/result`, { body: { outcome: 'complete' } });
    expect(result.status).toBe(200);

    const sca = await t.json(`/api/payment-providers/sca-completion/${txId}`, {
      token,
      body: { transaction_uuid: txId, sca_result: result.body.cres },
    });
    expect(sca.body.data).toEqual({ transaction_status: 'authorised', message: null });

    const done = await t.json('/api/checkout/complete', {
      token,
      headers: { 'Idempotency-Key': crypto.randomUUID() },
      body: {
        transaction_uuid: txId,
        payments: [],
        completed_waivers: [waiver.id],
        source: 'activity-booking',
        terms: true,
      },
    });
    expect(done.status).toBe(200);
    const orderId = done.body.data.complete_order_id;
    expect(completedOrder.safeParse(done.body.data).error).toBeUndefined();
    expect(orderId).toBeGreaterThan(0);
    expect(done.body.data.order).toMatchObject({ status: 'success', total: { value: 8500 }, balance: { value: 0 } });

    const settled = await t.db.query<{ price: number; status: string }>(
      'SELECT b.price, b.status FROM bookings b JOIN booking_bundles bb ON bb.id = b.bundle_id WHERE bb.user_id = $1 AND bb.schedule_id = $2',
      [alex, c.id],
    );
    expect(settled.every((b) => b.status === 'settled')).toBe(true);
    expect(settled.reduce((s, b) => s + b.price, 0)).toBe(8500);
    const after = await t.json('/api/v1/activities/courses/swimming-lessons-stage-1', { token });
    expect(after.body.data.bookable_action.action).toBe('cancel_booking');
    const basket = await t.json('/api/activities/cart', { token });
    expect(basket.body.data.items).toHaveLength(0);
  });

  it('COURSE-024 PAY-020 CART-005 adult tennis at the pro-rata price, paid partly with membership credit', async () => {
    await clearBasket(token);
    const course = (await t.json('/api/v1/activities/courses/adult-tennis-beginners', { token })).body.data;
    expect(course.bookable_action).toEqual({ action: 'book', message: 'This course has already started' });
    expect(course.pro_rata_price.value).toBeLessThan(course.price.value);
    const before = await t.db.one<{ balance: number }>(
      "SELECT balance FROM credits WHERE user_id = $1 AND credit_type = 'membership'",
      [alex],
    );
    const added = await t.json(`/api/v1/users/${alex}/carts/activity-booking/items`, {
      token,
      body: { data: { items: [{ purchasable_id: course.id, purchasable_type: 'course', quantity: 1 }] } },
    });
    expect(added.status).toBe(200);
    const total = added.body.data.total.value as number;
    expect(total).toBe(course.pro_rata_price.value);
    expect(added.body.data.available_credit.membership.max_applicable.value).toBe(Math.min(before!.balance, total));

    const applied = await t.json('/api/credits/apply', {
      token,
      body: { credits: [{ type: 'membership', amount: 1000 }], source: 'activity-booking' },
    });
    expect(applied.status).toBe(200);
    expect(applied.body.data.balance.value).toBe(total - 1000);
    const tooMuch = await t.json('/api/credits/apply', {
      token,
      body: { credits: [{ type: 'general', amount: 501 }] },
    });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.message).toBe('Credit amount could not be applied.');

    const prep = (await t.json('/api/checkout/prepare', { token })).body.data;
    expect(prep.balance.value).toBe(total - 1000);
    const ci = await cardIdentifier(prep.session_key, '4242424242424242');
    const payments = [{ tender_type: 'credit', credit_type: 'membership', amount: 1000 }];
    const auth = await t.json('/api/checkout/authorise', {
      token,
      headers: { 'Idempotency-Key': crypto.randomUUID() },
      body: { ...browser, card_identifier: ci, session_key: prep.session_key, payments, terms: true },
    });
    expect(auth.body.data.transaction_status).toBe('authorised');
    const tx = await t.db.one<{ amount: number }>('SELECT amount FROM payment_transactions WHERE id = $1', [
      auth.body.data.transaction_uuid,
    ]);
    expect(tx!.amount).toBe(total - 1000);
    const done = await t.json('/api/checkout/complete', {
      token,
      headers: { 'Idempotency-Key': crypto.randomUUID() },
      body: { transaction_uuid: auth.body.data.transaction_uuid, payments, terms: true },
    });
    expect(done.status).toBe(200);
    const after = await t.db.one<{ balance: number }>(
      "SELECT balance FROM credits WHERE user_id = $1 AND credit_type = 'membership'",
      [alex],
    );
    expect(after!.balance).toBe(before!.balance - 1000);
    const order = (await t.json(`/api/v1/orders/${done.body.data.complete_order_id}`, { token })).body.data;
    expect(
      order.payments.map((p: { tender_type: string; amount: { value: number } }) => [p.tender_type, p.amount.value]),
    ).toEqual([
      ['credit', 1000],
      ['online', total - 1000],
    ]);
    expect(order.payments[1]).toMatchObject({ card_type: 'Visa', last_four: '4242' });
  });

  it('PAY-026 a declined card answers 402 and keeps the basket; insufficient funds carries its message', async () => {
    await clearBasket(token);
    const camp = (await t.json('/api/v1/activities/camps/easter-football-camp', { token })).body.data;
    const added = await t.json(`/api/v1/users/${alex}/carts/activity-booking/items`, {
      token,
      // A junior camp: Alex books it for his son Sam (the camp's age rule refuses Alex himself).
      body: {
        data: {
          items: [
            { purchasable_id: camp.id, purchasable_type: 'camp', quantity: 1, purchased_for_user_id: await samId() },
          ],
        },
      },
    });
    expect(added.status).toBe(200);
    const prep = (await t.json('/api/checkout/prepare', { token })).body.data;
    const declined = await t.json('/api/checkout/authorise', {
      token,
      headers: { 'Idempotency-Key': crypto.randomUUID() },
      body: {
        ...browser,
        card_identifier: await cardIdentifier(prep.session_key, '4000 0000 0000 0002'),
        session_key: prep.session_key,
        payments: [],
        terms: true,
      },
    });
    expect(declined.status).toBe(402);
    expect(declined.body).toEqual({ message: null });
    const poor = await t.json('/api/checkout/authorise', {
      token,
      headers: { 'Idempotency-Key': crypto.randomUUID() },
      body: {
        ...browser,
        card_identifier: await cardIdentifier(prep.session_key, '4000000000009995'),
        session_key: prep.session_key,
        payments: [],
        terms: true,
      },
    });
    expect(poor.status).toBe(402);
    expect(poor.body.message).toBe('Insufficient funds');
    const basket = (await t.json('/api/activities/cart', { token })).body.data;
    expect(basket.items.map((i: { name: string }) => i.name)).toEqual([camp.name]);
    expect(basket.complete_order_id).toBeNull();
    await clearBasket(token);
    expect((await t.json('/api/activities/cart', { token })).body.data.item_count).toBe(0);
  });

  it('PAY-033 front-of-house staff pay for Alex Morgan through /api/checkout/pay with selected_user_id', async () => {
    const staff = await t.login('staff@example.com');
    await clearBasket(staff, alex);
    const camp = (await t.json('/api/v1/activities/camps/easter-football-camp', { token: staff })).body.data;
    const added = await t.json('/api/activities/cart/add', {
      token: staff,
      body: { items: [{ id: camp.id, type: 'camp', purchased_for_user_id: await samId() }], selected_user_id: alex },
    });
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({ user_id: alex, source: 'front-of-house', selected_user_id: alex });
    const customerTry = await t.json('/api/checkout/pay', {
      token,
      body: { selected_user_id: alex, payments: [{ tender_type: 'cash', amount: 8000 }] },
    });
    expect(customerTry.status).toBe(403);
    const paid = await t.json('/api/checkout/pay', {
      token: staff,
      headers: { 'Idempotency-Key': crypto.randomUUID() },
      body: {
        selected_user_id: alex,
        payments: [{ tender_type: 'cash', amount: camp.price.value }],
        completed_waivers: [],
        source: 'front-of-house',
      },
    });
    expect(paid.status).toBe(200);
    const order = await t.db.one<{ user_id: number; created_by_user_id: number; source: string; status: string }>(
      'SELECT * FROM orders WHERE id = $1',
      [paid.body.data.complete_order_id],
    );
    expect(order).toMatchObject({ user_id: alex, source: 'front-of-house', status: 'success' });
    expect(order!.created_by_user_id).toBe(await t.userId('staff@example.com'));
    const bundle = await t.db.one<{ status: string; channel: string }>(
      'SELECT bb.status, b.channel FROM booking_bundles bb JOIN bookings b ON b.bundle_id = bb.id WHERE bb.order_id = $1 LIMIT 1',
      [paid.body.data.complete_order_id],
    );
    expect(bundle).toEqual({ status: 'settled', channel: 'foh' });
  });
});
