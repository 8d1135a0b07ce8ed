import { testApp, type TestApp } from '../testing/test-app.ts';
import { createCustomers, occurrenceWithPlaces } from '../testing/commerceFixtures.ts';

// Time is moved by back-dating the stored `cart_items.created_at`, never by sleeping. The hold is
// the default BASKET_HOLD_MINUTES (20).
let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});

const NO_PLACES = 'Sorry, there are no places left.';

function post(path: string, token: string, body: unknown) {
  return t.json(path, { token, body });
}

async function addClass(token: string, occ: string) {
  return post('/api/activities/cart/add', token, { items: [{ id: occ, type: 'activity' }] });
}

/** Makes every top-level item of the user's open basket look `minutes` old. */
async function ageBasket(userId: number, minutes: number) {
  await t.db.query(
    `UPDATE cart_items i SET created_at = now() - ($2 || ' minutes')::interval FROM carts c
      WHERE c.id = i.cart_id AND c.user_id = $1 AND c.status = 'open'`,
    [userId, String(minutes)],
  );
}

async function consumed(occ: string): Promise<number> {
  return (await t.db.one<{ consumed: number }>('SELECT consumed FROM occurrences WHERE id = $1', [occ]))!.consumed;
}

async function paidAuthorisation(token: string) {
  const prep = (await t.json('/api/checkout/prepare', { token })).body.data;
  const ci = (
    await t.json('/sandbox/opayo/card-identifiers', {
      headers: { Authorization: `Bearer ${prep.session_key}` },
      body: {
        cardDetails: { cardholderName: 'R', cardNumber: '4242424242424242', expiryDate: '1230', securityCode: '123' },
      },
    })
  ).body.cardIdentifier;
  return post('/api/checkout/authorise', token, {
    card_identifier: ci,
    session_key: prep.session_key,
    payments: [],
    terms: true,
  });
}

describe('basket holds: expired basket places are released lazily', () => {
  it('basket holds: OCC-008 CART-006 an abandoned hold is released when someone else needs the last place', async () => {
    const [owner, other] = await createCustomers(t.db, 2, 'holdgone');
    const occ = await occurrenceWithPlaces(t.db, 1);
    expect((await addClass(owner!.token, occ)).status).toBe(200);
    const full = await consumed(occ);
    await ageBasket(owner!.id, 21);

    const r = await addClass(other!.token, occ);
    expect(r.status).toBe(200);
    expect(r.body.data.items.map((i: { occurrence_id: string }) => i.occurrence_id)).toEqual([occ]);
    // One place changed hands: never released twice, never overbooked.
    expect(await consumed(occ)).toBe(full);
    const held = await t.db.query<{ user_id: number }>(
      "SELECT user_id FROM bookings WHERE occurrence_id = $1 AND status = 'reserved' AND user_id = ANY($2::int[])",
      [occ, [owner!.id, other!.id]],
    );
    expect(held.map((b) => b.user_id)).toEqual([other!.id]);
  });

  it('basket holds: OCC-008 a fresh hold is not released (19 minutes old)', async () => {
    const [owner, other] = await createCustomers(t.db, 2, 'holdfresh');
    const occ = await occurrenceWithPlaces(t.db, 1);
    expect((await addClass(owner!.token, occ)).status).toBe(200);
    await ageBasket(owner!.id, 19);
    const r = await addClass(other!.token, occ);
    expect(r).toMatchObject({ status: 409, body: { message: NO_PLACES } });
    const basket = await t.json('/api/activities/cart', { token: owner!.token });
    expect(basket.body.data.items).toHaveLength(1);
    expect(basket.body.meta).toBeUndefined();
  });

  it("basket holds: CART-006 the owner's basket drops an expired item and says so, only once", async () => {
    const [owner] = await createCustomers(t.db, 1, 'holdown');
    const occ = await occurrenceWithPlaces(t.db, 3);
    const before = await consumed(occ);
    const added = await addClass(owner!.token, occ);
    expect(added.status).toBe(200);
    const name = added.body.data.items[0].name as string;
    await ageBasket(owner!.id, 25);

    const basket = await t.json('/api/activities/cart', { token: owner!.token });
    expect(basket.status).toBe(200);
    expect(basket.body.data.items).toHaveLength(0);
    expect(basket.body.meta.removed_items).toEqual([name]);
    expect(basket.body.meta.message).toBe(
      `Places held in your basket for more than 20 minutes were released: ${name}.`,
    );
    expect(await consumed(occ)).toBe(before);
    const again = await t.json('/api/activities/cart', { token: owner!.token });
    expect(again.body.meta).toBeUndefined();
  });

  it("basket holds: each item's hold runs from when it was added; re-reading does not extend it", async () => {
    const [owner] = await createCustomers(t.db, 1, 'holdeach');
    const oldOcc = await occurrenceWithPlaces(t.db, 2);
    expect((await addClass(owner!.token, oldOcc)).status).toBe(200);
    await ageBasket(owner!.id, 15);
    // A later add and a read leave the first item's clock alone.
    const newOcc = await occurrenceWithPlaces(t.db, 2, owner!.id);
    expect(newOcc).not.toBe(oldOcc);
    expect((await addClass(owner!.token, newOcc)).status).toBe(200);
    expect((await t.json('/api/activities/cart', { token: owner!.token })).body.meta).toBeUndefined();
    await t.db.query(
      `UPDATE cart_items i SET created_at = i.created_at - interval '6 minutes' FROM carts c
        WHERE c.id = i.cart_id AND c.user_id = $1 AND i.occurrence_id = $2`,
      [owner!.id, oldOcc],
    );
    const basket = await t.json('/api/activities/cart', { token: owner!.token });
    expect(basket.body.meta.removed_items).toHaveLength(1);
    expect(basket.body.data.items.map((i: { occurrence_id: string }) => i.occurrence_id)).toEqual([newOcc]);
  });

  it('basket holds: COURSE-006 an abandoned course place is released for the next customer, on every session', async () => {
    const [owner, other] = await createCustomers(t.db, 2, 'holdcourse');
    const camp = await t.db.one<{ id: string }>("SELECT id FROM schedules WHERE slug = 'easter-football-camp'");
    await t.db.query('UPDATE occurrences SET capacity_maximum = consumed + 1 WHERE schedule_id = $1', [camp!.id]);
    const add = (u: { id: number; token: string }) =>
      post(`/api/v1/users/${u.id}/carts/activity-booking/items`, u.token, {
        data: { items: [{ purchasable_id: camp!.id, purchasable_type: 'camp', quantity: 1 }] },
      });
    expect((await add(owner!)).status).toBe(200);
    expect((await add(other!)).body.message).toBe(NO_PLACES);
    await ageBasket(owner!.id, 21);
    expect((await add(other!)).status).toBe(200);
    const sessions = await t.db.query<{ consumed: number; capacity_maximum: number }>(
      'SELECT consumed, capacity_maximum FROM occurrences WHERE schedule_id = $1',
      [camp!.id],
    );
    expect(sessions.every((s) => s.consumed === s.capacity_maximum)).toBe(true);
    const bundles = await t.db.query<{ user_id: number }>(
      "SELECT user_id FROM booking_bundles WHERE schedule_id = $1 AND status = 'reserved'",
      [camp!.id],
    );
    expect(bundles.map((b) => b.user_id)).toEqual([other!.id]);
    const ownerBasket = await t.json('/api/activities/cart', { token: owner!.token });
    expect(ownerBasket.body.data.items).toHaveLength(0);
    expect(ownerBasket.body.meta.removed_items).toHaveLength(1);
  });

  it('basket holds: PAY-001 checkout of a basket whose hold expired and was taken answers 409 and charges nothing', async () => {
    const [owner, other] = await createCustomers(t.db, 2, 'holdpay');
    const occ = await occurrenceWithPlaces(t.db, 1);
    expect((await addClass(owner!.token, occ)).status).toBe(200);
    const auth = await paidAuthorisation(owner!.token);
    expect(auth.status).toBe(200);
    await ageBasket(owner!.id, 30);
    expect((await addClass(other!.token, occ)).status).toBe(200);

    const done = await post('/api/checkout/complete', owner!.token, {
      transaction_uuid: auth.body.data.transaction_uuid,
      payments: [],
      terms: true,
    });
    expect(done.status).toBe(409);
    expect(done.body.message).toMatch(
      /^Places held in your basket for more than 20 minutes were released: .+\. Please check your basket and try again\.$/,
    );
    expect(await t.db.query('SELECT id FROM orders WHERE user_id = $1', [owner!.id])).toHaveLength(0);
    const tx = await t.db.one<{ status: string }>('SELECT status FROM payment_transactions WHERE id::text = $1', [
      auth.body.data.transaction_uuid,
    ]);
    expect(tx!.status).toBe('refunded');
    expect(
      await t.db.query("SELECT id FROM bookings WHERE user_id = $1 AND status = 'settled'", [owner!.id]),
    ).toHaveLength(0);
  });

  it('basket holds: PAY-001 authorising a basket whose hold expired answers 409 and authorises nothing', async () => {
    const [owner] = await createCustomers(t.db, 1, 'holdauth');
    const occ = await occurrenceWithPlaces(t.db, 2);
    expect((await addClass(owner!.token, occ)).status).toBe(200);
    await ageBasket(owner!.id, 21);
    const auth = await paidAuthorisation(owner!.token);
    expect(auth.status).toBe(409);
    expect(auth.body.message).toMatch(/were released: .+\. Please check your basket and try again\.$/);
    expect(await t.db.query('SELECT id FROM payment_transactions WHERE user_id = $1', [owner!.id])).toHaveLength(0);
  });

  it('basket holds: OCC-008 many customers racing for a place held by an abandoned basket: at most one gets it, never overbooked', async () => {
    const [owner, ...racers] = await createCustomers(t.db, 21, 'holdrace');
    const occ = await occurrenceWithPlaces(t.db, 1);
    expect((await addClass(owner!.token, occ)).status).toBe(200);
    const full = await consumed(occ);
    await ageBasket(owner!.id, 21);
    const results = await Promise.all([
      ...racers.map((u) => addClass(u.token, occ)),
      t.json('/api/activities/cart', { token: owner!.token }),
    ]);
    // Racers that meet the hold while another transaction is releasing it skip it (SKIP LOCKED) and
    // are told the class is full, so at most one wins; the books always balance.
    const winners = results.slice(0, -1).filter((r) => r.status === 200).length;
    expect(winners).toBeLessThanOrEqual(1);
    expect(results.slice(0, -1).every((r) => r.status === 200 || r.body.message === NO_PLACES)).toBe(true);
    expect(await consumed(occ)).toBe(full - 1 + winners);
    const held = await t.db.query(
      "SELECT id FROM bookings WHERE occurrence_id = $1 AND status = 'reserved' AND user_id = ANY($2::int[])",
      [occ, [owner!.id, ...racers.map((u) => u.id)]],
    );
    expect(held).toHaveLength(winners);
  });
});
