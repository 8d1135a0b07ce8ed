import { hashToken } from '../auth/tokens.ts';
import { testApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});

describe('auth', () => {
  it('API-018 login with e-mail answers a token and the session user', async () => {
    const r = await t.json('/api/auth/customer/login', {
      body: { username: 'demo@example.com', password: 'Password123!' },
    });
    expect(r.status).toBe(200);
    expect(typeof r.body.data.token).toBe('string');
    expect(r.body.data.token.length).toBeGreaterThan(30);
    expect(r.body.data.user).toMatchObject({
      email: 'demo@example.com',
      first_name: 'Alex',
      last_name: 'Morgan',
      reference: 'RLT000001',
    });
  });

  it('login also accepts the customer reference, case-insensitively', async () => {
    const r = await t.json('/api/auth/customer/login', { body: { username: 'rlt000001', password: 'Password123!' } });
    expect(r.status).toBe(200);
  });

  it('a wrong password answers 422 with a message and the username error', async () => {
    const r = await t.json('/api/auth/customer/login', { body: { username: 'demo@example.com', password: 'nope' } });
    expect(r.status).toBe(422);
    expect(r.body.message).toBe('These credentials do not match our records.');
    expect(r.body.errors.username).toEqual(['These credentials do not match our records.']);
  });

  it('API-007 missing login fields answer 422 with errors per field', async () => {
    const r = await t.json('/api/auth/customer/login', { body: {} });
    expect(r.status).toBe(422);
    expect(Object.keys(r.body.errors).sort()).toEqual(['password', 'username']);
    expect(r.body.errors.username).toEqual(['This field is required']);
    expect(r.body.message).toMatch(/^username: This field is required/);
  });

  it('API-020 USER-004 GET /api/auth/user answers the normalised session user (credit, membership, home venue)', async () => {
    const token = await t.login('demo@example.com');
    const r = await t.json('/api/auth/user', { token });
    expect(r.status).toBe(200);
    const u = r.body.data;
    expect(u.home_venue_slug).toBe('riverside');
    expect(u.credit.balance).toEqual({ formatted: '£15.00', value: 1500, currency: 'GBP' });
    expect(u.credit.membership.value).toBe(1000);
    expect(u.credit.general.value).toBe(500);
    expect(u.membership_user).toMatchObject({ name: 'Anytime', status: 'active', home_venue_slug: 'riverside' });
    expect(u.membership_users).toHaveLength(1);
    for (const k of [
      'has_instruction',
      'has_billing_date',
      'has_outstanding_penalties',
      'membership_document_upload_required',
      'profile_photo',
      'document_expiry',
    ]) {
      expect(u).toHaveProperty(k);
    }
  });

  it('USER-004 Jamie Lee has no home venue, no credit and no membership', async () => {
    const token = await t.login('new@example.com');
    const u = (await t.json('/api/auth/user', { token })).body.data;
    expect(u.home_venue_slug).toBeNull();
    expect(u.credit.balance.value).toBe(0);
    expect(u.membership_user).toBeNull();
  });

  it('the token is accepted from the <client domain>-auth-token cookie as well as Bearer', async () => {
    const token = await t.login('demo@example.com');
    const r = await t.request('/api/auth/user', {
      headers: { Cookie: `riverside-leisure-auth-token=${encodeURIComponent(token)}` },
    });
    expect(r.status).toBe(200);
    const wrongName = await t.request('/api/auth/user', { headers: { Cookie: `other-auth-token=${token}` } });
    expect(wrongName.status).toBe(401);
  });

  it('no token or a bad token answers 401 Unauthenticated.', async () => {
    const r = await t.json('/api/auth/user');
    expect(r.status).toBe(401);
    expect(r.body).toEqual({ message: 'Unauthenticated.' });
    expect((await t.json('/api/auth/user', { token: 'not-a-token' })).status).toBe(401);
  });

  it('API-019 logout ends the session in the database', async () => {
    const token = await t.login('demo@example.com');
    expect(await t.db.one('SELECT 1 FROM sessions WHERE token_hash = $1', [hashToken(token)])).toBeTruthy();
    const r = await t.json('/api/auth/logout', { method: 'POST', token });
    expect(r.status).toBe(200);
    expect((await t.json('/api/auth/user', { token })).status).toBe(401);
    expect(await t.db.one('SELECT 1 FROM sessions WHERE token_hash = $1', [hashToken(token)])).toBeUndefined();
  });

  it('sessions store only a sha256 of the token; passwords are scrypt hashes', async () => {
    const token = await t.login('new@example.com');
    const rows = await t.db.query<{ token_hash: string }>('SELECT token_hash FROM sessions');
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
    expect(rows.some((r) => r.token_hash === hashToken(token))).toBe(true);
    const u = await t.db.one<{ password_hash: string }>(
      "SELECT password_hash FROM users WHERE email = 'new@example.com'",
    );
    expect(u!.password_hash).toMatch(/^scrypt\$/);
  });

  it('API-021 forgotten password answers the same neutral 200 for known and unknown users and records a reset', async () => {
    const before = (await t.db.one<{ n: number }>('SELECT count(*) AS n FROM password_resets'))!.n;
    const known = await t.json('/api/auth/customer/forgotten-password', {
      body: { email_or_reference: 'demo@example.com' },
    });
    const unknown = await t.json('/api/auth/customer/forgotten-password', {
      body: { email_or_reference: 'ghost@example.com' },
    });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body.data.message).toBe(unknown.body.data.message);
    expect((await t.db.one<{ n: number }>('SELECT count(*) AS n FROM password_resets'))!.n).toBe(before + 1);
    expect((await t.json('/api/auth/customer/forgotten-password', { body: {} })).status).toBe(422);
  });

  it('API-022 USER-016 register creates a customer with onboarding_type and source (default bookings) and logs in', async () => {
    const r = await t.json('/api/auth/customer/register?onboarding_type=customer_account_online', {
      body: {
        first_name: 'Robin',
        last_name: 'Banks',
        email: 'robin@example.com',
        password: 'Password123!',
        password_confirmation: 'Password123!',
        terms: true,
      },
    });
    expect(r.status).toBe(201);
    expect(r.body.data.user.email).toBe('robin@example.com');
    const row = await t.db.one<{ source: string; onboarding_type: string }>(
      "SELECT source, onboarding_type FROM users WHERE email = 'robin@example.com'",
    );
    expect(row).toEqual({ source: 'bookings', onboarding_type: 'customer_account_online' });
    expect((await t.json('/api/auth/user', { token: r.body.data.token })).status).toBe(200);
  });

  it('USER-014 USER-015 register rejects an onboarding_type or source outside the enums', async () => {
    const body = {
      first_name: 'A',
      last_name: 'B',
      email: 'ab@example.com',
      password: 'Password123!',
      password_confirmation: 'Password123!',
      terms: true,
    };
    const badType = await t.json('/api/auth/customer/register?onboarding_type=walk_in', { body });
    expect(badType.status).toBe(422);
    expect(badType.body.errors).toHaveProperty('onboarding_type');
    const badSource = await t.json('/api/auth/customer/register?onboarding_type=membership_purchase', {
      body: { ...body, source: 'flyer' },
    });
    expect(badSource.status).toBe(422);
    expect(badSource.body.errors).toHaveProperty('source');
    // Front-of-house values are for staff (POST /api/v1/users); a public sign-up names online joining here.
    const ok = await t.json('/api/auth/customer/register?onboarding_type=membership_purchase', {
      body: { ...body, source: 'online-joining' },
    });
    expect(ok.status).toBe(201);
  });

  it('USER-013 register validates confirmation, terms and a taken e-mail', async () => {
    const r = await t.json('/api/auth/customer/register', {
      body: {
        first_name: 'A',
        last_name: 'B',
        email: 'demo@example.com',
        password: 'Password123!',
        password_confirmation: 'Different1!',
        terms: false,
      },
    });
    expect(r.status).toBe(422);
    expect(r.body.errors).toHaveProperty('password_confirmation');
    expect(r.body.errors).toHaveProperty('terms');
    const taken = await t.json('/api/auth/customer/register', {
      body: {
        first_name: 'A',
        last_name: 'B',
        email: 'DEMO@example.com',
        password: 'Password123!',
        password_confirmation: 'Password123!',
        terms: true,
      },
    });
    expect(taken.status).toBe(422);
    expect(taken.body.errors.email).toEqual(['The email has already been taken.']);
  });
});
