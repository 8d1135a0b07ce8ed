import { beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../testing/test-app.ts';
import { createCustomers } from '../testing/commerceFixtures.ts';
import { addDays, localDate } from '../time/londonTime.ts';

let t: TestApp;
let alex: string;
let other: string;
let twin: string;
const date = () => addDays(localDate(new Date(), 'Europe/London'), 3);

beforeAll(async () => {
  t = await testApp();
  alex = await t.login('demo@example.com');
  const customers = await createCustomers(t.db, 2, `etag${Date.now().toString(36)}`);
  other = customers[0]!.token;
  twin = customers[1]!.token;
});

describe('conditional GET on timetable reads (issue 12)', () => {
  const paths = () => [
    `/api/venue/riverside/activity/yoga/v2/timetable?date=${date()}`,
    `/api/activities/venue/riverside/activity/yoga/v2/times?date=${date()}`,
    `/api/venue/riverside/activity/yoga/v2/slots?date=${date()}`,
  ];

  it('a repeat with the same viewer and If-None-Match answers 304 with no body', async () => {
    for (const p of paths()) {
      const first = await t.request(p, { token: alex });
      expect(first.status, p).toBe(200);
      const etag = first.headers.get('etag');
      // Weak: fetch accepts compressed answers (compressJson.ts).
      expect(etag, p).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
      expect(first.headers.get('cache-control')).toBe('private, no-cache');
      expect(first.headers.get('vary')).toMatch(/Authorization/);
      expect((await first.json()).data.length).toBeGreaterThan(0);
      const again = await t.request(p, { token: alex, headers: { 'If-None-Match': etag! } });
      expect(again.status, p).toBe(304);
      expect(again.headers.get('etag')).toBe(etag);
      expect(await again.text()).toBe('');
    }
  });

  it("another customer (or nobody) presenting one customer's ETag gets their own 200 body", async () => {
    const p = paths()[0]!;
    const mine = await t.request(p, { token: alex });
    const etag = mine.headers.get('etag')!;
    const mineBody = await mine.json();
    // Alex booked the 18:30 class on this day: their body says cancel_booking, nobody else's does.
    expect(mineBody.data.find((e: any) => e.starts_at.time_24h === '18:30').bookable_action.action).toBe(
      'cancel_booking',
    );
    for (const token of [other, null]) {
      const theirs = await t.request(p, { token, headers: { 'If-None-Match': etag } });
      expect(theirs.status).toBe(200);
      expect(theirs.headers.get('etag')).not.toBe(etag);
      const body = await theirs.json();
      expect(body.data.find((e: any) => e.starts_at.time_24h === '18:30').bookable_action.action).not.toBe(
        'cancel_booking',
      );
    }
  });

  it('the tag is per viewer even when two customers see the same body', async () => {
    const p = paths()[0]!;
    const a = await t.request(p, { token: other });
    const b = await t.request(p, { token: twin, headers: { 'If-None-Match': a.headers.get('etag')! } });
    const [bodyA, bodyB] = [await a.json(), await b.json()];
    expect(bodyB.checksum).toBe(bodyA.checksum);
    expect(b.status).toBe(200);
    expect(b.headers.get('etag')).not.toBe(a.headers.get('etag'));
  });

  it('a changed day (a stale ETag) answers 200 with the new body', async () => {
    const p = paths()[0]!;
    const r = await t.request(p, { token: alex, headers: { 'If-None-Match': '"stale"' } });
    expect(r.status).toBe(200);
    expect((await r.json()).checksum).toMatch(/^[0-9a-f]{40}$/);
  });
});
