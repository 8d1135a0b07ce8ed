// Issue 7 point 13: a cookie-signed write from another site must not change anything.
import { testApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let token: string;
let occ: string;
beforeAll(async () => {
  t = await testApp();
  const email = `csrf-${Date.now()}@example.com`;
  const reg = await t.json('/api/auth/customer/register', {
    body: {
      first_name: 'Cross',
      last_name: 'Site',
      email,
      password: 'Password123!',
      password_confirmation: 'Password123!',
      terms: true,
    },
  });
  token = reg.status === 200 || reg.status === 201 ? await t.login(email) : await t.login('new@example.com');
  const row = await t.db.one<{ id: string }>(
    `SELECT o.id FROM occurrences o JOIN activities a ON a.id = o.activity_id
      WHERE o.starts_at > now() + interval '1 day' AND o.capacity_maximum - o.consumed > 5 AND o.status <> 'cancelled'
        AND o.booking_type = 'classes' ORDER BY o.starts_at LIMIT 1`,
  );
  occ = row!.id;
});

const cookie = () => `riverside-leisure-auth-token=${encodeURIComponent(token)}`;
const addBody = () => JSON.stringify({ items: [{ id: occ, type: 'activity' }] });
const basketSize = async () => (await t.json('/api/activities/cart', { token })).body.data.items.length as number;
const clear = () => t.request('/api/activities/cart', { method: 'DELETE', token });

describe('ISSUE-7.13 cross-site request forgery', () => {
  it('a cookie-signed text/plain POST from another origin is refused and adds nothing to the basket', async () => {
    await clear();
    const r = await fetch(`${t.url}/api/activities/cart/add`, {
      method: 'POST',
      headers: { Cookie: cookie(), Origin: 'http://evil.example', 'Content-Type': 'text/plain;charset=UTF-8' },
      body: addBody(),
    });
    expect(r.status).toBe(403);
    expect(await r.json()).toEqual({ message: 'This request did not come from an allowed site.' });
    expect(await basketSize()).toBe(0);
  });

  it('from our own origin a cookie-signed write must still be JSON', async () => {
    const r = await fetch(`${t.url}/api/activities/cart/add`, {
      method: 'POST',
      headers: { Cookie: cookie(), Origin: t.url, 'Content-Type': 'text/plain' },
      body: addBody(),
    });
    expect(r.status).toBe(415);
    expect((await r.json()).message).toMatch(/JSON/);
    const form = await fetch(`${t.url}/api/activities/cart/add`, {
      method: 'POST',
      headers: { Cookie: cookie(), Origin: t.url, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'items=1',
    });
    expect(form.status).toBe(415);
    expect(await basketSize()).toBe(0);
  });

  it('a cookie-signed JSON write from another origin is refused; from ours or CORS_ORIGINS it works', async () => {
    const evil = await fetch(`${t.url}/api/activities/cart/add`, {
      method: 'POST',
      headers: { Cookie: cookie(), Origin: 'http://evil.example', 'Content-Type': 'application/json' },
      body: addBody(),
    });
    expect(evil.status).toBe(403);
    const same = await fetch(`${t.url}/api/activities/cart/add`, {
      method: 'POST',
      headers: { Cookie: cookie(), Origin: t.url, 'Content-Type': 'application/json' },
      body: addBody(),
    });
    expect(same.status).toBe(200);
    expect(await basketSize()).toBe(1);
    await clear();
    const listed = await fetch(`${t.url}/api/activities/cart/add`, {
      method: 'POST',
      headers: { Cookie: cookie(), Origin: 'http://allowed.example', 'Content-Type': 'application/json' },
      body: addBody(),
    });
    expect(listed.status).toBe(200);
    await clear();
    // Behind a proxy that forwards the public host.
    const proxied = await fetch(`${t.url}/api/activities/cart/add`, {
      method: 'POST',
      headers: {
        Cookie: cookie(),
        Origin: 'https://booking.example',
        'X-Forwarded-Host': 'booking.example',
        'Content-Type': 'application/json',
      },
      body: addBody(),
    });
    expect(proxied.status).toBe(200);
    // A bodyless cookie-signed DELETE from our own page (how the client removes things) still works.
    const del = await fetch(`${t.url}/api/activities/cart`, {
      method: 'DELETE',
      headers: { Cookie: cookie(), Origin: t.url },
    });
    expect(del.status).toBe(200);
    expect(await basketSize()).toBe(0);
  });

  it('a cross-site fetch marked by the browser (Sec-Fetch-Site, no Origin) is refused', async () => {
    const r = await fetch(`${t.url}/api/activities/cart`, {
      method: 'DELETE',
      headers: { Cookie: cookie(), 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(r.status).toBe(403);
  });

  it("Bearer-signed writes from any origin keep working (embeds on operators' sites)", async () => {
    const r = await fetch(`${t.url}/api/activities/cart/add`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${token}`,
        Cookie: cookie(),
        Origin: 'http://operator.example',
        'Content-Type': 'application/json',
        'X-Client-Domain': 'riverside-leisure',
      },
      body: addBody(),
    });
    expect(r.status).toBe(200);
    expect(await basketSize()).toBe(1);
    await clear();
  });

  it('writes without the cookie (logging in) are not affected', async () => {
    const r = await fetch(`${t.url}/api/auth/customer/login`, {
      method: 'POST',
      headers: { Origin: 'http://operator.example', 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'demo@example.com', password: 'Password123!' }),
    });
    expect(r.status).toBe(200);
  });
});
