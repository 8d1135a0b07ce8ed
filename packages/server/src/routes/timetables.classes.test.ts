import { beforeAll, describe, expect, it } from 'vitest';
import { activityClassSchema, waitlistEntrySchema } from '@venue/core/contract';
import { testApp, type TestApp } from '../testing/test-app.ts';
import { createCustomers, type TestCustomer } from '../testing/testKit.ts';
import { addDays, localDate } from '../time/londonTime.ts';

let t: TestApp;
let kit: TestCustomer[];
const today = () => localDate(new Date(), 'Europe/London');

beforeAll(async () => {
  t = await testApp();
  kit = await createCustomers(t.db, 2, 'classes');
});

const tomorrowYoga = async (venue: string, token?: string) => {
  const date = addDays(today(), 1);
  const version = venue === 'hilltop' ? 'timetable' : 'v2/timetable';
  const r = await t.json(`/api/venue/${venue}/activity/yoga/${version}?date=${date}`, token ? { token } : {});
  expect(r.status).toBe(200);
  return r.body.data.find((e: { starts_at: { time_24h: string } }) => e.starts_at.time_24h === '18:30');
};

describe('class timetable extras (issue 9)', () => {
  it('demo data: tomorrow 18:30 yoga at riverside and hilltop is full with members already waiting', async () => {
    for (const venue of ['riverside', 'hilltop']) {
      const full = await tomorrowYoga(venue);
      expect(activityClassSchema.parse(full)).toBeTruthy();
      expect(full.capacity.available).toBe(0);
      expect(full.waitlist).toMatchObject({ maximum: 5, consumed: 2, available: 3 });
      expect(full.bookable_action.action).toBe('join_waitlist');
      // TT-003: a category timetable carries each class's own activity tags.
      expect(full.tags).toEqual([{ id: '1', name: 'All levels' }]);
    }
  });

  it('demo data: a class at riverside and hilltop is not bookable and says why', async () => {
    for (const venue of ['riverside', 'hilltop']) {
      const date = addDays(today(), 25);
      const path = 'v2/timetable';
      const r = await t.json(`/api/venue/${venue}/activity/spin/${path}?date=${date}`);
      const closed = r.body.data.find((e: { starts_at: { time_24h: string } }) => e.starts_at.time_24h === '07:00');
      expect(closed.bookable_action).toEqual({ action: 'none', message: 'This activity is no longer bookable.' });
    }
  });

  it('WAIT-002 a joined customer sees their place in the queue, in the join answer and in the timetable', async () => {
    const full = await tomorrowYoga('riverside', kit[0]!.token);
    expect(full.waitlist_position).toBeNull();
    const joined = await t.json('/api/waitlist/add', {
      body: { item: { id: full.id, type: 'occurrence' } },
      token: kit[0]!.token,
    });
    expect(joined.status).toBe(201);
    expect(waitlistEntrySchema.parse(joined.body.data).position).toBe(3);
    const second = await t.json('/api/waitlist/add', { body: { item: { id: full.id } }, token: kit[1]!.token });
    expect(second.body.data.position).toBe(4);
    const after = await tomorrowYoga('riverside', kit[0]!.token);
    expect(after).toMatchObject({ waitlist_position: 3, bookable_action: { action: 'leave_waitlist' } });
    expect((await tomorrowYoga('riverside')).waitlist_position).toBeNull();
    // Leaving moves everyone behind up one place.
    await t.json(`/api/waitlist/remove/${joined.body.data.id}`, { method: 'DELETE', token: kit[0]!.token });
    expect((await tomorrowYoga('riverside', kit[1]!.token)).waitlist_position).toBe(3);
  });

  it('timetable entries name the pre-purchase waivers an attendee must sign', async () => {
    const date = addDays(today(), 1);
    const full = await tomorrowYoga('riverside');
    const waiver = await t.db.one<{ id: number }>(
      "INSERT INTO restrictions (client_id, name, type, terms) SELECT id, 'Studio waiver', 'pre-purchase-waiver', '<p>Terms</p>' FROM clients LIMIT 1 RETURNING id",
    );
    await t.db.query(
      "INSERT INTO occurrence_restrictions (occurrence_id, restriction_id, criteria) VALUES ($1, $2, 'all')",
      [full.id, waiver!.id],
    );
    const r = await t.json(`/api/venue/riverside/activity/yoga/v2/timetable?date=${date}`);
    const entry = r.body.data.find((e: { id: string }) => e.id === full.id);
    expect(entry.restrictions).toEqual([
      { id: String(waiver!.id), name: 'Studio waiver', type: 'pre-purchase-waiver' },
    ]);
    const other = r.body.data.find((e: { id: string }) => e.id !== full.id);
    expect(other.restrictions).toEqual([]);
  });
});
