import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { createApp } from '../app.ts';
import { hashToken } from '../auth/tokens.ts';
import { HANDOFF_REFUSED } from '../domain/accounts/sessionHandoff.ts';
import { testApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});

/** A second app over the same database with a clock the test moves, so no test sleeps. */
async function appWithClock(start: Date) {
  let now = start;
  const app = await createApp({ db: t.db, config: t.config, now: () => now });
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    advance(ms: number) {
      now = new Date(now.getTime() + ms);
    },
    async post(path: string, body: unknown, token?: string) {
      const headers: Record<string, string> = {
        'Content-Type': 'application/json',
        'X-Client-Domain': 'riverside-leisure',
      };
      if (token) headers.Authorization = `Bearer ${token}`;
      const r = await fetch(url + path, { method: 'POST', headers, body: JSON.stringify(body) });
      return { status: r.status, body: await r.json() };
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

async function issue(token: string): Promise<string> {
  const r = await t.json('/api/auth/handoff', { method: 'POST', token });
  expect(r.status).toBe(201);
  return r.body.data.code as string;
}

describe('session handoff codes (issue 10)', () => {
  it('a code is exchanged once for a new session of the same user; a reused code is refused', async () => {
    const session = await t.login('demo@example.com');
    const code = await issue(session);
    expect(code).not.toBe(session);
    const first = await t.json('/api/auth/handoff/exchange', { body: { code } });
    expect(first.status).toBe(200);
    expect(first.body.data.user.email).toBe('demo@example.com');
    const handed = first.body.data.token as string;
    expect(handed).not.toBe(session);
    expect(handed).not.toBe(code);
    expect((await t.json('/api/auth/user', { token: handed })).body.data.email).toBe('demo@example.com');
    const again = await t.json('/api/auth/handoff/exchange', { body: { code } });
    expect(again.status).toBe(422);
    expect(again.body.errors.code).toEqual([HANDOFF_REFUSED]);
  });

  it('only one of two simultaneous exchanges of one code succeeds', async () => {
    const code = await issue(await t.login('demo@example.com'));
    const answers = await Promise.all(
      [1, 2, 3].map(() => t.json('/api/auth/handoff/exchange', { body: { code } }).then((r) => r.status)),
    );
    expect(answers.sort()).toEqual([200, 422, 422]);
  });

  it('a code expires after 60 seconds', async () => {
    const clock = await appWithClock(new Date());
    try {
      const login = await clock.post('/api/auth/customer/login', {
        username: 'demo@example.com',
        password: 'Password123!',
      });
      const session = login.body.data.token as string;
      const fresh = (await clock.post('/api/auth/handoff', {}, session)).body.data.code as string;
      const stale = (await clock.post('/api/auth/handoff', {}, session)).body.data.code as string;
      clock.advance(59_000);
      expect((await clock.post('/api/auth/handoff/exchange', { code: fresh })).status).toBe(200);
      clock.advance(2_000);
      const late = await clock.post('/api/auth/handoff/exchange', { code: stale });
      expect(late.status).toBe(422);
      expect(late.body.errors.code).toEqual([HANDOFF_REFUSED]);
    } finally {
      await clock.close();
    }
  });

  it('codes are stored hashed: the database never holds the code itself', async () => {
    const code = await issue(await t.login('new@example.com'));
    const rows = await t.db.query<{ code_hash: string }>('SELECT code_hash FROM session_handoffs');
    expect(rows.some((r) => r.code_hash === code)).toBe(false);
    expect(rows.some((r) => r.code_hash === hashToken(code))).toBe(true);
  });

  it('a wrong code, or a session token posing as a code, is refused', async () => {
    const session = await t.login('demo@example.com');
    expect((await t.json('/api/auth/handoff/exchange', { body: { code: 'made-up-code' } })).status).toBe(422);
    expect((await t.json('/api/auth/handoff/exchange', { body: { code: session } })).status).toBe(422);
    expect((await t.json('/api/auth/handoff/exchange', { body: {} })).body.errors).toHaveProperty(['code']);
  });

  it('a code dies with the session that issued it (logged out before the exchange)', async () => {
    const session = await t.login('demo@example.com');
    const code = await issue(session);
    await t.json('/api/auth/logout', { method: 'POST', token: session });
    expect((await t.json('/api/auth/handoff/exchange', { body: { code } })).status).toBe(422);
  });

  it('issuing a code needs a session (401 for a guest)', async () => {
    expect((await t.json('/api/auth/handoff', { method: 'POST' })).status).toBe(401);
  });

  it('refused exchanges are rate limited per address like logins (429 with Retry-After)', async () => {
    const clock = await appWithClock(new Date(Date.now() + 86_400_000));
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 21; i++)
        statuses.push((await clock.post('/api/auth/handoff/exchange', { code: `guess-${i}` })).status);
      expect(statuses.slice(0, 20).every((s) => s === 422)).toBe(true);
      expect(statuses[20]).toBe(429);
    } finally {
      await clock.close();
    }
  });
});
