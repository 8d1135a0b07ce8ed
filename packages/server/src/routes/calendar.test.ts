import { beforeAll, describe, expect, it } from 'vitest';
import { calendarFeedSchema } from '@venue/core/contract';
import { hashToken } from '../auth/tokens.ts';
import { testApp, type TestApp } from '../testing/test-app.ts';
import { createCustomers, futureOccurrence, type TestCustomer } from '../testing/testKit.ts';

let t: TestApp;
let kit: TestCustomer[];

beforeAll(async () => {
  t = await testApp();
  kit = await createCustomers(t.db, 3, 'cal');
});

/** A settled booking of `who` on the nth future yoga occurrence (placed through the API, then paid). */
async function settledBooking(who: TestCustomer, nth: number): Promise<{ id: number; occurrenceId: string }> {
  const occ = await futureOccurrence(t.db, 'yoga', 'riverside', nth);
  const placed = await t.json(`/api/v1/activities/occurrences/${occ.id}/bookings`, {
    body: { data: {} },
    token: who.token,
  });
  expect(placed.status).toBe(201);
  await t.db.query(`UPDATE bookings SET status = 'settled', price = 650 WHERE id = $1`, [placed.body.data.id]);
  return { id: placed.body.data.id, occurrenceId: occ.id };
}

const feedPath = (url: string) => new URL(url).pathname;

describe('private calendar feed', () => {
  it('creating a feed answers its https and webcal URLs once; the database keeps only the token hash', async () => {
    const me = kit[0]!;
    expect((await t.json('/api/calendar-feed', { token: me.token })).body.data).toEqual({
      active: false,
      created_at: null,
      url: null,
      webcal_url: null,
    });
    const made = await t.json('/api/calendar-feed', { method: 'POST', token: me.token });
    expect(made.status).toBe(201);
    expect(calendarFeedSchema.safeParse(made.body.data).error).toBeUndefined();
    const { url, webcal_url } = made.body.data as { url: string; webcal_url: string };
    expect(url).toMatch(new RegExp(`^${t.config.publicUrl}/api/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
    expect(webcal_url).toBe(url.replace(/^https?:\/\//, 'webcal://'));
    const token = /\/api\/calendar\/(.+)\.ics$/.exec(url)![1]!;
    const stored = await t.db.query<{ token_hash: string }>(
      'SELECT token_hash FROM calendar_feeds WHERE user_id = $1',
      [me.id],
    );
    expect(stored).toEqual([{ token_hash: hashToken(token) }]);
    expect(stored[0]!.token_hash).not.toContain(token);
    // The status never shows the secret again.
    const status = (await t.json('/api/calendar-feed', { token: me.token })).body.data;
    expect(status).toMatchObject({ active: true, url: null, webcal_url: null });
    expect(typeof status.created_at).toBe('string');
  });

  it('the feed serves text/calendar without a session, listing only the owner’s upcoming settled bookings', async () => {
    const [me, other] = [kit[1]!, kit[2]!];
    const mine = await settledBooking(me, 11);
    const cancelledOne = await settledBooking(me, 12);
    await t.db.query(`UPDATE bookings SET status = 'cancelled' WHERE id = $1`, [cancelledOne.id]);
    const past = await settledBooking(me, 13);
    await t.db.query(
      `UPDATE occurrences SET starts_at = now() - interval '3 days', ends_at = now() - interval '3 days' + interval '1 hour' WHERE id = $1`,
      [past.occurrenceId],
    );
    const theirs = await settledBooking(other, 14);
    const { url } = (await t.json('/api/calendar-feed', { method: 'POST', token: me.token })).body.data;

    const res = await t.request(feedPath(url), { token: null });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const text = await res.text();
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    const uids = [...text.matchAll(/^UID:(.+)\r$/gm)].map((m) => m[1]);
    expect(uids).toEqual([`booking-${mine.id}@riverside-leisure`]);
    expect(text).not.toContain(`booking-${theirs.id}@`);
    expect(text).not.toContain(`booking-${past.id}@`);
    expect(text).not.toContain(`booking-${cancelledOne.id}@`);
    const booking = (await t.json(`/api/v1/activities/bookings/${mine.id}`, { token: me.token })).body.data;
    const utc = (v: string) => v.replace(/[-:]/g, '').replace(' ', 'T') + 'Z';
    expect(text).toContain(`DTSTART:${utc(booking.starts_at.utc)}\r\n`);
    expect(text).toContain(`DTEND:${utc(booking.ends_at.utc)}\r\n`);
    expect(text).toContain(`SUMMARY:${booking.name}\r\n`);
  });

  it('revoking the feed makes its URL answer 404; a new feed gets a new URL and the old one stays dead', async () => {
    const me = kit[0]!;
    const first = (await t.json('/api/calendar-feed', { method: 'POST', token: me.token })).body.data.url;
    expect((await t.request(feedPath(first))).status).toBe(200);
    const second = (await t.json('/api/calendar-feed', { method: 'POST', token: me.token })).body.data.url;
    expect(second).not.toBe(first);
    expect((await t.request(feedPath(first))).status).toBe(404);
    const revoked = await t.json('/api/calendar-feed', { method: 'DELETE', token: me.token });
    expect(revoked.status).toBe(200);
    expect(revoked.body.data.active).toBe(false);
    expect((await t.request(feedPath(second))).status).toBe(404);
    expect((await t.db.query('SELECT 1 FROM calendar_feeds WHERE user_id = $1', [me.id])).length).toBe(0);
  });

  it('unknown or malformed feed names are not found, and managing a feed needs a session', async () => {
    expect((await t.request('/api/calendar/not-a-real-token-at-all-000000000.ics')).status).toBe(404);
    expect((await t.request('/api/calendar/x.txt')).status).toBe(404);
    expect((await t.json('/api/calendar-feed', { method: 'POST' })).status).toBe(401);
    expect((await t.json('/api/calendar-feed')).status).toBe(401);
  });
});
