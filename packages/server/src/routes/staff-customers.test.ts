import { testApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await testApp();
  staff = await t.login('staff@example.com');
});

describe('POST /api/v1/users (staff create a customer)', () => {
  it('API-064 staff create a customer without a password; the search then finds them', async () => {
    const r = await t.json('/api/v1/users', {
      token: staff,
      body: {
        first_name: 'Priya',
        last_name: 'Tennant',
        email: 'priya.tennant@example.com',
        date_of_birth: '1990-04-02',
        postcode: 'M1 1AE',
      },
    });
    expect(r.status).toBe(201);
    expect(r.body.data).toMatchObject({
      first_name: 'Priya',
      last_name: 'Tennant',
      email: 'priya.tennant@example.com',
      date_of_birth: '1990-04-02',
      token: null,
    });
    expect(r.body.data.reference).toMatch(/^RLT\d{6}$/);
    const found = await t.json('/api/v1/users?search=tennant', { token: staff });
    expect(found.body.data.map((u: { id: number }) => u.id)).toContain(r.body.data.id);
    // No password was set, so nobody can log in as the new customer until they reset it.
    const login = await t.json('/api/auth/customer/login', {
      body: { username: 'priya.tennant@example.com', password: 'anything-at-all' },
    });
    expect(login.status).not.toBe(200);
  });

  it('API-064 a bad body answers 422 naming each field; a taken e-mail is refused', async () => {
    const bad = await t.json('/api/v1/users', {
      token: staff,
      body: { first_name: ' ', email: 'not-an-email', postcode: 'X' },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['email', 'first_name', 'last_name', 'postcode']);
    expect(bad.body.errors.first_name).toEqual(['This field is required']);
    const taken = await t.json('/api/v1/users', {
      token: staff,
      body: { first_name: 'Alex', last_name: 'Again', email: 'DEMO@example.com' },
    });
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual({ email: ['The email has already been taken.'] });
  });

  it('API-064 customers get 403 and guests 401', async () => {
    const alex = await t.login('demo@example.com');
    const body = { first_name: 'No', last_name: 'Way' };
    const customer = await t.json('/api/v1/users', { token: alex, body });
    expect(customer.status).toBe(403);
    expect(customer.body).toEqual({ message: 'Unauthorised.' });
    expect((await t.json('/api/v1/users', { body })).status).toBe(401);
  });
});
