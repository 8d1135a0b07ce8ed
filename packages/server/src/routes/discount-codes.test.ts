import { cart as cartSchema } from '@venue/core/contract';
import { testApp, type TestApp } from '../testing/test-app.ts';
import { createCustomers } from '../testing/commerceFixtures.ts';
import { DISCOUNT_MESSAGES, discountAmount } from '../domain/discounts/discountCodes.ts';

let t: TestApp;
let anytimeMonthly: number;
let riversideId: number;

beforeAll(async () => {
  t = await testApp();
  riversideId = (await t.db.one<{ id: number }>("SELECT id FROM venues WHERE slug = 'riverside'"))!.id;
  anytimeMonthly = (await t.db.one<{ id: number }>(
    "SELECT id FROM pricing_options WHERE reference = 'ANYTIME-MONTHLY'",
  ))!.id;
});

/** A fresh customer with Anytime monthly (£34.99 + £15.00 joining fee = £49.99) in the basket. */
async function basketOf(tag: string) {
  const [c] = await createCustomers(t.db, 1, tag);
  await t.db.query("UPDATE users SET date_of_birth = '1985-03-03' WHERE id = $1", [c!.id]);
  const res = await t.json(`/api/v1/users/${c!.id}/carts/online-joining/items`, {
    token: c!.token,
    body: {
      data: {
        items: [
          { purchasable_type: 'pricingOption', purchasable_id: String(anytimeMonthly), home_venue_id: riversideId },
        ],
      },
    },
  });
  expect(res.status).toBe(200);
  expect(res.body.data.total.value).toBe(4999);
  return c!;
}

const apply = (c: { token: string }, code: unknown) =>
  t.json('/api/activities/cart/discount-code', { token: c.token, body: { code } });

describe('discount codes on the basket', () => {
  it('WELCOME10 takes 10% off the total (sub-total kept), case-insensitively', async () => {
    const c = await basketOf('dcpct');
    const res = await apply(c, ' welcome10 ');
    expect(res.status).toBe(200);
    expect(cartSchema.safeParse(res.body.data).error).toBeUndefined();
    expect(res.body.data.sub_total.value).toBe(4999);
    expect(res.body.data.discount).toMatchObject({
      code: 'WELCOME10',
      kind: 'percentage',
      rate: 10,
      amount: { value: 500 },
    });
    expect(res.body.data.total.value).toBe(4499);
    expect(res.body.data.balance.value).toBe(4499);
    // The basket read later keeps it.
    expect((await t.json('/api/activities/cart', { token: c.token })).body.data.total.value).toBe(4499);
  });

  it('FIVEOFF takes £5.00 off; removing the code restores the total', async () => {
    const c = await basketOf('dcfix');
    const res = await apply(c, 'FIVEOFF');
    expect(res.body.data.discount.amount).toEqual({ formatted: '£5.00', value: 500, currency: 'GBP' });
    expect(res.body.data.total.value).toBe(4499);
    const removed = await t.json('/api/activities/cart/discount-code', { method: 'DELETE', token: c.token });
    expect(removed.status).toBe(200);
    expect(removed.body.data.discount).toBeNull();
    expect(removed.body.data.total.value).toBe(4999);
    // Clearing the basket drops a code too.
    await apply(c, 'FIVEOFF');
    const cleared = await t.json('/api/activities/cart', { method: 'DELETE', token: c.token });
    expect(cleared.body.data.discount).toBeNull();
  });

  it('PAY-030 an expired or unknown code is a 400 with the reason; an empty code a 422 naming the field', async () => {
    const c = await basketOf('dcbad');
    const expired = await apply(c, 'EXPIRED20');
    expect(expired.status).toBe(400);
    expect(expired.body).toEqual({ message: DISCOUNT_MESSAGES.expired });
    const unknown = await apply(c, 'NOPE');
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(DISCOUNT_MESSAGES.unknown);
    const empty = await apply(c, '  ');
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.errors)).toEqual(['code']);
    expect((await t.json('/api/activities/cart', { token: c.token })).body.data.total.value).toBe(4999);
  });

  it('a code needs something in the basket, and a used-up code is refused', async () => {
    const [c] = await createCustomers(t.db, 1, 'dcempty');
    const res = await apply(c!, 'WELCOME10');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(DISCOUNT_MESSAGES.emptyBasket);
    const client = await t.db.one<{ id: number }>('SELECT id FROM clients LIMIT 1');
    await t.db.query(
      `INSERT INTO discount_codes (client_id, code, description, kind, amount, max_uses, uses) VALUES ($1, 'GONE', 'gone', 'fixed', 100, 1, 1)`,
      [client!.id],
    );
    const d = await basketOf('dcgone');
    expect((await apply(d, 'GONE')).body.message).toBe(DISCOUNT_MESSAGES.usedUp);
  });

  it('the card is charged the discounted total, the order records the discount and the code counts a use', async () => {
    const c = await basketOf('dcpay');
    await apply(c, 'WELCOME10');
    const prep = await t.json('/api/checkout/prepare', { token: c.token });
    expect(prep.body.data.total.value).toBe(4499);
    const key = prep.body.data.session_key as string;
    const ci = await t.json('/sandbox/opayo/card-identifiers', {
      headers: { Authorization: `Bearer ${key}` },
      body: {
        cardDetails: { cardholderName: 'D C', cardNumber: '4242424242424242', expiryDate: '1230', securityCode: '123' },
      },
    });
    const auth = await t.json('/api/checkout/authorise', {
      token: c.token,
      headers: { 'Idempotency-Key': crypto.randomUUID() },
      body: {
        card_identifier: ci.body.cardIdentifier,
        card_holder_name: 'D C',
        session_key: key,
        payments: [],
        source: 'online-joining',
        terms: true,
      },
    });
    const tx = await t.db.one<{ amount: number }>('SELECT amount FROM payment_transactions WHERE id = $1', [
      auth.body.data.transaction_uuid,
    ]);
    expect(tx!.amount).toBe(4499);
    const uses = async () =>
      (await t.db.one<{ uses: number }>("SELECT uses FROM discount_codes WHERE code = 'WELCOME10'"))!.uses;
    const before = await uses();
    const done = await t.json('/api/checkout/complete', {
      token: c.token,
      headers: { 'Idempotency-Key': crypto.randomUUID() },
      body: { transaction_uuid: auth.body.data.transaction_uuid, payments: [], source: 'online-joining', terms: true },
    });
    expect(done.status).toBe(200);
    expect(done.body.data.order.total.value).toBe(4499);
    const lines = done.body.data.order.line_items as { name: string; price: { value: number } }[];
    expect(lines.reduce((s, l) => s + l.price.value, 0)).toBe(4499);
    expect(lines.at(-1)).toMatchObject({ name: 'Discount code WELCOME10', price: { value: -500 } });
    const paid = await t.db.one<{ amount: number }>(
      'SELECT sum(amount)::int AS amount FROM payments WHERE order_id = $1',
      [done.body.data.complete_order_id],
    );
    expect(paid!.amount).toBe(4499);
    expect(await uses()).toBe(before + 1);
  });

  it('never takes off more than the basket costs', () => {
    expect(discountAmount({ kind: 'fixed', amount: 500 }, 300)).toBe(300);
    expect(discountAmount({ kind: 'percentage', amount: 10 }, 4999)).toBe(500);
    expect(discountAmount({ kind: 'percentage', amount: 100 }, 4999)).toBe(4999);
    expect(discountAmount({ kind: 'fixed', amount: 500 }, 0)).toBe(0);
  });
});
