import { seedIfEmpty } from './index.ts';
import { localDate as londonDate } from '../time/londonTime.ts';
import { testApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});

const one = async <T>(sql: string, params: unknown[] = []) => (await t.db.one<T>(sql, params))!;

describe('demo data', () => {
  it('demo-data: seeding again is a no-op (seed when empty)', async () => {
    expect(await seedIfEmpty(t.db)).toBe(false);
    expect((await one<{ n: number }>('SELECT count(*) AS n FROM clients')).n).toBe(1);
  });

  it('demo-data: three venues with their v2 migration dates relative to today', async () => {
    const today = londonDate(new Date());
    const rows = await t.db.query<{ slug: string; d: string }>(
      'SELECT slug, activities_v2_migration_date AS d FROM venues ORDER BY slug',
    );
    const diff = (d: string) => Math.round((Date.parse(d) - Date.parse(today)) / 86_400_000);
    expect(Object.fromEntries(rows.map((r) => [r.slug, diff(r.d)]))).toEqual({
      harbour: -60,
      hilltop: 7,
      riverside: -60,
    });
  });

  it('demo-data: yoga and spin run every day for 28 days with capacity 12; one full yoga with a waitlist, one cancelled', async () => {
    const days = await one<{ n: number }>(
      `SELECT count(DISTINCT (o.starts_at AT TIME ZONE 'Europe/London')::date) AS n FROM occurrences o JOIN activities a ON a.id = o.activity_id
        JOIN venues v ON v.id = o.venue_id WHERE a.slug = 'yoga' AND v.slug = 'riverside' AND o.starts_at >= now() - interval '1 day'`,
    );
    expect(days.n).toBeGreaterThanOrEqual(28);
    const full = await one<{ n: number }>(
      "SELECT count(*) AS n FROM occurrences WHERE template_name = 'Yoga' AND consumed = capacity_maximum AND waitlist_maximum > 0 AND starts_at > now()",
    );
    expect(full.n).toBeGreaterThanOrEqual(1);
    const fullBookings = await one<{ n: number }>(
      "SELECT count(*) AS n FROM bookings b JOIN occurrences o ON o.id = b.occurrence_id WHERE o.template_name = 'Yoga' AND o.consumed = o.capacity_maximum AND b.status = 'settled' AND o.starts_at > now()",
    );
    expect(fullBookings.n).toBe(full.n * 12);
    const cancelled = await one<{ n: number }>(
      "SELECT count(*) AS n FROM occurrences WHERE template_name = 'Yoga' AND status = 'cancelled' AND starts_at > now()",
    );
    expect(cancelled.n).toBeGreaterThanOrEqual(1);
  });

  it('demo-data: the four courses and two camps with their rules', async () => {
    const rows = await t.db.query<{
      slug: string;
      price: number;
      pro_rata: boolean;
      allow_customer_book_course_after_start: boolean;
      started: boolean;
      capacity: number;
    }>(
      'SELECT slug, price, pro_rata, allow_customer_book_course_after_start, starts_at < now() AS started, capacity FROM schedules ORDER BY slug',
    );
    const by = Object.fromEntries(rows.map((r) => [r.slug, r]));
    expect(by['swimming-lessons-stage-1']).toMatchObject({ price: 8500, capacity: 10, started: false });
    expect(by['adult-tennis-beginners']).toMatchObject({
      pro_rata: true,
      allow_customer_book_course_after_start: true,
      started: true,
    });
    expect(by['junior-gymnastics']).toMatchObject({ allow_customer_book_course_after_start: false, started: true });
    expect(by['summer-multi-sport-camp']).toBeDefined();
    expect(by['easter-football-camp']).toBeDefined();
    const pilates = await one<{ full: boolean }>(
      "SELECT bool_and(o.consumed = o.capacity_maximum) AS full FROM occurrences o JOIN schedules s ON s.id = o.schedule_id WHERE s.slug = 'pilates-foundations'",
    );
    expect(pilates.full).toBe(true);
    const waiver = await one<{ name: string; terms: string }>(
      "SELECT r.name, r.terms FROM restrictions r JOIN schedule_restrictions sr ON sr.restriction_id = r.id JOIN schedules s ON s.id = sr.schedule_id WHERE s.slug = 'swimming-lessons-stage-1'",
    );
    expect(waiver.name).toBe('Swimming lessons waiver');
    expect(waiver.terms).toMatch(/<p>/);
    const questions = await t.db.query<{ question: string; type: string; required: boolean }>(
      "SELECT q.question, q.type, q.required FROM custom_questions q JOIN custom_question_sections cs ON cs.id = q.section_id JOIN schedules s ON s.id = cs.schedule_id WHERE s.slug = 'swimming-lessons-stage-1' ORDER BY q.position",
    );
    expect(questions).toEqual([
      { question: 'Swimming ability', type: 'select', required: true },
      { question: 'Medical information', type: 'long_text', required: true },
    ]);
  });

  it('demo-data: memberships with their monthly prices and a £15.00 joining fee', async () => {
    const rows = await t.db.query<{ name: string; monthly_price: number; joining_fee: number }>(
      'SELECT name, monthly_price, joining_fee FROM memberships WHERE NOT concession ORDER BY position',
    );
    expect(rows).toEqual([
      { name: 'Off-peak', monthly_price: 2499, joining_fee: 1500 },
      { name: 'Anytime', monthly_price: 3499, joining_fee: 1500 },
      { name: 'Junior', monthly_price: 1499, joining_fee: 1500 },
    ]);
  });

  it('demo-data: Alex has upcoming and past bookings and paid orders', async () => {
    const alexId = await t.userId('demo@example.com');
    const b = await one<{ past: number; upcoming: number }>(
      "SELECT count(*) FILTER (WHERE o.starts_at < now()) AS past, count(*) FILTER (WHERE o.starts_at > now()) AS upcoming FROM bookings b JOIN occurrences o ON o.id = b.occurrence_id WHERE b.user_id = $1 AND b.status = 'settled'",
      [alexId],
    );
    expect(b.past).toBeGreaterThanOrEqual(1);
    expect(b.upcoming).toBeGreaterThanOrEqual(1);
    const orders = await one<{ n: number }>(
      "SELECT count(*) AS n FROM orders WHERE user_id = $1 AND status = 'success'",
      [alexId],
    );
    expect(orders.n).toBeGreaterThanOrEqual(2);
  });
});

describe('demo timetable', () => {
  it('demo-data: the seeded timetable has no clashes nobody made (instructors and rooms are never double-booked)', async () => {
    const staff = await t.login('staff@example.com');
    const now = Date.now();
    const after = new Date(now).toISOString();
    const before = new Date(now + 27 * 86_400_000).toISOString();
    for (const venue of ['riverside', 'hilltop']) {
      const r = await t.json(
        `/api/v1/activities/occurrences?venue_ids[]=${venue}&starts_after=${after}&starts_before=${before}&clashing=only_clashing`,
        { token: staff },
      );
      expect(r.status).toBe(200);
      expect(
        r.body.data.map(
          (o: { template_name: string; starts_at: { local: string } }) => `${o.template_name} ${o.starts_at.local}`,
        ),
      ).toEqual([]);
    }
  });
});
