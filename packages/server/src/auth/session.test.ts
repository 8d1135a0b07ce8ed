// The session's user is read as one JSON column (issue 12): it must be the row `SELECT * FROM users`
// gives, every column with the same value and type, on both databases.
import { Hono } from 'hono';
import type { ClientRow } from '../db/rows.ts';
import { createCustomers } from '../testing/commerceFixtures.ts';
import { testApp, type TestApp } from '../testing/test-app.ts';
import { currentUser, type AuthState, type UserRow } from './session.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});

/** currentUser and the request's client for a bearer token, through a bare app with the same context. */
async function resolve(token: string, clientKnown: boolean) {
  const seen: { user?: UserRow | null; client?: ClientRow } = {};
  const app = new Hono<{ Variables: { deps: unknown; auth: AuthState; client: ClientRow | undefined } }>();
  app.get('/', async (c) => {
    c.set('deps', { db: t.db, config: t.config, now: () => new Date() });
    c.set('auth', { resolved: false, user: null, tokenHash: null });
    if (clientKnown)
      c.set('client', (await t.db.one<ClientRow>("SELECT * FROM clients WHERE domain = 'riverside-leisure'"))!);
    seen.user = await currentUser(c);
    seen.client = c.get('client');
    return c.text('ok');
  });
  await app.request('/', { headers: { Authorization: `Bearer ${token}`, 'X-Client-Domain': 'riverside-leisure' } });
  return seen;
}

describe('the session user', () => {
  it('is the users row, every column as SELECT * reads it, with or without the client in the same read', async () => {
    const [c] = await createCustomers(t.db, 1, 'sessionrow');
    // Every kind of column set: a timestamp with microseconds, a date, JSON, nulls and booleans.
    await t.db.query(
      `UPDATE users SET email_verified_at = '2026-03-04 05:06:07.891234+00', date_of_birth = '1990-02-03',
              extra = '{"a": [1, "b"], "n": null}', marketing_sms = true, phone = NULL, created_at = '2025-12-31 23:59:59.999999+00'
        WHERE id = $1`,
      [c!.id],
    );
    const expected = await t.db.one<UserRow>('SELECT * FROM users WHERE id = $1', [c!.id]);
    for (const clientKnown of [false, true]) {
      const { user, client } = await resolve(c!.token, clientKnown);
      expect(user).toStrictEqual(expected);
      expect(Object.keys(user!)).toEqual(Object.keys(expected!));
      expect(client).toStrictEqual(
        await t.db.one<ClientRow>("SELECT * FROM clients WHERE domain = 'riverside-leisure'"),
      );
    }
  });

  it('is null for an unknown token', async () => {
    expect((await resolve('no-such-token', false)).user).toBeNull();
  });
});
