/**
 * Booking integrity at checkout (issue 7): an abandoned payment never locks the basket, waivers are
 * checked again when the basket is paid for, and only staff record inductions.
 */
import { testApp, type TestApp } from '../testing/test-app.ts';
import { createCustomers, occurrenceWithPlaces } from '../testing/commerceFixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});

async function basketWithClass(tag: string) {
  const [u] = await createCustomers(t.db, 1, tag);
  const occ = await occurrenceWithPlaces(t.db, 3);
  expect(
    (await t.json('/api/activities/cart/add', { token: u!.token, body: { items: [{ id: occ, type: 'activity' }] } }))
      .status,
  ).toBe(200);
  return u!;
}

/** What the payment form does each time it is shown: a new session key and a new card identifier. */
async function authorise(token: string, cardNumber = '4242424242424242') {
  const prep = (await t.json('/api/checkout/prepare', { token })).body.data;
  const ci = (
    await t.json('/sandbox/opayo/card-identifiers', {
      headers: { Authorization: `Bearer ${prep.session_key}` },
      body: { cardDetails: { cardholderName: 'Pat Doe', cardNumber, expiryDate: '1230', securityCode: '123' } },
    })
  ).body.cardIdentifier;
  return t.json('/api/checkout/authorise', {
    token,
    headers: { 'Idempotency-Key': crypto.randomUUID() },
    body: { card_identifier: ci, session_key: prep.session_key, payments: [], terms: true },
  });
}

function complete(token: string, body: Record<string, unknown>) {
  return t.json('/api/checkout/complete', {
    token,
    headers: { 'Idempotency-Key': crypto.randomUUID() },
    body: { payments: [], terms: true, ...body },
  });
}

async function restrictionId(name: string): Promise<number> {
  return (await t.db.one<{ id: number }>('SELECT id FROM restrictions WHERE name = $1', [name]))!.id;
}

async function signed(userId: number, restriction: number): Promise<boolean> {
  return Boolean(
    await t.db.one('SELECT 1 FROM user_restrictions WHERE user_id = $1 AND restriction_id = $2', [userId, restriction]),
  );
}

describe('issue 7 point 7: a payment in progress does not lock the basket', () => {
  it('PAY-001 after an abandoned authorisation (reload, closed tab) a new one voids it and the order completes', async () => {
    const u = await basketWithClass('abandoned');
    const first = await authorise(u.token);
    expect(first.body.data.transaction_status).toBe('authorised');
    // The tab is closed; the customer comes back and pays again with a fresh form.
    const second = await authorise(u.token);
    expect(second.status).toBe(200);
    expect(second.body.data.transaction_status).toBe('authorised');
    const old = await t.db.one<{ status: string }>('SELECT status FROM payment_transactions WHERE id = $1', [
      first.body.data.transaction_uuid,
    ]);
    expect(old!.status).toBe('refunded');
    expect((await complete(u.token, { transaction_uuid: first.body.data.transaction_uuid })).status).toBe(422);
    const done = await complete(u.token, { transaction_uuid: second.body.data.transaction_uuid });
    expect(done.status).toBe(200);
    const captured = await t.db.query(
      "SELECT id FROM payment_transactions WHERE user_id = $1 AND status = 'captured'",
      [u.id],
    );
    expect(captured).toHaveLength(1);
  });

  it('PAY-001 a failed complete does not block the next payment', async () => {
    const u = await basketWithClass('failedcomplete');
    const first = await authorise(u.token);
    const failed = await complete(u.token, {
      transaction_uuid: first.body.data.transaction_uuid,
      completed_waivers: [987654321],
    });
    expect(failed.status).toBe(422);
    const again = await authorise(u.token);
    expect(again.status).toBe(200);
    expect((await complete(u.token, { transaction_uuid: again.body.data.transaction_uuid })).status).toBe(200);
  });

  it('PAY-001 an unknown restriction id on a basket item answers 422 at complete, not 500', async () => {
    const u = await basketWithClass('unknownrestr');
    // What an add that does not look the ids up leaves behind.
    await t.db.query(
      `UPDATE cart_items SET activity_restriction_ids = '[987654321]'::jsonb WHERE cart_id = (SELECT id FROM carts WHERE user_id = $1 AND status = 'open')`,
      [u.id],
    );
    const a = await authorise(u.token);
    const r = await complete(u.token, { transaction_uuid: a.body.data.transaction_uuid });
    expect(r.status).toBe(422);
    expect(r.body.errors['items.0.activity_restriction_ids']).toEqual(['The selected restriction id is invalid.']);
    const unknown = await complete(u.token, {
      transaction_uuid: a.body.data.transaction_uuid,
      completed_waivers: [987654322],
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors['completed_waivers.0']).toEqual(['The selected restriction id is invalid.']);
  });
});

describe('issue 7 point 6: customers sign waivers only, staff record inductions', () => {
  it('a customer cannot mark a pre-purchase induction as done through question-waivers; staff can', async () => {
    const [u] = await createCustomers(t.db, 1, 'selfinduct');
    const induction = await restrictionId('Gym induction');
    const r = await t.json('/api/question-waivers', {
      token: u!.token,
      body: { waivers: [{ user_id: u!.id, restriction_id: induction, agreed: true }] },
    });
    expect(r.status).toBe(422);
    expect(r.body.errors['waivers.0.restriction_id']).toEqual([
      'An induction is recorded by staff at the venue, it cannot be signed online.',
    ]);
    expect(await signed(u!.id, induction)).toBe(false);
    // A waiver is still the customer's to sign.
    const waiver = await restrictionId('Camp consent form');
    expect(
      (
        await t.json('/api/question-waivers', {
          token: u!.token,
          body: { waivers: [{ user_id: u!.id, restriction_id: waiver, agreed: true }] },
        })
      ).status,
    ).toBe(201);
    expect(await signed(u!.id, waiver)).toBe(true);
    const staff = await t.login('staff@example.com');
    const byStaff = await t.json('/api/question-waivers', {
      token: staff,
      body: { waivers: [{ user_id: u!.id, restriction_id: induction, agreed: true }] },
    });
    expect(byStaff.status).toBe(201);
    expect(await signed(u!.id, induction)).toBe(true);
  });

  it('completed_waivers at complete does not accept an induction from a customer', async () => {
    const u = await basketWithClass('completeinduct');
    const induction = await restrictionId('Gym induction');
    const a = await authorise(u.token);
    const r = await complete(u.token, {
      transaction_uuid: a.body.data.transaction_uuid,
      completed_waivers: [induction],
    });
    expect(r.status).toBe(422);
    expect(r.body.errors['completed_waivers.0']).toEqual([
      'An induction is recorded by staff at the venue, it cannot be signed online.',
    ]);
    expect(await signed(u.id, induction)).toBe(false);
    expect(await t.db.query('SELECT id FROM orders WHERE user_id = $1', [u.id])).toHaveLength(0);
  });

  it('an induction id smuggled into a basket item is not signed at complete', async () => {
    const u = await basketWithClass('iteminduct');
    const induction = await restrictionId('Gym induction');
    await t.db.query(
      `UPDATE cart_items SET activity_restriction_ids = $2::jsonb WHERE cart_id = (SELECT id FROM carts WHERE user_id = $1 AND status = 'open')`,
      [u.id, JSON.stringify([induction])],
    );
    const a = await authorise(u.token);
    const r = await complete(u.token, { transaction_uuid: a.body.data.transaction_uuid });
    expect(r.status).toBe(422);
    expect(await signed(u.id, induction)).toBe(false);
  });
});

describe('issue 7 point 8: waiver checks run again at complete', () => {
  it('a waiver the course gained after the add must be agreed before the order completes', async () => {
    const [u] = await createCustomers(t.db, 1, 'waiverlater');
    const camp = (await t.db.one<{ id: string }>("SELECT id FROM schedules WHERE slug = 'easter-football-camp'"))!.id;
    const added = await t.json(`/api/v1/users/${u!.id}/carts/activity-booking/items`, {
      token: u!.token,
      body: { data: { items: [{ purchasable_id: camp, purchasable_type: 'camp', quantity: 1 }] } },
    });
    expect(added.status).toBe(200);
    const consent = await restrictionId('Camp consent form');
    await t.db.query(
      "INSERT INTO schedule_restrictions (schedule_id, restriction_id, criteria) VALUES ($1, $2, 'all')",
      [camp, consent],
    );
    try {
      const a = await authorise(u!.token);
      const r = await complete(u!.token, { transaction_uuid: a.body.data.transaction_uuid });
      expect(r.status).toBe(422);
      expect(r.body.errors['items.0.activity_restriction_ids']).toEqual([
        'You must agree to the Camp consent form before booking.',
      ]);
      expect(await t.db.query('SELECT id FROM orders WHERE user_id = $1', [u!.id])).toHaveLength(0);
      // Agreeing at checkout signs it and completes the order with the same payment.
      const ok = await complete(u!.token, {
        transaction_uuid: a.body.data.transaction_uuid,
        completed_waivers: [consent],
      });
      expect(ok.status).toBe(200);
      expect(await signed(u!.id, consent)).toBe(true);
    } finally {
      await t.db.query('DELETE FROM schedule_restrictions WHERE schedule_id = $1 AND restriction_id = $2', [
        camp,
        consent,
      ]);
    }
  });

  it('an induction withdrawn after the add stops the order at complete', async () => {
    const [u] = await createCustomers(t.db, 1, 'inductgone');
    const camp = (await t.db.one<{ id: string }>("SELECT id FROM schedules WHERE slug = 'easter-football-camp'"))!.id;
    const induction = await restrictionId('Gym induction');
    const staff = await t.login('staff@example.com');
    expect(
      (
        await t.json('/api/question-waivers', {
          token: staff,
          body: { waivers: [{ user_id: u!.id, restriction_id: induction, agreed: true }] },
        })
      ).status,
    ).toBe(201);
    await t.db.query(
      "INSERT INTO schedule_restrictions (schedule_id, restriction_id, criteria) VALUES ($1, $2, 'all')",
      [camp, induction],
    );
    try {
      const added = await t.json(`/api/v1/users/${u!.id}/carts/activity-booking/items`, {
        token: u!.token,
        body: { data: { items: [{ purchasable_id: camp, purchasable_type: 'camp', quantity: 1 }] } },
      });
      expect(added.status).toBe(200);
      await t.db.query('DELETE FROM user_restrictions WHERE user_id = $1 AND restriction_id = $2', [u!.id, induction]);
      const a = await authorise(u!.token);
      const r = await complete(u!.token, { transaction_uuid: a.body.data.transaction_uuid });
      expect(r.status).toBe(422);
      expect(r.body.errors['items.0.activity_restriction_ids']).toEqual([
        'The Gym induction must be completed before booking.',
      ]);
    } finally {
      await t.db.query('DELETE FROM schedule_restrictions WHERE schedule_id = $1 AND restriction_id = $2', [
        camp,
        induction,
      ]);
    }
  });
});
