import { testApp, type TestApp } from '../testing/test-app.ts';
import { createCustomers, occurrenceWithPlaces } from '../testing/commerceFixtures.ts';
import { createFakeStripeClient } from '../payments/stripeClient.ts';
import { setStripeClient } from '../payments/stripeRegistry.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});

async function customerWithBasket(tag: string) {
  const [u] = await createCustomers(t.db, 1, tag);
  const occ = await occurrenceWithPlaces(t.db, 3);
  const r = await t.json('/api/activities/cart/add', {
    token: u!.token,
    body: { items: [{ id: occ, type: 'activity' }] },
  });
  expect(r.status).toBe(200);
  return { ...u!, total: r.body.data.total.value as number };
}

async function card(sessionKey: string, cardNumber: string, extra: Record<string, string> = {}) {
  return t.json('/sandbox/opayo/card-identifiers', {
    headers: { Authorization: `Bearer ${sessionKey}` },
    body: { cardDetails: { cardholderName: 'Pat Doe', cardNumber, expiryDate: '1230', securityCode: '123', ...extra } },
  });
}

async function withSettings(patch: Record<string, unknown>, fn: () => Promise<void>) {
  const before = await t.db.one<{ settings: Record<string, unknown> }>(
    "SELECT settings FROM clients WHERE domain = 'riverside-leisure'",
  );
  await t.db.query("UPDATE clients SET settings = settings || $1::jsonb WHERE domain = 'riverside-leisure'", [
    JSON.stringify(patch),
  ]);
  try {
    await fn();
  } finally {
    await t.db.query("UPDATE clients SET settings = $1::jsonb WHERE domain = 'riverside-leisure'", [
      JSON.stringify(before!.settings),
    ]);
  }
}

describe('checkout protocol', () => {
  it('API-042 PAY-031 prepare needs a basket and answers 403 with paid_booking_disabled when paid booking is off', async () => {
    const [empty] = await createCustomers(t.db, 1, 'emptyprep');
    expect((await t.json('/api/checkout/prepare')).status).toBe(401);
    expect((await t.json('/api/checkout/prepare', { token: empty!.token })).status).toBe(422);
    const u = await customerWithBasket('prep');
    const r = await t.json('/api/checkout/prepare', { token: u.token });
    expect(r.body.data).toMatchObject({
      provider: 'sandbox',
      terms: expect.stringContaining('terms and conditions'),
      total: { value: u.total },
      balance: { value: u.total },
      paid_booking_disabled: false,
    });
    expect(new Date(r.body.data.session_key_expires_at).getTime() - Date.now()).toBeGreaterThan(390_000);
    await withSettings({ paid_booking_enabled: false }, async () => {
      const off = await t.json('/api/checkout/prepare', { token: u.token });
      expect(off.status).toBe(403);
      expect(off.body.paid_booking_disabled).toBe(true);
      expect(typeof off.body.message).toBe('string');
    });
  });

  it('PAY-034 the card-fields page is served for an iframe, checks its parent origin and never sees a stored card number', async () => {
    const u = await customerWithBasket('fields');
    const key = (await t.json('/api/checkout/prepare', { token: u.token })).body.data.session_key;
    const page = await t.request(
      `/sandbox/opayo/card-fields?merchant_session_key=${key}&parent_origin=${encodeURIComponent('http://shop.example:8080/basket')}`,
    );
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain('frame-ancestors http://shop.example:8080');
    const html = await page.text();
    expect(html).toContain('data-parent-origin="http://shop.example:8080"');
    expect(html).toContain('<label for="card-number">Card number</label>');
    expect(
      (await t.request(`/sandbox/opayo/card-fields?merchant_session_key=${key}&parent_origin=javascript:x`)).status,
    ).toBe(400);
    expect(
      (await t.request('/sandbox/opayo/card-fields?merchant_session_key=nope&parent_origin=http://a.test')).status,
    ).toBe(401);
    const script = await t.request('/sandbox/opayo/card-fields.js');
    expect(script.headers.get('content-type')).toContain('javascript');
    expect(await script.text()).toContain('event.origin !== parentOrigin');
  });

  it('PAY-034 merchant session keys are issued to logged-in callers and expire after 400 seconds', async () => {
    expect((await t.json('/sandbox/opayo/merchant-session-keys', { body: {} })).status).toBe(401);
    const [u] = await createCustomers(t.db, 1, 'msk');
    const r = await t.json('/sandbox/opayo/merchant-session-keys', { token: u!.token, body: {} });
    expect(r.status).toBe(201);
    const left = new Date(r.body.expiry).getTime() - Date.now();
    expect(left).toBeGreaterThan(390_000);
    expect(left).toBeLessThanOrEqual(400_000);
    expect((await card(r.body.merchantSessionKey, '4242424242424242')).status).toBe(201);
  });

  it('PAY-034 card identifiers: field errors in the provider shape, 401 on an expired merchant session key', async () => {
    const u = await customerWithBasket('cards');
    const key = (await t.json('/api/checkout/prepare', { token: u.token })).body.data.session_key;
    const bad = await card(key, '4242424242424241', { expiryDate: '0120', securityCode: '1' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.map((e: { property: string }) => e.property)).toEqual([
      'cardDetails.cardNumber',
      'cardDetails.expiryDate',
      'cardDetails.securityCode',
    ]);
    const good = await card(key, '4242 4242 4242 4242');
    expect(good.status).toBe(201);
    expect(good.body).toMatchObject({ cardType: 'Visa', cardIdentifier: expect.any(String) });
    await t.db.query("UPDATE merchant_session_keys SET expires_at = now() - interval '1 second' WHERE key = $1", [key]);
    expect((await card(key, '4242424242424242')).status).toBe(401);
    const auth = await t.json('/api/checkout/authorise', {
      token: u.token,
      body: { card_identifier: good.body.cardIdentifier, session_key: key, payments: [], terms: true },
    });
    expect(auth.status).toBe(422);
    expect(auth.body.errors).toHaveProperty(['session_key']);
  });

  it('PAY-027 PAY-029 when the client has terms, authorise needs terms: true', async () => {
    const u = await customerWithBasket('terms');
    await withSettings({ checkout_terms_html: '<p>Be nice.</p>' }, async () => {
      const prep = (await t.json('/api/checkout/prepare', { token: u.token })).body.data;
      expect(prep.terms).toBe('<p>Be nice.</p>');
      const ci = (await card(prep.session_key, '4242424242424242')).body.cardIdentifier;
      const no = await t.json('/api/checkout/authorise', {
        token: u.token,
        body: { card_identifier: ci, session_key: prep.session_key, terms: false },
      });
      expect(no.status).toBe(422);
      expect(no.body.errors.terms).toEqual(['You must agree to the terms and conditions.']);
      const yes = await t.json('/api/checkout/authorise', {
        token: u.token,
        body: { card_identifier: ci, session_key: prep.session_key, terms: true },
      });
      expect(yes.body.data.transaction_status).toBe('authorised');
    });
  });

  it('PAY-005 MSG-016 a failed 3-D Secure challenge fails the transaction and keeps the basket', async () => {
    const u = await customerWithBasket('scafail');
    const prep = (await t.json('/api/checkout/prepare', { token: u.token })).body.data;
    const ci = (await card(prep.session_key, '4000002500003155')).body.cardIdentifier;
    const auth = (
      await t.json('/api/checkout/authorise', {
        token: u.token,
        body: { card_identifier: ci, session_key: prep.session_key, terms: true },
      })
    ).body.data;
    expect(auth.transaction_status).toBe('sca_required');
    const early = await t.json(`/api/payment-providers/sca-completion/${auth.transaction_uuid}`, {
      token: u.token,
      body: { transaction_uuid: auth.transaction_uuid, sca_result: 'forged' },
    });
    expect(early.body.data.transaction_status).toBe('failed');
    const cres = (
      await t.json(`/sandbox/opayo/challenge/${auth.transaction_uuid}/result`, { body: { outcome: 'fail' } })
    ).body.cres;
    const sca = await t.json(`/api/payment-providers/sca-completion/${auth.transaction_uuid}`, {
      token: u.token,
      body: { transaction_uuid: auth.transaction_uuid, sca_result: cres },
    });
    expect(sca.body.data).toEqual({ transaction_status: 'failed', message: '3D Secure verification failed' });
    const complete = await t.json('/api/checkout/complete', {
      token: u.token,
      body: { transaction_uuid: auth.transaction_uuid, terms: true },
    });
    expect(complete.status).toBe(422);
    expect((await t.json('/api/activities/cart', { token: u.token })).body.data.item_count).toBe(1);
    // A new attempt is possible once the failed one is out of the way.
    const ci2 = (await card(prep.session_key, '4242424242424242')).body.cardIdentifier;
    expect(
      (
        await t.json('/api/checkout/authorise', {
          token: u.token,
          body: { card_identifier: ci2, session_key: prep.session_key, terms: true },
        })
      ).body.data.transaction_status,
    ).toBe('authorised');
  });

  it('MSG-017 API-044 complete without a transaction is refused unless credit covers the whole balance', async () => {
    const u = await customerWithBasket('credonly');
    const none = await t.json('/api/checkout/complete', {
      token: u.token,
      body: { transaction_uuid: null, payments: [], terms: true },
    });
    expect(none.status).toBe(422);
    expect(none.body.message).toBe('No transaction ID available for payment completion');
    await t.db.query("INSERT INTO credits (user_id, credit_type, balance) VALUES ($1, 'general', $2)", [
      u.id,
      u.total + 100,
    ]);
    const paid = await t.json('/api/checkout/complete', {
      token: u.token,
      body: {
        transaction_uuid: null,
        payments: [{ tender_type: 'credit', credit_type: 'general', amount: u.total }],
        completed_waivers: [],
        source: 'activity-booking',
        terms: true,
      },
    });
    expect(paid.status).toBe(200);
    expect(paid.body.data.order.payments).toEqual([
      expect.objectContaining({
        tender_type: 'credit',
        credit_type: 'general',
        amount: expect.objectContaining({ value: u.total }),
      }),
    ]);
    const left = await t.db.one<{ balance: number }>(
      "SELECT balance FROM credits WHERE user_id = $1 AND credit_type = 'general'",
      [u.id],
    );
    expect(left!.balance).toBe(100);
  });

  it('PAY-001 a basket changed after authorisation is not completed with the old payment', async () => {
    const u = await customerWithBasket('changed');
    const prep = (await t.json('/api/checkout/prepare', { token: u.token })).body.data;
    const ci = (await card(prep.session_key, '4242424242424242')).body.cardIdentifier;
    const auth = (
      await t.json('/api/checkout/authorise', {
        token: u.token,
        body: { card_identifier: ci, session_key: prep.session_key, terms: true },
      })
    ).body.data;
    const camp = await t.db.one<{ id: string }>("SELECT id FROM schedules WHERE slug = 'easter-football-camp'");
    expect(
      (await t.json('/api/activities/cart/add', { token: u.token, body: { items: [{ id: camp!.id, type: 'camp' }] } }))
        .status,
    ).toBe(200);
    const done = await t.json('/api/checkout/complete', {
      token: u.token,
      body: { transaction_uuid: auth.transaction_uuid, terms: true },
    });
    expect(done.status).toBe(409);
    expect(done.body.message).toBe('Your basket changed after the payment was authorised, please pay again.');
    const tx = await t.db.one<{ status: string }>('SELECT status FROM payment_transactions WHERE id = $1', [
      auth.transaction_uuid,
    ]);
    expect(tx!.status).toBe('refunded');
  });

  it('PAY-035 the Stripe provider takes payment_method_id and setup_intent_id through the StripeClient interface', async () => {
    const fake = createFakeStripeClient();
    setStripeClient(fake);
    try {
      await withSettings({ payment_provider: 'stripe' }, async () => {
        const u = await customerWithBasket('stripe');
        const prep = (await t.json('/api/checkout/prepare', { token: u.token })).body.data;
        expect(prep).toMatchObject({ provider: 'stripe', card_fields_url: null, publishable_key: expect.any(String) });
        const declined = await t.json('/api/checkout/authorise', {
          token: u.token,
          body: { payment_method_id: 'pm_card_chargeDeclined', terms: true },
        });
        expect(declined.status).toBe(402);
        expect(declined.body.message).toBe('Your card was declined.');
        const auth = await t.json('/api/checkout/authorise', {
          token: u.token,
          headers: { 'Idempotency-Key': crypto.randomUUID() },
          body: { payment_method_id: null, setup_intent_id: 'seti_123', terms: true },
        });
        expect(auth.body.data.transaction_status).toBe('authorised');
        expect([...fake.intents.values()].find((i) => i.status === 'succeeded')!.amount).toBe(u.total);
        const done = await t.json('/api/checkout/complete', {
          token: u.token,
          body: { transaction_uuid: auth.body.data.transaction_uuid, terms: true },
        });
        expect(done.status).toBe(200);

        const v = await customerWithBasket('stripe3ds');
        const sca = (
          await t.json('/api/checkout/authorise', {
            token: v.token,
            body: { payment_method_id: 'pm_card_threeDSecureRequired', terms: true },
          })
        ).body.data;
        expect(sca.transaction_status).toBe('sca_required');
        const intentId = [...fake.intents.values()].find((i) => i.status === 'requires_action')!.id;
        fake.completeAction(intentId, true);
        const finished = await t.json(`/api/payment-providers/sca-completion/${sca.transaction_uuid}`, {
          token: v.token,
          body: { transaction_uuid: sca.transaction_uuid, sca_result: 'stripe' },
        });
        expect(finished.body.data.transaction_status).toBe('authorised');
      });
    } finally {
      setStripeClient(null);
    }
  });

  it('PAY-037 save_card keeps the card (type and last four only) and saved_card_id pays with it later', async () => {
    const u = await customerWithBasket('savecard');
    const prep = (await t.json('/api/checkout/prepare', { token: u.token })).body.data;
    expect(prep.saved_cards).toEqual([]);
    const ci = (await card(prep.session_key, '4242424242424242')).body.cardIdentifier;
    const auth = await t.json('/api/checkout/authorise', {
      token: u.token,
      body: { card_identifier: ci, session_key: prep.session_key, terms: true, save_card: true },
    });
    expect(auth.body.data.transaction_status).toBe('authorised');
    expect(
      (
        await t.json('/api/checkout/complete', {
          token: u.token,
          body: { transaction_uuid: auth.body.data.transaction_uuid, terms: true },
        })
      ).status,
    ).toBe(200);
    const saved = await t.db.query<Record<string, unknown>>('SELECT * FROM saved_cards WHERE user_id = $1', [u.id]);
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ card_type: 'Visa', last4: '4242', expiry: '1230' });
    expect(JSON.stringify(saved)).not.toContain('4242424242424242');

    const occ = await occurrenceWithPlaces(t.db, 2, u.id);
    expect(
      (await t.json('/api/activities/cart/add', { token: u.token, body: { items: [{ id: occ, type: 'activity' }] } }))
        .status,
    ).toBe(200);
    const again = (await t.json('/api/checkout/prepare', { token: u.token })).body.data;
    expect(again.saved_cards).toEqual([{ id: saved[0]!.id, card_type: 'Visa', last_four: '4242', expiry: '1230' }]);
    const other = await createCustomers(t.db, 1, 'notmine');
    const stolen = await t.json('/api/checkout/authorise', {
      token: u.token,
      body: { saved_card_id: 999999, terms: true },
    });
    expect(stolen.status).toBe(422);
    expect(other).toHaveLength(1);
    const reuse = await t.json('/api/checkout/authorise', {
      token: u.token,
      body: { saved_card_id: saved[0]!.id, terms: true },
    });
    expect(reuse.body.data.transaction_status).toBe('authorised');
    const done = await t.json('/api/checkout/complete', {
      token: u.token,
      body: { transaction_uuid: reuse.body.data.transaction_uuid, terms: true },
    });
    expect(done.body.data.order.payments[0]).toMatchObject({
      tender_type: 'online',
      card_type: 'Visa',
      last_four: '4242',
    });
  });
});
