import { nextBillingDate } from '../domain/memberships/userMemberships.ts';
import { testApp, type TestApp } from '../testing/test-app.ts';
import { createCustomers } from '../testing/testKit.ts';

let t: TestApp;
let alex: string;
let alexId: number;
let jamieId: number;
beforeAll(async () => {
  t = await testApp();
  alex = await t.login('demo@example.com');
  alexId = await t.userId('demo@example.com');
  jamieId = await t.userId('new@example.com');
});

describe('GET /api/v1/users/{userId}/memberships', () => {
  it("answers Alex's active Anytime membership with price, next billing date and home venue", async () => {
    const r = await t.json(`/api/v1/users/${alexId}/memberships`, { token: alex });
    expect(r.status).toBe(200);
    expect(r.body.data).toHaveLength(1);
    const m = r.body.data[0];
    expect(m).toMatchObject({
      name: 'Anytime',
      membership_type: 'adult',
      status: 'active',
      current: true,
      price: { value: 3499, formatted: '£34.99', currency: 'GBP' },
      billing_period: 'month',
      home_venue: { slug: 'riverside' },
      ends_at: null,
    });
    // Seeded 30 days ago: the next billing date is in the coming month, never in the past.
    const today = new Date().toISOString().slice(0, 10);
    expect(m.next_billing_date >= today).toBe(true);
  });

  it('a membership joined online answers what was bought: the annual price, "year", and the stored billing date', async () => {
    const [u] = await createCustomers(t.db, 1, 'annualjoin');
    const anytime = (await t.db.one<{ id: number }>("SELECT id FROM memberships WHERE name = 'Anytime'"))!.id;
    const venue = (await t.db.one<{ id: number }>("SELECT id FROM venues WHERE slug = 'hilltop'"))!.id;
    const nextYear = new Date(Date.now() + 365 * 24 * 3600 * 1000).toISOString().slice(0, 10);
    await t.db.query(
      `INSERT INTO membership_users (user_id, membership_id, status, home_venue_id, starts_at, billing_period, price, billing_date)
       VALUES ($1, $2, 'active', $3, now(), 'annual', 34990, $4::date)`,
      [u!.id, anytime, venue, nextYear],
    );
    const r = await t.json(`/api/v1/users/${u!.id}/memberships`, { token: u!.token });
    expect(r.body.data[0]).toMatchObject({
      name: 'Anytime',
      price: { value: 34990 },
      billing_period: 'year',
      next_billing_date: nextYear,
      home_venue: { slug: 'hilltop' },
    });
  });

  it('a customer with no memberships gets an empty list', async () => {
    const jamie = await t.login('new@example.com');
    const r = await t.json(`/api/v1/users/${jamieId}/memberships`, { token: jamie });
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual([]);
  });

  it("a customer may not read another customer's memberships (403)", async () => {
    const r = await t.json(`/api/v1/users/${jamieId}/memberships`, { token: alex });
    expect(r.status).toBe(403);
    expect(r.body).toEqual({ message: 'Unauthorised.' });
  });

  it("staff may read any customer's memberships; an unknown user is 404; a guest is 401", async () => {
    const staff = await t.login('staff@example.com');
    const r = await t.json(`/api/v1/users/${alexId}/memberships`, { token: staff });
    expect(r.status).toBe(200);
    expect(r.body.data.map((m: { name: string }) => m.name)).toEqual(['Anytime']);
    expect((await t.json('/api/v1/users/999999/memberships', { token: staff })).status).toBe(404);
    expect((await t.json(`/api/v1/users/${alexId}/memberships`)).status).toBe(401);
  });

  it('a user id beyond int4 is refused with 422 naming the field', async () => {
    const r = await t.json('/api/v1/users/99999999999/memberships', { token: alex });
    expect(r.status).toBe(422);
    expect(r.body.errors).toHaveProperty('userId');
  });
});

describe('next billing date', () => {
  it('is the start day of the month on or after today, clamped to short months', () => {
    expect(nextBillingDate('active', '2026-01-31', null, '2026-04-10')).toBe('2026-04-30');
    expect(nextBillingDate('active', '2026-01-05', null, '2026-04-10')).toBe('2026-05-05');
    expect(nextBillingDate('active', '2026-01-10', null, '2026-04-10')).toBe('2026-04-10');
    expect(nextBillingDate('active', '2026-12-20', null, '2026-12-25')).toBe('2027-01-20');
    expect(nextBillingDate('pending', '2026-05-01', null, '2026-04-10')).toBe('2026-05-01');
  });

  it('is the anniversary on or after today for an annual membership, clamped on 29 February', () => {
    expect(nextBillingDate('active', '2025-03-15', null, '2026-01-10', 'annual')).toBe('2026-03-15');
    expect(nextBillingDate('active', '2025-03-15', null, '2026-04-01', 'annual')).toBe('2027-03-15');
    expect(nextBillingDate('active', '2025-03-15', null, '2026-03-15', 'annual')).toBe('2026-03-15');
    expect(nextBillingDate('active', '2028-02-29', null, '2029-01-01', 'annual')).toBe('2029-02-28');
    expect(nextBillingDate('active', '2025-03-15', '2026-12-31', '2026-04-01', 'annual')).toBeNull();
  });

  it('is null for cancelled, expired and frozen memberships, and past the end date', () => {
    expect(nextBillingDate('cancelled', '2026-01-05', null, '2026-04-10')).toBeNull();
    expect(nextBillingDate('expired', '2026-01-05', null, '2026-04-10')).toBeNull();
    expect(nextBillingDate('frozen', '2026-01-05', null, '2026-04-10')).toBeNull();
    expect(nextBillingDate('active', '2026-01-05', '2026-04-30', '2026-04-10')).toBeNull();
  });
});

describe('adding a child', () => {
  it('a date of birth in the future is refused with 422 at date_of_birth', async () => {
    const jamie = await t.login('new@example.com');
    const r = await t.json(`/api/v1/users/${jamieId}/links`, {
      token: jamie,
      body: { relationship: 'parent', first_name: 'Future', last_name: 'Child', date_of_birth: '2999-01-01' },
    });
    expect(r.status).toBe(422);
    expect(r.body.errors.date_of_birth).toEqual(['The date of birth must not be in the future.']);
  });

  it('a child added and then removed is offered as an attendee only while linked', async () => {
    const jamie = await t.login('new@example.com');
    const waiverId = (await t.db.one<{ id: number }>(
      "SELECT id FROM restrictions WHERE name = 'Swimming lessons waiver'",
    ))!.id;
    const added = await t.json(`/api/v1/users/${jamieId}/links`, {
      token: jamie,
      body: { relationship: 'parent', first_name: 'Wren', last_name: 'Lee', date_of_birth: '2019-02-03' },
    });
    expect(added.status).toBe(201);
    const attendees = async () =>
      (await t.json(`/api/${waiverId}/question-waivers/previous-attendees?query=Wren`, { token: jamie })).body.data.map(
        (a: { first_name: string }) => a.first_name,
      );
    expect(await attendees()).toEqual(['Wren']);
    const revoked = await t.json(`/api/v1/users/${jamieId}/links/${added.body.data.id}`, {
      method: 'PATCH',
      token: jamie,
      body: { status: 'revoked' },
    });
    expect(revoked.body.data.status).toBe('revoked');
    expect(await attendees()).toEqual([]);
  });
});
