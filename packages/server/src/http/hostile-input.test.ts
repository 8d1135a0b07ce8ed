// Issue 7 point 10: values the database cannot hold are a 422 naming the field, not a 500.
import { testApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await testApp();
  token = await t.login('demo@example.com');
});

describe('ISSUE-7.10 hostile input answers 422 naming the field', () => {
  it('an occurrence id past the int4 range is a 422 on id', async () => {
    const r = await t.json('/api/v1/activities/occurrences/99999999999', { token });
    expect(r.status).toBe(422);
    expect(r.body.errors).toEqual({ id: ['Must not be greater than 2147483647'] });
    expect(r.body.message).toBe('id: Must not be greater than 2147483647');
  });

  it('a basket quantity of 2147483648 is a 422 on data.items.0.quantity', async () => {
    const occ = await t.db.one<{ id: string }>(
      'SELECT id FROM occurrences WHERE starts_at > now() ORDER BY starts_at LIMIT 1',
    );
    const r = await t.json('/api/activities/cart/add', {
      token,
      body: { items: [{ id: occ!.id, type: 'activity', quantity: 2147483648 }] },
    });
    expect(r.status).toBe(422);
    expect(Object.entries(r.body.errors)).toEqual([
      [expect.stringMatching(/quantity$/), ['Must not be greater than 2147483647']],
    ]);
  });

  it('a query id past int4 is a 422 on that parameter', async () => {
    const r = await t.json('/api/v1/orders?selected_user_id=2147483648', { token });
    expect(r.status).toBe(422);
    expect(r.body.errors).toEqual({ selected_user_id: ['Must not be greater than 2147483647'] });
  });

  it('a selected_user_id past int4 that a route reads outside its schema is a 404, not a 500', async () => {
    const staff = await t.login('staff@example.com');
    const r = await t.json('/api/waitlist?selected_user_id=99999999999', { token: staff });
    expect(r.status).toBe(404);
  });

  it('a login name with NUL is a 422 on username', async () => {
    const r = await t.json('/api/auth/customer/login', { body: { username: 'a\u0000b', password: 'Password123!' } });
    expect(r.status).toBe(422);
    expect(r.body.errors).toEqual({ username: ['Must not contain control characters'] });
  });

  it('NUL in a path segment or a nested body field is a 422 naming it', async () => {
    const path = await t.json('/api/venues/a%00b', { token });
    expect(path).toMatchObject({ status: 422, body: { errors: { slug: ['Must not contain control characters'] } } });
    const nested = await t.json(`/api/v1/users/${await t.userId('demo@example.com')}`, {
      method: 'PATCH',
      token,
      body: { address: { address1: 'a\u0000b' } },
    });
    expect(nested).toMatchObject({
      status: 422,
      body: { errors: { 'address.address1': ['Must not contain control characters'] } },
    });
  });

  it('tabs and new lines in text are still accepted (long text answers use them)', async () => {
    const r = await t.json('/api/auth/customer/login', {
      body: { username: 'demo@example.com\t', password: 'Password123!' },
    });
    expect(r.status).toBe(200);
  });
});
