import { cart as cartSchema, cartItemByKind, venueMemberships } from '@venue/core/contract';
import { testApp, type TestApp } from '../testing/test-app.ts';
import { createCustomers } from '../testing/commerceFixtures.ts';
import { ageOn, ageRefusal, nextBillingDate } from '../domain/membership-joining/terms.ts';
import {
  ALREADY_A_MEMBER,
  HOME_VENUE_INVALID,
  HOME_VENUE_REQUIRED,
  ONE_MEMBERSHIP_PER_BASKET,
} from '../domain/membership-joining/addMembership.ts';
import { localDate } from '../time/londonTime.ts';

let t: TestApp;
let riversideId: number;

interface Option {
  id: number;
  billing_period: string;
  price: { value: number };
  joining_fee: { value: number };
  due_today: { value: number };
}
interface Offer {
  slug: string;
  name: string;
  concession: boolean;
  concession_eligibility: string | null;
  min_age: number | null;
  max_age: number | null;
  includes: string[];
  pricing_options: Option[];
}
let offers: Offer[];
const option = (slug: string, period: 'monthly' | 'annual') =>
  offers.find((o) => o.slug === slug)!.pricing_options.find((p) => p.billing_period === period)!;

beforeAll(async () => {
  t = await testApp();
  riversideId = (await t.db.one<{ id: number }>("SELECT id FROM venues WHERE slug = 'riverside'"))!.id;
  offers = (await t.json('/api/venues/riverside/memberships')).body.data.memberships;
});

/** A fresh customer with this date of birth (or none), logged in. */
async function customer(tag: string, dob: string | null = '1990-05-01') {
  const [c] = await createCustomers(t.db, 1, tag);
  await t.db.query('UPDATE users SET date_of_birth = $2 WHERE id = $1', [c!.id, dob]);
  return c!;
}

const addOption = (c: { id: number; token: string }, optionId: number, homeVenueId: number | null = riversideId) =>
  t.json(`/api/v1/users/${c.id}/carts/online-joining/items`, {
    token: c.token,
    body: {
      data: {
        items: [
          {
            purchasable_type: 'pricingOption',
            purchasable_id: String(optionId),
            quantity: 1,
            ...(homeVenueId === null ? {} : { home_venue_id: homeVenueId }),
          },
        ],
      },
    },
  });

describe('membership pricing (GET /api/venues/{slug}/memberships)', () => {
  it('USER-017 lists each membership with monthly and annual options, joining fee, concession and age limits', async () => {
    const res = await t.json('/api/venues/riverside/memberships');
    expect(res.status).toBe(200);
    expect(venueMemberships.safeParse(res.body.data).error).toBeUndefined();
    expect(res.body.data.venue).toMatchObject({ slug: 'riverside', name: 'Riverside Leisure Centre' });
    expect(offers.map((o) => o.name)).toEqual(['Off-peak', 'Anytime', 'Junior', 'Anytime concession']);
    // demo-data.md: £24.99, £34.99, £14.99 a month, each with a £15.00 joining fee.
    expect(option('off-peak', 'monthly')).toMatchObject({
      price: { value: 2499 },
      joining_fee: { value: 1500 },
      due_today: { value: 3999 },
    });
    expect(option('anytime', 'monthly').price.value).toBe(3499);
    expect(option('junior', 'monthly').price.value).toBe(1499);
    expect(option('anytime', 'annual')).toMatchObject({ price: { value: 34990 }, joining_fee: { value: 0 } });
    const concession = offers.find((o) => o.slug === 'anytime-concession')!;
    expect(concession.concession).toBe(true);
    expect(concession.concession_eligibility).toMatch(/Over-60s/);
    expect(offers.find((o) => o.slug === 'junior')).toMatchObject({ min_age: 8, max_age: 17 });
    expect(offers.every((o) => o.includes.length > 0)).toBe(true);
  });

  it('answers 404 for a venue that does not exist', async () => {
    const res = await t.json('/api/venues/nowhere/memberships');
    expect(res.status).toBe(404);
  });
});

describe('a membership into the basket', () => {
  it('CART-012 adds the option as a membership item with its joining fee child, in an online-joining basket', async () => {
    const c = await customer('mjadd');
    const res = await addOption(c, option('anytime', 'monthly').id);
    expect(res.status).toBe(200);
    const cart = res.body.data;
    expect(cartSchema.safeParse(cart).error).toBeUndefined();
    expect(cart.source).toBe('online-joining');
    expect(cart.items).toHaveLength(1);
    const item = cart.items[0];
    expect(cartItemByKind.safeParse(item).error).toBeUndefined();
    expect(item).toMatchObject({
      type: 'membership',
      name: 'Anytime membership',
      membership_type: 'adult',
      home_venue: { id: riversideId, slug: 'riverside' },
      price: { value: 3499 },
      cartable_resource: { new_membership: true },
    });
    expect(item.child_items).toEqual([
      expect.objectContaining({ name: 'Joining fee', price: expect.objectContaining({ value: 1500 }) }),
    ]);
    expect(item.child_items[0].collectable_fee_id).toBeTruthy();
    expect(cart.total.value).toBe(3499 + 1500);
  });

  it('one membership per basket: a second add answers 409', async () => {
    const c = await customer('mjone');
    expect((await addOption(c, option('off-peak', 'monthly').id)).status).toBe(200);
    const second = await addOption(c, option('anytime', 'annual').id);
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(ONE_MEMBERSHIP_PER_BASKET);
  });

  it('age limits: a 30-year-old cannot join Junior, a 12-year-old can, no date of birth is asked for (422 naming the field)', async () => {
    const adult = await customer('mjage1', '1990-01-01');
    const refused = await addOption(adult, option('junior', 'monthly').id);
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ date_of_birth: ['Junior is for people aged 8 to 17.'] });
    const today = localDate(new Date());
    const child = await customer('mjage2', `${Number(today.slice(0, 4)) - 12}-01-01`);
    expect((await addOption(child, option('junior', 'monthly').id)).status).toBe(200);
    const unknown = await customer('mjage3', null);
    const asked = await addOption(unknown, option('junior', 'monthly').id);
    expect(asked.status).toBe(422);
    expect(asked.body.errors).toEqual({ date_of_birth: ['Add your date of birth to your account to join Junior.'] });
    // Adult memberships have no age limit: no date of birth is needed.
    expect((await addOption(unknown, option('anytime', 'monthly').id)).status).toBe(200);
  });

  it('a home venue is required and must be one the membership can have', async () => {
    const c = await customer('mjvenue');
    const none = await addOption(c, option('anytime', 'monthly').id, null);
    expect(none.status).toBe(422);
    expect(none.body.errors).toEqual({ 'data.items.0.home_venue_id': [HOME_VENUE_REQUIRED] });
    const wrong = await addOption(c, option('anytime', 'monthly').id, 999_999);
    expect(wrong.body.errors).toEqual({ 'data.items.0.home_venue_id': [HOME_VENUE_INVALID] });
    const huge = await addOption(c, option('anytime', 'monthly').id, 2_147_483_648);
    expect(huge.status).toBe(422);
    expect(Object.keys(huge.body.errors)).toEqual(['data.items.0.home_venue_id']);
  });

  it('a pricing option that is not a membership option is refused; an existing member cannot join again', async () => {
    const c = await customer('mjbad');
    const ticket = await t.db.one<{ id: number }>("SELECT id FROM pricing_options WHERE reference = 'LANE-ADULT'");
    const res = await addOption(c, ticket!.id);
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['data.items.0.purchasable_id']);
    const alex = await t.login('demo@example.com');
    const alexId = await t.userId('demo@example.com');
    const again = await addOption({ id: alexId, token: alex }, option('off-peak', 'monthly').id);
    expect(again.status).toBe(422);
    expect(again.body.errors['data.items.0.purchasable_id']).toEqual([ALREADY_A_MEMBER]);
  });

  it('the flows cart service adds {type: membership, pricing_option_id, home_venue_id} too', async () => {
    const c = await customer('mjflows');
    const res = await t.json('/api/activities/cart/add', {
      token: c.token,
      body: {
        items: [
          {
            id: 'anytime',
            type: 'membership',
            pricing_option_id: option('anytime', 'annual').id,
            home_venue_id: riversideId,
          },
        ],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.items[0]).toMatchObject({ type: 'membership', price: { value: 34990 }, child_items: [] });
    expect(res.body.data.total.value).toBe(34990);
  });
});

describe('completing an online-joining order', () => {
  it('USER-017 paying the basket creates the order and an active membership with its billing date', async () => {
    const c = await customer('mjpay');
    const opt = option('off-peak', 'monthly');
    expect((await addOption(c, opt.id)).status).toBe(200);
    const prep = await t.json('/api/checkout/prepare', { token: c.token });
    const key = prep.body.data.session_key as string;
    const ci = await t.json('/sandbox/opayo/card-identifiers', {
      headers: { Authorization: `Bearer ${key}` },
      body: {
        cardDetails: {
          cardholderName: 'New Member',
          cardNumber: '4242424242424242',
          expiryDate: '1230',
          securityCode: '123',
        },
      },
    });
    const auth = await t.json('/api/checkout/authorise', {
      token: c.token,
      headers: { 'Idempotency-Key': crypto.randomUUID() },
      body: {
        card_identifier: ci.body.cardIdentifier,
        card_holder_name: 'New Member',
        session_key: key,
        payments: [],
        source: 'online-joining',
        terms: true,
      },
    });
    expect(auth.body.data.transaction_status).toBe('authorised');
    const txRow = await t.db.one<{ amount: number }>('SELECT amount FROM payment_transactions WHERE id = $1', [
      auth.body.data.transaction_uuid,
    ]);
    expect(txRow!.amount).toBe(2499 + 1500);
    const done = await t.json('/api/checkout/complete', {
      token: c.token,
      headers: { 'Idempotency-Key': crypto.randomUUID() },
      body: { transaction_uuid: auth.body.data.transaction_uuid, payments: [], source: 'online-joining', terms: true },
    });
    expect(done.status).toBe(200);
    const orderId = done.body.data.complete_order_id as number;
    expect(done.body.data.order).toMatchObject({ status: 'success', total: { value: 3999 } });
    const lines = done.body.data.order.line_items.map((l: { name: string; price: { value: number } }) => [
      l.name,
      l.price.value,
    ]);
    expect(lines).toEqual([
      ['Off-peak membership', 2499],
      ['Joining fee', 1500],
    ]);
    expect(done.body.data.order.line_items[0].summary).toMatch(
      /^Monthly membership from \w{3} \d{1,2} \w{3} \d{4}, home venue Riverside Leisure Centre$/,
    );
    const order = await t.db.one<{ cart_source: string }>('SELECT cart_source FROM orders WHERE id = $1', [orderId]);
    expect(order!.cart_source).toBe('online-joining');
    const m = await t.db.one<Record<string, unknown>>(
      `SELECT mu.status, to_char(mu.starts_at AT TIME ZONE 'Europe/London', 'YYYY-MM-DD') AS start_date,
              to_char(mu.billing_date, 'YYYY-MM-DD') AS billing_date, mu.home_venue_id, mu.price, mu.billing_period,
              mu.order_id, m.slug
         FROM membership_users mu JOIN memberships m ON m.id = mu.membership_id WHERE mu.user_id = $1`,
      [c.id],
    );
    const today = localDate(new Date());
    expect(m).toEqual({
      status: 'active',
      start_date: today,
      billing_date: nextBillingDate(today, 'monthly'),
      home_venue_id: riversideId,
      price: 2499,
      billing_period: 'monthly',
      order_id: orderId,
      slug: 'off-peak',
    });
  });
});

describe('joining rules (pure)', () => {
  it('works out ages in whole years and billing dates within the month', () => {
    expect(ageOn('2010-06-15', '2026-06-14')).toBe(15);
    expect(ageOn('2010-06-15', '2026-06-15')).toBe(16);
    expect(nextBillingDate('2026-01-31', 'monthly')).toBe('2026-02-28');
    expect(nextBillingDate('2026-12-15', 'monthly')).toBe('2027-01-15');
    expect(nextBillingDate('2028-02-29', 'annual')).toBe('2029-02-28');
    expect(ageRefusal({ name: 'Junior', min_age: 8, max_age: 17 }, '2020-01-01', '2026-01-01')).toBe(
      'Junior is for people aged 8 to 17.',
    );
    expect(ageRefusal({ name: 'Anytime', min_age: null, max_age: null }, null, '2026-01-01')).toBeNull();
  });
});
