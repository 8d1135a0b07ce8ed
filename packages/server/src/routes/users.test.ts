import { testApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let alex: string;
let alexId: number;
beforeAll(async () => {
  t = await testApp();
  alex = await t.login('demo@example.com');
  alexId = await t.userId('demo@example.com');
});

describe('users, user links and onboarding', () => {
  it('USER-001 USER-002 USER-003 GET /api/v1/users/{id} answers every user field', async () => {
    const r = await t.json(`/api/v1/users/${alexId}`, { token: alex });
    expect(r.status).toBe(200);
    const u = r.body.data;
    for (const k of [
      'id',
      'first_name',
      'last_name',
      'reference',
      'title',
      'email',
      'gender',
      'ethnicity',
      'disability',
      'profile_picture_url',
      'phone',
      'email_verified_at',
      'date_of_birth',
      'created_at',
      'token',
    ]) {
      expect(u).toHaveProperty(k);
    }
    expect(Object.keys(u.address).sort()).toEqual(['address1', 'address2', 'area', 'country', 'postcode', 'town']);
    expect(Object.keys(u.marketing).sort()).toEqual(['email', 'phone', 'post', 'sms']);
  });

  it('AUTH-015 a customer cannot read another customer (403); staff can', async () => {
    const jamieId = await t.userId('new@example.com');
    const r = await t.json(`/api/v1/users/${jamieId}`, { token: alex });
    expect(r.status).toBe(403);
    expect(r.body).toEqual({ message: 'Unauthorised.' });
    const staff = await t.login('staff@example.com');
    expect((await t.json(`/api/v1/users/${jamieId}`, { token: staff })).status).toBe(200);
    expect((await t.json('/api/v1/users/999999', { token: staff })).status).toBe(404);
  });

  it('USER-007 Alex sees the linked child Sam Morgan (parent, successful) and may read Sam', async () => {
    const r = await t.json(`/api/v1/users/${alexId}/links`, { token: alex });
    expect(r.status).toBe(200);
    expect(r.body.data).toHaveLength(1);
    const link = r.body.data[0];
    expect(link).toMatchObject({
      status: 'successful',
      relationship: 'parent',
      referenced_user: { name: 'Sam Morgan' },
    });
    expect(link).toHaveProperty('created_at');
    expect(link).toHaveProperty('confirmed_at');
    expect((await t.json(`/api/v1/users/${link.referenced_user.id}`, { token: alex })).status).toBe(200);
  });

  it('USER-009 USER-010 a link needs a relationship from the enum and linked_user_id of at least 1', async () => {
    const bad = await t.json(`/api/v1/users/${alexId}/links`, {
      token: alex,
      body: { linked_user_id: 0, relationship: 'cousin' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toHaveProperty('relationship');
    expect(bad.body.errors).toHaveProperty('linked_user_id');
  });

  it('USER-008 linking an existing user is pending until they confirm; then successful', async () => {
    const token = await t.login('new@example.com');
    const jamieId = await t.userId('new@example.com');
    const robin = await t.json('/api/auth/customer/register', {
      body: {
        first_name: 'Robin',
        last_name: 'Link',
        email: 'robin.link@example.com',
        password: 'Password123!',
        password_confirmation: 'Password123!',
        terms: true,
      },
    });
    const robinId = robin.body.data.user.id;
    const created = await t.json(`/api/v1/users/${jamieId}/links`, {
      token,
      body: { linked_user_id: robinId, relationship: 'partner' },
    });
    expect(created.status).toBe(201);
    expect(created.body.data.status).toBe('pending');
    // Jamie cannot confirm for Robin; Robin can.
    expect(
      (
        await t.json(`/api/v1/users/${jamieId}/links/${created.body.data.id}`, {
          method: 'PATCH',
          token,
          body: { status: 'successful' },
        })
      ).status,
    ).toBe(403);
    const confirmed = await t.json(`/api/v1/users/${robinId}/links/${created.body.data.id}`, {
      method: 'PATCH',
      token: robin.body.data.token,
      body: { status: 'successful' },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.status).toBe('successful');
    expect(confirmed.body.data.confirmed_at).not.toBeNull();
    const cancelled = await t.json(`/api/v1/users/${jamieId}/links/${created.body.data.id}`, {
      method: 'DELETE',
      token,
    });
    expect(cancelled.body.data.status).toBe('cancelled');
  });

  it('USER-007 a customer can add a dependant (child) who is linked at once', async () => {
    const token = await t.login('new@example.com');
    const jamieId = await t.userId('new@example.com');
    const r = await t.json(`/api/v1/users/${jamieId}/links`, {
      token,
      body: { relationship: 'parent', first_name: 'Kit', last_name: 'Lee', date_of_birth: '2017-03-01' },
    });
    expect(r.status).toBe(201);
    expect(r.body.data).toMatchObject({
      status: 'successful',
      relationship: 'parent',
      referenced_user: { name: 'Kit Lee' },
    });
  });

  it('VAL-014 updating a user checks the postcode is 5 to 7 characters', async () => {
    const short = await t.json(`/api/v1/users/${alexId}`, {
      method: 'PATCH',
      token: alex,
      body: { address: { postcode: 'M1 1A' } },
    });
    expect(short.status).toBe(422);
    expect(short.body.errors).toHaveProperty(['address.postcode']);
    const long = await t.json(`/api/v1/users/${alexId}`, {
      method: 'PATCH',
      token: alex,
      body: { address: { postcode: 'SW1A 1AAXX' } },
    });
    expect(long.status).toBe(422);
    const good = await t.json(`/api/v1/users/${alexId}`, {
      method: 'PATCH',
      token: alex,
      body: { phone: '07700 900123', address: { postcode: 'M1 3HE' } },
    });
    expect(good.status).toBe(200);
    expect(good.body.data.phone).toBe('07700 900123');
    expect(good.body.data.address.postcode).toBe('M1 3HE');
  });

  it('USER-011 USER-012 the onboarding form has data_fields (personal, contact, additional, emergency contact) and a checksum', async () => {
    const r = await t.json('/api/v1/users/onboarding?onboarding_type=membership_purchase');
    expect(r.status).toBe(200);
    expect(Object.keys(r.body.data.data_fields).sort()).toEqual([
      'additional',
      'contact',
      'emergency_contact',
      'personal',
    ]);
    expect(r.body.data.checksum).toMatch(/^[0-9a-f]{40}$/);
    expect((await t.json('/api/v1/users/onboarding?onboarding_type=nope')).status).toBe(422);
  });

  it('USER-013 onboarding submits data_fields with the checksum, password, type, source and terms', async () => {
    const form = (await t.json('/api/v1/users/onboarding?onboarding_type=customer_account_online')).body.data;
    const body = {
      data_fields: {
        personal: { first_name: 'Ola', last_name: 'Nordmann' },
        contact: { email: 'ola@example.com' },
        additional: {},
        emergency_contact: {},
      },
      checksum: form.checksum,
      password: 'Password123!',
      password_confirmation: 'Password123!',
      onboarding_type: 'customer_account_online',
      source: 'online-joining',
      terms: true,
    };
    const stale = await t.json('/api/v1/users/onboarding', { body: { ...body, checksum: 'stale' } });
    expect(stale.status).toBe(422);
    expect(stale.body.errors).toHaveProperty('checksum');
    const missing = await t.json('/api/v1/users/onboarding', {
      body: { ...body, data_fields: { ...body.data_fields, contact: {} } },
    });
    expect(missing.body.errors).toHaveProperty(['data_fields.contact.email']);
    const r = await t.json('/api/v1/users/onboarding', { body });
    expect(r.status).toBe(201);
    expect(r.body.data.user.email).toBe('ola@example.com');
  });

  it('VAL-015 VAL-016 staff customer search pages with per_page 1..100 and page >= 1', async () => {
    const staff = await t.login('staff@example.com');
    expect((await t.json('/api/v1/users?per_page=0', { token: staff })).status).toBe(422);
    expect((await t.json('/api/v1/users?per_page=101', { token: staff })).status).toBe(422);
    expect((await t.json('/api/v1/users?page=0', { token: staff })).status).toBe(422);
    const r = await t.json('/api/v1/users?search=morgan&per_page=1', { token: staff });
    expect(r.status).toBe(200);
    expect(r.body.data).toHaveLength(1);
    expect(r.body.meta.pagination).toMatchObject({
      current_page: 1,
      records_per_page: 1,
      records_on_current_page: 1,
      total_records: 2,
      total_pages: 2,
      next_page: 2,
      previous_page: null,
      first_record_on_page: 1,
      last_record_on_page: 1,
    });
    expect((await t.json('/api/v1/users', { token: alex })).status).toBe(403);
  });
});
