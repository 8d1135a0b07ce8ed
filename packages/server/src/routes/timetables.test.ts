import { beforeAll, describe, expect, it } from 'vitest';
import { activityClassSchema } from '@venue/core/contract';
import { testApp, type TestApp } from '../testing/test-app.ts';
import { addDays, localDate } from '../time/londonTime.ts';

let t: TestApp;
let alex: string;
const today = () => localDate(new Date(), 'Europe/London');

beforeAll(async () => {
  t = await testApp();
  alex = await t.login('demo@example.com');
});

describe('timetables', () => {
  it('TT-003 API-055 a v2 timetable of a day lists activity classes with 24-hour times, actions, instructors and tags', async () => {
    const date = addDays(today(), 1);
    const r = await t.json(`/api/venue/riverside/activity/yoga/v2/timetable?date=${date}`);
    expect(r.status).toBe(200);
    expect(r.body.data.length).toBe(2);
    for (const e of r.body.data) expect(activityClassSchema.parse(e)).toBeTruthy();
    const [first] = r.body.data;
    expect(first.id).toMatch(/^[A-Za-z0-9_-]{34}$/);
    expect(first.starts_at.time_24h).toBe('09:30');
    expect(first.starts_at.local.slice(0, 10)).toBe(date);
    expect(r.body.meta).toMatchObject({ api_version: 'v2', date_api_version: 'v2' });
  });

  it('TT-002 C6 API-031 both path forms answer; v1 uses numeric ids; the meta says which version a date belongs to', async () => {
    const date = addDays(today(), 1);
    const v1 = await t.json(`/api/activities/venue/hilltop/activity/yoga/times?date=${date}`);
    expect(v1.status).toBe(200);
    expect(typeof v1.body.data[0].id).toBe('number');
    expect(v1.body.meta.date_api_version).toBe('v1');
    const later = await t.json(`/api/activities/venue/hilltop/activity/yoga/v2/times?date=${addDays(today(), 10)}`);
    expect(later.body.meta.date_api_version).toBe('v2');
    expect(typeof later.body.data[0].id).toBe('string');
  });

  it('TT-003 OCC-014 the logged-in customer sees cancel_booking on a class they booked; anonymous sees book', async () => {
    const date = addDays(today(), 3);
    const mine = await t.json(`/api/venue/riverside/activity/yoga/v2/timetable?date=${date}`, { token: alex });
    const evening = mine.body.data.find((e: any) => e.starts_at.time_24h === '18:30');
    expect(evening.bookable_action.action).toBe('cancel_booking');
    expect(evening.action_to_show.status).toBe('cancel_booking');
    const anon = await t.json(`/api/venue/riverside/activity/yoga/v2/timetable?date=${date}`);
    expect(anon.body.data.find((e: any) => e.starts_at.time_24h === '18:30').bookable_action.action).not.toBe(
      'cancel_booking',
    );
  });

  it('WAIT-003 a full class offers join_waitlist in the timetable', async () => {
    const date = addDays(today(), 1);
    const r = await t.json(`/api/venue/riverside/activity/yoga/v2/timetable?date=${date}`, { token: alex });
    const full = r.body.data.find((e: any) => e.capacity.available === 0);
    expect(full).toBeTruthy();
    expect(full.bookable_action.action).toBe('join_waitlist');
    expect(full.waitlist).toMatchObject({ maximum: 5 });
  });

  it('TT-004 API-056 slots take date and location_id and list free locations', async () => {
    const date = addDays(today(), 2);
    const all = await t.json(`/api/venue/riverside/activity/badminton-court-hire/v2/slots?date=${date}`);
    expect(all.status).toBe(200);
    expect(all.body.data.length).toBe(12);
    const loc = all.body.data[0].locations[0].id;
    expect(all.body.data[0].available_locations.length).toBe(all.body.data[0].locations.length);
    const one = await t.json(
      `/api/venue/riverside/activity/badminton-court-hire/slots?date=${date}&location_id=${loc}`,
    );
    expect(one.body.data.length).toBe(12);
    const none = await t.json(
      `/api/venue/riverside/activity/badminton-court-hire/slots?date=${date}&location_id=999999`,
    );
    expect(none.body.data).toEqual([]);
  });

  it('TT-005 TT-009 API-059 tickets list fast tickets with ticket types and prices', async () => {
    const r = await t.json(
      `/api/venue/riverside/activity-category/swimming/activity/lane-swimming/tickets?date=${addDays(today(), 1)}`,
    );
    expect(r.status).toBe(200);
    expect(r.body.data.length).toBe(3);
    const names = r.body.data[0].ticket_types.map((x: any) => x.name).sort();
    expect(names).toEqual(['Adult', 'Junior']);
    expect(r.body.data[0].ticket_types[0].price.value).toBeGreaterThan(0);
    expect(r.body.data[0].starts_at.time_24h).toBe('07:00');
  });

  it('API-058 dates list the days with occurrences of a category and their version', async () => {
    const r = await t.json(`/api/activities/venue/hilltop/activity-category/fitness-classes/dates?days=14`);
    expect(r.status).toBe(200);
    expect(r.body.data.length).toBeGreaterThanOrEqual(13);
    expect(r.body.data[0]).toMatchObject({ date: today(), is_v2: false });
    expect(r.body.data.at(-1).is_v2).toBe(true);
  });

  it('API-057 an activity class is served at /api/activities/classes/{id} in v1 (numeric) and v2 form', async () => {
    const day = await t.json(`/api/venue/riverside/activity/spin/v2/timetable?date=${addDays(today(), 1)}`);
    const v2 = await t.json(`/api/activities/classes/${day.body.data[0].id}`);
    expect(v2.status).toBe(200);
    expect(v2.body.data).toMatchObject({ id: day.body.data[0].id, is_v2: true, name: 'Spin' });
    const legacy = await t.db.one<{ legacy_id: number }>('SELECT legacy_id FROM occurrences WHERE id = $1', [
      day.body.data[0].id,
    ]);
    const v1 = await t.json(`/api/activities/classes/${legacy!.legacy_id}`);
    expect(v1.body.data).toMatchObject({ id: legacy!.legacy_id, is_v2: false, occurrence_id: day.body.data[0].id });
  });

  it('VAL timetable needs a YYYY-MM-DD date; unknown venues and activities are 404', async () => {
    expect((await t.json('/api/venue/riverside/activity/yoga/v2/timetable')).status).toBe(422);
    expect((await t.json('/api/venue/riverside/activity/yoga/v2/timetable?date=22-11-2026')).status).toBe(422);
    expect((await t.json(`/api/venue/nowhere/activity/yoga/v2/timetable?date=${today()}`)).status).toBe(404);
    expect((await t.json(`/api/venue/riverside/activity/nothing/v2/timetable?date=${today()}`)).status).toBe(404);
  });
});

describe('timetable performance', () => {
  it('the day timetable reads occurrences through an index on (venue, category, starts_at)', async () => {
    const idx = await t.db.one<{ indexdef: string }>(
      `SELECT indexdef FROM pg_indexes WHERE indexname = 'occurrences_venue_category_start'`,
    );
    expect(idx!.indexdef).toContain('(venue_id, category_id, starts_at)');
  });
});
