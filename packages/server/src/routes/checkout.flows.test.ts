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
  browser_java_enabled: false, browser_javascript_enabled: true, browser_language: 'en-GB', browser_color_depth: 24,
  browser_screen_height: 800, browser_screen_width: 1280, browser_tz: 0, browser_user_agent: 'vitest',
  billing_address1: '1 River Street', billing_city: 'Manchester', billing_postcode: 'M1 1AA', billing_country: 'GB',
};

async function clearBasket(tok: string, selected?: number) {
  await t.json(`/api/activities/cart${selected ? `?selected_user_id=${selected}` : ''}`, { method: 'DELETE', token: tok });
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
    const questions = c.custom_question_sections.flatMap((s: { questions: unknown[] }) => s.questions) as { id: number; type: string; options: { value: string }[] }[];
    const answers = questions.map((q) => ({ custom_question_id: q.id, answer: q.type === 'select' ? q.options[0]!.value : 'No medical conditions' }));

    const added = await t.json(`/api/v1/users/${alex}/carts/activity-booking/items`, {
      token,
      body: { data: { items: [{ purchasable_id: c.id, purchasable_type: 'course', quantity: 1, activity_restriction_ids: [waiver.id], custom_question_answers: answers }] } },
    });
    expect(added.status).toBe(200);
    const cart = added.body.data;
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({ type: 'av2_booking_bundle', cartable_type: 'av2BookingBundle', quantity: 1, purchasable_type: 'course' });
    expect(cart.total).toEqual({ formatted: '£85.00', value: 8500, currency: 'GBP' });
    expect(cart.items[0].child_items).toHaveLength(10);

    // Reserved bookings have no price until settled (BOOK-004).
    const reserved = await t.db.query<{ price: number | null; status: string }>('SELECT b.price, b.status FROM bookings b JOIN booking_bundles bb ON bb.id = b.bundle_id WHERE bb.user_id = $1 AND bb.schedule_id = $2', [alex, c.id]);
    expect(reserved.every((b) => b.status === 'reserved' && b.price === null)).toBe(true);

    const prep = await t.json('/api/checkout/prepare', { token });
    expect(prep.status).toBe(200);
    expect(prep.body.data).toMatchObject({ provider: 'sandbox', card_fields_url: '/sandbox/opayo/card-fields', paid_booking_disabled: false });
    const sessionKey = prep.body.data.session_key as string;
    const ci = await cardIdentifier(sessionKey, '4000002500003155');
    const stored = await t.db.one<Record<string, unknown>>('SELECT * FROM card_identifiers WHERE id = $1', [ci]);
    expect(stored).toMatchObject({ last4: '3155', card_type: 'Visa' });
    expect(JSON.stringify(stored)).not.toContain('4000002500003155');

    const auth = await t.json('/api/checkout/authorise', {
      token, headers: { 'Idempotency-Key': crypto.randomUUID() },
      body: { ...browser, card_identifier: ci, card_holder_name: 'Alex Morgan', session_key: sessionKey, payments: [], source: 'activity-booking', terms: true, save_card: false, saved_card_id: null, completed_waivers: [] },
    });
    expect(auth.status).toBe(200);
    expect(auth.body.data.transaction_status).toBe('sca_required');
    const txId = auth.body.data.transaction_uuid as string;
    expect(auth.body.data.sca_url).toBe(`/sandbox/opayo/challenge/${txId}`);

    const page = await t.request(`${auth.body.data.sca_url}?parent_origin=${encodeURIComponent('http://localhost:4300')}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('>Complete</button>');
    const result = await t.json(`/sandbox/opayo/challenge/${txId}/result`, { body: { outcome: 'complete' } });
    expect(result.status).toBe(200);

    const sca = await t.json(`/api/payment-providers/sca-completion/${txId}`, { token, body: { transaction_uuid: txId, sca_result: result.body.cres } });
    expect(sca.body.data).toEqual({ transaction_status: 'authorised', message: null });

    const done = await t.json('/api/checkout/complete', {
      token, headers: { 'Idempotency-Key': crypto.randomUUID() },
      body: { transaction_uuid: txId, payments: [], completed_waivers: [waiver.id], source: 'activity-booking', terms: true },
    });
    expect(done.status).toBe(200);
    const orderId = done.body.data.complete_order_id;
    expect(orderId).toBeGreaterThan(0);
    expect(done.body.data.order).toMatchObject({ status: 'success', total: { value: 8500 }, balance: { value: 0 } });

    const settled = await t.db.query<{ price: number; status: string }>('SELECT b.price, b.status FROM bookings b JOIN booking_bundles bb ON bb.id = b.bundle_id WHERE bb.user_id = $1 AND bb.schedule_id = $2', [alex, c.id]);
    expect(settled.every((b) => b.status === 'settled')).toBe(true);
    expect(settled.reduce((s, b) => s + b.price, 0)).toBe(8500);
    const after = await t.json('/api/v1/activities/courses/swimming-lessons-stage-1', { token });
    expect(after.body.data.bookable_action.action).toBe('cancel_booking');
    const basket = await t.json('/api/activities/cart', { token });
    expect(basket.body.data.items).toHaveLength(0);
  });
});
