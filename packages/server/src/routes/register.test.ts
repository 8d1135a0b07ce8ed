import { FOH_BY_STAFF_ONLY } from '../domain/accounts/registerCustomer.ts';
import { testApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});

let n = 0;
const email = () => `signup-${Date.now()}-${n++}@example.test`;
const PASSWORD = 'Kingfisher-lane-7';

function signUp(body: Record<string, unknown>, query = '') {
  return t.json(`/api/auth/customer/register${query}`, {
    body: {
      first_name: 'Rowan',
      last_name: 'Signup',
      email: email(),
      password: PASSWORD,
      password_confirmation: PASSWORD,
      terms: true,
      ...body,
    },
  });
}

const stored = (e: string) =>
  t.db.one<{ onboarding_type: string; source: string; extra: Record<string, unknown>; marketing_sms: boolean }>(
    'SELECT onboarding_type, source, extra, marketing_sms FROM users WHERE lower(email) = lower($1)',
    [e],
  );

describe('POST /api/auth/customer/register (issue 10)', () => {
  it('API-007 an empty form answers 422 naming every required field', async () => {
    const r = await t.json('/api/auth/customer/register', { body: {} });
    expect(r.status).toBe(422);
    for (const field of ['first_name', 'last_name', 'email', 'password', 'password_confirmation', 'terms'])
      expect(r.body.errors, field).toHaveProperty([field]);
    expect(r.body.errors.first_name).toEqual(['This field is required']);
  });

  it('MSG-047 too long, bad e-mail, short password, mismatch and bad postcode are each named', async () => {
    const r = await signUp({
      first_name: 'x'.repeat(256),
      email: 'not-an-email',
      password: 'short',
      password_confirmation: 'other',
      postcode: 'AB',
      phone: '0'.repeat(33),
    });
    expect(r.status).toBe(422);
    expect(r.body.errors.first_name).toEqual(['Must be 255 characters or less']);
    expect(r.body.errors.email).toEqual(['Must be a valid email address']);
    expect(r.body.errors.password).toEqual(['Must be at least 8 characters']);
    expect(r.body.errors.password_confirmation).toEqual(['The password confirmation does not match.']);
    expect(r.body.errors.postcode).toEqual(['A postcode is 5 to 7 characters']);
    expect(r.body.errors.phone).toEqual(['Must be 32 characters or less']);
  });

  it('an e-mail already in use is refused on the email field', async () => {
    const r = await signUp({ email: 'DEMO@example.com' });
    expect(r.status).toBe(422);
    expect(r.body.errors.email).toEqual(['The email has already been taken.']);
  });

  it('USER-016 no source and no onboarding type: customer_account_online from the bookings source', async () => {
    const e = email();
    const r = await signUp({ email: e });
    expect(r.status).toBe(201);
    expect(await stored(e)).toMatchObject({ onboarding_type: 'customer_account_online', source: 'bookings' });
  });

  it('USER-014 USER-016 online joining signs up as membership_purchase from online-joining', async () => {
    const e = email();
    const r = await signUp({ email: e, source: 'online-joining' }, '?onboarding_type=membership_purchase');
    expect(r.status).toBe(201);
    expect(await stored(e)).toMatchObject({ onboarding_type: 'membership_purchase', source: 'online-joining' });
  });

  it('USER-014 an unknown onboarding type answers 422 naming onboarding_type', async () => {
    const r = await signUp({}, '?onboarding_type=walk_in');
    expect(r.status).toBe(422);
    expect(r.body.errors).toHaveProperty(['onboarding_type']);
  });

  it('USER-016 a public sign-up cannot claim the front-of-house type or source (staff create those)', async () => {
    const type = await signUp({}, '?onboarding_type=customer_account_foh');
    expect(type.status).toBe(422);
    expect(type.body.errors.onboarding_type).toEqual([FOH_BY_STAFF_ONLY]);
    const source = await signUp({ source: 'front-of-house' });
    expect(source.status).toBe(422);
    expect(source.body.errors.source).toEqual([FOH_BY_STAFF_ONLY]);
  });

  it('USER-015 an unknown source answers 422 naming source', async () => {
    const r = await signUp({ source: 'billboard' });
    expect(r.status).toBe(422);
    expect(r.body.errors).toHaveProperty(['source']);
  });

  it('USER-012 contact, marketing and emergency contact details are kept', async () => {
    const e = email();
    const r = await signUp({
      email: e,
      phone: '07700 900123',
      marketing_sms: true,
      emergency_contact_name: 'Ash Signup',
      emergency_contact_phone: '07700 900456',
    });
    expect(r.status).toBe(201);
    const row = await stored(e);
    expect(row?.marketing_sms).toBe(true);
    expect(row?.extra).toEqual({
      emergency_contact: { emergency_contact_name: 'Ash Signup', emergency_contact_phone: '07700 900456' },
    });
  });

  it('a new account is logged in at once and is sent a welcome e-mail', async () => {
    const e = email();
    const r = await signUp({ email: e });
    expect(r.status).toBe(201);
    const me = await t.json('/api/auth/user', { token: r.body.data.token });
    expect(me.status).toBe(200);
    expect(me.body.data.email).toBe(e);
    const mail = await t.db.one<{ kind: string; subject: string }>(
      'SELECT kind, subject FROM mail_outbox WHERE to_address = $1',
      [e],
    );
    expect(mail).toEqual({ kind: 'welcome', subject: 'Welcome: your account is ready' });
  });
});

describe('POST /api/v1/users at front of house (issue 10)', () => {
  it('USER-016 a customer staff create is customer_account_foh from front-of-house, with the rest of the form', async () => {
    const staff = await t.login('staff@example.com');
    const e = email();
    const r = await t.json('/api/v1/users', {
      token: staff,
      body: {
        first_name: 'Desk',
        last_name: 'Made',
        email: e,
        marketing_sms: true,
        emergency_contact_name: 'Kit Made',
      },
    });
    expect(r.status).toBe(201);
    expect(r.body.data.marketing.sms).toBe(true);
    expect(await stored(e)).toMatchObject({
      onboarding_type: 'customer_account_foh',
      source: 'front-of-house',
      extra: { emergency_contact: { emergency_contact_name: 'Kit Made', emergency_contact_phone: null } },
    });
  });
});
