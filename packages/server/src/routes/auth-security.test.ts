import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { createApp } from '../app.ts';
import { TOO_COMMON, TOO_SHORT } from '../auth/passwordPolicy.ts';
import { LIMITS } from '../auth/throttle.ts';
import { testApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});

/** A second app over the same database with a clock the test moves, so no test sleeps. */
async function appWithClock(start: Date, env: { trustProxy?: boolean } = {}) {
  let now = start;
  const app = await createApp({
    db: t.db,
    config: { ...t.config, trustProxy: env.trustProxy ?? false },
    now: () => now,
  });
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    advance(ms: number) {
      now = new Date(now.getTime() + ms);
    },
    async post(path: string, body: unknown, headers: Record<string, string> = {}) {
      const r = await fetch(url + path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Client-Domain': 'riverside-leisure', ...headers },
        body: JSON.stringify(body),
      });
      return { status: r.status, retryAfter: r.headers.get('retry-after'), body: await r.json() };
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

let n = 0;
/** A fresh customer through the public sign-up, so demo accounts stay untouched. */
async function register(password = 'Riverside-walk-42') {
  const email = `sec-${Date.now()}-${n++}@example.test`;
  const r = await t.json('/api/auth/customer/register', {
    body: { first_name: 'Sam', last_name: 'Secure', email, password, password_confirmation: password, terms: true },
  });
  expect(r.status).toBe(201);
  return { email, password, token: r.body.data.token as string };
}

/** The reset link from the newest password-reset mail to `email` in the outbox. */
async function resetTokenFromOutbox(email: string): Promise<string> {
  const mail = await t.db.one<{ text_body: string; subject: string }>(
    "SELECT text_body, subject FROM mail_outbox WHERE kind = 'password_reset' AND lower(to_address) = lower($1) ORDER BY id DESC LIMIT 1",
    [email],
  );
  expect(mail?.subject).toBe('Reset your password');
  const link = /https?:\/\/\S+\/reset-password\?reset_token=(\S+)/.exec(mail!.text_body);
  expect(link).not.toBeNull();
  return decodeURIComponent(link![1]!);
}

describe('brute force (issue 7 point 11)', () => {
  it('locks an account after 5 wrong passwords with 429 and Retry-After, without hashing, and frees it after the window', async () => {
    const u = await register();
    const clock = await appWithClock(new Date());
    try {
      for (let i = 0; i < LIMITS.loginAccount.max; i++) {
        expect(
          (await clock.post('/api/auth/customer/login', { username: u.email, password: `wrong-${i}` })).status,
        ).toBe(422);
        clock.advance(1000);
      }
      const locked = await clock.post('/api/auth/customer/login', { username: u.email, password: u.password });
      expect(locked.status).toBe(429);
      expect(locked.body.message).toMatch(/Too many attempts/);
      // The first failure leaves the 15-minute window 15 min - 5 s from now.
      expect(Number(locked.retryAfter)).toBe(15 * 60 - 5);
      // Rejected guesses are counted before any hashing and are not kept, so hammering does not extend the lock.
      for (let i = 0; i < 20; i++)
        expect((await clock.post('/api/auth/customer/login', { username: u.email, password: 'x' })).status).toBe(429);
      const kept = await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM auth_attempts WHERE subject = $1', [
        `account:1:${u.email.toLowerCase()}`,
      ]);
      expect(kept!.n).toBe(LIMITS.loginAccount.max);
      // The same account typed differently is the same account.
      expect(
        (await clock.post('/api/auth/customer/login', { username: u.email.toUpperCase(), password: u.password }))
          .status,
      ).toBe(429);
      // Other accounts are not affected.
      const other = await register();
      expect(
        (await clock.post('/api/auth/customer/login', { username: other.email, password: other.password })).status,
      ).toBe(200);

      clock.advance(Number(locked.retryAfter) * 1000);
      const again = await clock.post('/api/auth/customer/login', { username: u.email, password: u.password });
      expect(again.status).toBe(200);
    } finally {
      await clock.close();
    }
  });

  it('a burst of 200 wrong passwords in parallel gets at most 5 hashed answers, the rest 429', async () => {
    const u = await register();
    const clock = await appWithClock(new Date());
    try {
      const answers = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          clock.post('/api/auth/customer/login', { username: u.email, password: `guess-${i}` }),
        ),
      );
      const counted = answers.filter((a) => a.status === 422).length;
      expect(counted).toBeLessThanOrEqual(LIMITS.loginAccount.max);
      expect(answers.filter((a) => a.status === 429).length).toBe(200 - counted);
    } finally {
      await clock.close();
    }
  });

  it('limits one client address across many accounts (50 failures per 15 minutes)', async () => {
    const clock = await appWithClock(new Date(Date.now() + 86_400_000), { trustProxy: true });
    const from = { 'X-Forwarded-For': '203.0.113.9' };
    try {
      for (let i = 0; i < LIMITS.loginAddress.max; i++) {
        expect(
          (
            await clock.post(
              '/api/auth/customer/login',
              { username: `nobody-${i}@example.test`, password: 'wrong-password' },
              from,
            )
          ).status,
        ).toBe(422);
      }
      const blocked = await clock.post(
        '/api/auth/customer/login',
        { username: 'someone-else@example.test', password: 'wrong-password' },
        from,
      );
      expect(blocked.status).toBe(429);
      expect(Number(blocked.retryAfter)).toBeGreaterThan(0);
      // Another address is still served.
      expect(
        (
          await clock.post(
            '/api/auth/customer/login',
            { username: 'someone-else@example.test', password: 'wrong-password' },
            { 'X-Forwarded-For': '203.0.113.10' },
          )
        ).status,
      ).toBe(422);
      clock.advance(LIMITS.loginAddress.windowMs);
      expect(
        (
          await clock.post(
            '/api/auth/customer/login',
            { username: 'someone-else@example.test', password: 'wrong-password' },
            from,
          )
        ).status,
      ).toBe(422);
    } finally {
      await clock.close();
    }
  });

  it('limits password-reset requests per account (3 an hour) and answers 429 with Retry-After', async () => {
    const u = await register();
    const clock = await appWithClock(new Date(Date.now() + 2 * 86_400_000));
    try {
      for (let i = 0; i < LIMITS.resetRequestAccount.max; i++) {
        expect(
          (await clock.post('/api/auth/customer/forgotten-password', { email_or_reference: u.email })).status,
        ).toBe(200);
      }
      const limited = await clock.post('/api/auth/customer/forgotten-password', { email_or_reference: u.email });
      expect(limited.status).toBe(429);
      expect(Number(limited.retryAfter)).toBe(3600);
      // An unknown address is limited the same way, so a 429 reveals nothing about which accounts exist.
      for (let i = 0; i < 3; i++)
        await clock.post('/api/auth/customer/forgotten-password', { email_or_reference: 'ghost-account@example.test' });
      expect(
        (
          await clock.post('/api/auth/customer/forgotten-password', {
            email_or_reference: 'ghost-account@example.test',
          })
        ).status,
      ).toBe(429);
      clock.advance(3600_000);
      expect((await clock.post('/api/auth/customer/forgotten-password', { email_or_reference: u.email })).status).toBe(
        200,
      );
    } finally {
      await clock.close();
    }
  });
});

describe('password policy (issue 7 point 14, NIST SP 800-63B)', () => {
  const signUp = (password: string) =>
    t.json('/api/auth/customer/register', {
      body: {
        first_name: 'Pat',
        last_name: 'Policy',
        email: `policy-${Date.now()}-${n++}@example.test`,
        password,
        password_confirmation: password,
        terms: true,
      },
    });

  it('register refuses a password on the common-password list with a 422 naming the field', async () => {
    for (const pw of ['password123', 'Password1', 'qwertyuiop', 'iloveyou1']) {
      const r = await signUp(pw);
      expect(r.status).toBe(422);
      expect(r.body.errors).toEqual({ password: [TOO_COMMON] });
    }
  });

  it('register refuses fewer than 8 characters and accepts an uncommon 8-character password with no composition rules', async () => {
    const short = await signUp('abc1234');
    expect(short.status).toBe(422);
    expect(short.body.errors.password).toEqual([TOO_SHORT]);
    expect((await signUp('kettle harbour')).status).toBe(201);
  });

  it('the seeded demo accounts keep Password123!', async () => {
    expect(
      (await t.json('/api/auth/customer/login', { body: { username: 'new@example.com', password: 'Password123!' } }))
        .status,
    ).toBe(200);
  });

  it('reset and change password apply the policy too', async () => {
    const u = await register();
    await t.json('/api/auth/customer/forgotten-password', { body: { email_or_reference: u.email } });
    const token = await resetTokenFromOutbox(u.email);
    const weak = await t.json('/api/auth/customer/reset-password', {
      body: { token, password: 'letmein1', password_confirmation: 'letmein1' },
    });
    expect(weak.status).toBe(422);
    expect(weak.body.errors).toEqual({ password: [TOO_COMMON] });
    // The refused attempt did not use up the link.
    expect(
      (
        await t.json('/api/auth/customer/reset-password', {
          body: { token, password: 'Otter-lantern-9', password_confirmation: 'Otter-lantern-9' },
        })
      ).status,
    ).toBe(200);

    const session = await t.login(u.email, 'Otter-lantern-9');
    const changeWeak = await t.json('/api/auth/customer/change-password', {
      token: session,
      body: { current_password: 'Otter-lantern-9', password: 'football1', password_confirmation: 'football1' },
    });
    expect(changeWeak.status).toBe(422);
    expect(changeWeak.body.errors).toEqual({ password: [TOO_COMMON] });
  });
});

describe('password reset works end to end (issue 7 point 15)', () => {
  it('request, read the mail, follow the link, set a new password, log in; old sessions are revoked and the link is single-use', async () => {
    const u = await register();
    const before = await t.login(u.email, u.password);
    expect((await t.json('/api/auth/user', { token: before })).status).toBe(200);

    const asked = await t.json('/api/auth/customer/forgotten-password', { body: { email_or_reference: u.email } });
    expect(asked.status).toBe(200);
    const token = await resetTokenFromOutbox(u.email);
    const link = (await t.db.one<{ text_body: string }>(
      "SELECT text_body FROM mail_outbox WHERE kind = 'password_reset' AND to_address = $1 ORDER BY id DESC LIMIT 1",
      [u.email],
    ))!.text_body;
    expect(link).toContain(`${t.config.publicUrl}/reset-password?reset_token=`);

    const mismatch = await t.json('/api/auth/customer/reset-password', {
      body: { token, password: 'Marmalade-sky-7', password_confirmation: 'Marmalade-sky-8' },
    });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.errors).toHaveProperty('password_confirmation');

    const reset = await t.json('/api/auth/customer/reset-password', {
      body: { token, password: 'Marmalade-sky-7', password_confirmation: 'Marmalade-sky-7' },
    });
    expect(reset.status).toBe(200);
    expect((await t.json('/api/auth/user', { token: before })).status).toBe(401);
    expect(
      (await t.json('/api/auth/customer/login', { body: { username: u.email, password: u.password } })).status,
    ).toBe(422);
    expect(
      (await t.json('/api/auth/customer/login', { body: { username: u.email, password: 'Marmalade-sky-7' } })).status,
    ).toBe(200);

    const reused = await t.json('/api/auth/customer/reset-password', {
      body: { token, password: 'Another-river-3', password_confirmation: 'Another-river-3' },
    });
    expect(reused.status).toBe(422);
    expect(reused.body.errors).toEqual({ token: ['This password reset token is invalid.'] });
  });

  it('a reset link expires after 60 minutes', async () => {
    const u = await register();
    const clock = await appWithClock(new Date());
    try {
      expect((await clock.post('/api/auth/customer/forgotten-password', { email_or_reference: u.email })).status).toBe(
        200,
      );
      const token = await resetTokenFromOutbox(u.email);
      clock.advance(60 * 60_000 + 1000);
      const late = await clock.post('/api/auth/customer/reset-password', {
        token,
        password: 'Harbour-gull-5',
        password_confirmation: 'Harbour-gull-5',
      });
      expect(late.status).toBe(422);
      expect(late.body.errors).toHaveProperty('token');
    } finally {
      await clock.close();
    }
  });

  it('an unknown account gets the same answer and no mail', async () => {
    const count = async () => (await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM mail_outbox'))!.n;
    const before = await count();
    const r = await t.json('/api/auth/customer/forgotten-password', {
      body: { email_or_reference: 'nobody-here@example.test' },
    });
    expect(r.status).toBe(200);
    expect(await count()).toBe(before);
  });

  it('change password needs the current one and ends the other sessions, keeping this one', async () => {
    const u = await register();
    const other = await t.login(u.email, u.password);
    const wrong = await t.json('/api/auth/customer/change-password', {
      token: u.token,
      body: {
        current_password: 'not-it-at-all',
        password: 'Copper-kettle-4',
        password_confirmation: 'Copper-kettle-4',
      },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toHaveProperty('current_password');
    const changed = await t.json('/api/auth/customer/change-password', {
      token: u.token,
      body: { current_password: u.password, password: 'Copper-kettle-4', password_confirmation: 'Copper-kettle-4' },
    });
    expect(changed.status).toBe(200);
    expect((await t.json('/api/auth/user', { token: u.token })).status).toBe(200);
    expect((await t.json('/api/auth/user', { token: other })).status).toBe(401);
    expect(
      (await t.json('/api/auth/customer/login', { body: { username: u.email, password: 'Copper-kettle-4' } })).status,
    ).toBe(200);
  });
});
