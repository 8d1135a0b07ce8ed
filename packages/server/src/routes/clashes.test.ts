import { beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../testing/test-app.ts';
import { futureOccurrence } from '../testing/testKit.ts';
import { addDays, localDate, zonedToInstant } from '../time/londonTime.ts';

let t: TestApp;
let staff: string;
let alex: string;
const check = (data: Record<string, unknown>, token = staff) =>
  t.json('/api/v1/activities/clashes/check', { body: { data }, token });

beforeAll(async () => {
  t = await testApp();
  [staff, alex] = await Promise.all([t.login('staff@example.com'), t.login('demo@example.com')]);
});

describe('clash check and overview', () => {
  it('OCC-019 OCC-018 a proposal in the same studio and with the same instructor as a class clashes on both', async () => {
    const o = await futureOccurrence(t.db, 'yoga', 'riverside', 3);
    const row = await t.db.one<{ starts_at: Date; location_id: number; instructor_id: number }>(
      `SELECT o.starts_at, ol.location_id, oi.instructor_id FROM occurrences o JOIN occurrence_locations ol ON ol.occurrence_id = o.id
         JOIN occurrence_instructors oi ON oi.occurrence_id = o.id WHERE o.id = $1 LIMIT 1`,
      [o.id],
    );
    const r = await check({
      venue_id: 'riverside',
      starts_at: new Date(row!.starts_at).toISOString(),
      duration_minutes: 30,
      location_ids: [row!.location_id],
      instructor_ids: [row!.instructor_id],
    });
    expect(r.status).toBe(200);
    const kinds = r.body.data.map((c: any) => c.type);
    expect(kinds).toContain('locations');
    expect(kinds).toContain('instructors');
    const mine = await check({
      venue_id: 'riverside',
      starts_at: new Date(row!.starts_at).toISOString(),
      duration_minutes: 30,
      location_ids: [row!.location_id],
      exclude_occurrence_id: o.id,
    });
    expect(mine.body.data.filter((c: any) => c.type === 'locations')).toEqual([]);
  });

  it('OCC-017 a proposal at 03:00 clashes with the opening times', async () => {
    const loc = await t.db.one<{ id: number }>(
      `SELECT l.id FROM locations l JOIN venues v ON v.id = l.venue_id WHERE v.slug = 'riverside' ORDER BY l.id DESC LIMIT 1`,
    );
    const date = addDays(localDate(new Date(), 'Europe/London'), 40);
    const r = await check({
      venue_id: 'riverside',
      starts_at: zonedToInstant(date, '03:00', 'Europe/London').toISOString(),
      duration_minutes: 60,
      location_ids: [loc!.id],
    });
    expect(r.body.data).toEqual([{ type: 'opening_times', message: expect.any(String) }]);
  });

  it('OCC-001 the check is staff only and validates its body', async () => {
    expect(
      (
        await check(
          { venue_id: 'riverside', starts_at: new Date().toISOString(), duration_minutes: 30, location_ids: [1] },
          alex,
        )
      ).status,
    ).toBe(403);
    const bad = await check({ venue_id: 'riverside', starts_at: 'soon', duration_minutes: 0, location_ids: [] });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual([
      'data.duration_minutes',
      'data.location_ids',
      'data.starts_at',
    ]);
  });

  it('OCC-001 the overview lists only clashing occurrences with their clashes', async () => {
    // Plant a clash of its own (demo data may have none): a spin moved onto a yoga class's time and studio.
    const a = await futureOccurrence(t.db, 'yoga', 'riverside', 5);
    const b = await futureOccurrence(t.db, 'spin', 'riverside', 5);
    const aRow = await t.db.one<{ starts_at: Date; ends_at: Date }>(
      'SELECT starts_at, ends_at FROM occurrences WHERE id = $1',
      [a.id],
    );
    await t.db.query('UPDATE occurrences SET starts_at = $2, ends_at = $3 WHERE id = $1', [
      b.id,
      aRow!.starts_at,
      aRow!.ends_at,
    ]);
    await t.db.query('DELETE FROM occurrence_locations WHERE occurrence_id = $1', [b.id]);
    await t.db.query(
      'INSERT INTO occurrence_locations (occurrence_id, location_id) SELECT $1, location_id FROM occurrence_locations WHERE occurrence_id = $2',
      [b.id, a.id],
    );
    const from = new Date(new Date(aRow!.starts_at).getTime() - 86_400_000).toISOString();
    const to = new Date(new Date(aRow!.starts_at).getTime() + 86_400_000).toISOString();
    const r = await t.json(
      `/api/v1/activities/clashes?venue_ids[]=riverside&starts_after=${from}&starts_before=${to}`,
      { token: staff },
    );
    expect(r.status).toBe(200);
    const ids = r.body.data.map((o: any) => o.occurrence_id);
    expect(ids).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(r.body.data.every((o: any) => o.clashes.length > 0)).toBe(true);
    // Occurrences of the same window without a clash are left out.
    const calm = (
      await t.json(
        `/api/v1/activities/occurrences?venue_ids[]=riverside&starts_after=${from}&starts_before=${to}&clashing=only_non_clashing`,
      )
    ).body.data;
    expect(calm.length).toBeGreaterThan(0);
    expect(ids.filter((id: string) => calm.some((o: any) => o.id === id))).toEqual([]);
    expect(
      (await t.json(`/api/v1/activities/clashes?starts_after=${from}&starts_before=${to}`, { token: staff })).status,
    ).toBe(422);
  });
});
