import { courseSchedule } from '@venue/core/contract';
import { testApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('courses and camps', () => {
  it('API-047 COURSE-002..008 the list returns course schedules with every contract field', async () => {
    const r = await t.json('/api/v1/activities/courses');
    expect(r.status).toBe(200);
    const slugs = r.body.data.map((c: { slug: string }) => c.slug);
    expect(slugs).toEqual(
      expect.arrayContaining([
        'swimming-lessons-stage-1',
        'adult-tennis-beginners',
        'junior-gymnastics',
        'pilates-foundations',
      ]),
    );
    expect(slugs).not.toContain('summer-multi-sport-camp');
    const swim = r.body.data.find((c: { slug: string }) => c.slug === 'swimming-lessons-stage-1');
    expect(swim.id).toMatch(UUID);
    for (const key of [
      'name',
      'description',
      'duration_in_weeks',
      'category',
      'venue',
      'starts_at',
      'ends_at',
      'instructors',
      'price',
      'pro_rata_price',
      'capacity',
      'allow_customer_book_course_after_start',
      'occurrences',
      'bookable_action',
      'custom_question_sections',
    ]) {
      expect(swim).toHaveProperty([key]);
    }
    expect(Object.keys(swim.category).sort()).toEqual(['booking_type', 'id', 'name', 'slug']);
    expect(swim.price).toEqual({ formatted: '£85.00', value: 8500, currency: 'GBP' });
    expect(swim.pro_rata_price).toBeNull();
    expect(swim.capacity).toEqual({ available: 10, consumed: 0, maximum: 10 });
    expect(swim.duration_in_weeks).toBe(10);
    expect(swim.occurrences).toHaveLength(10);
    expect(swim.starts_at.utc).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    for (const c of r.body.data) expect(courseSchedule.safeParse(c).error).toBeUndefined();
  });

  it('COURSE-009 COURSE-031 COURSE-032 the detail carries the waiver (terms HTML, id) and the question sections', async () => {
    const c = (await t.json('/api/v1/activities/courses/swimming-lessons-stage-1?source=online')).body.data;
    const waiver = c.occurrences[0].restrictions.pre_purchase_waiver;
    expect(waiver).toMatchObject({ name: 'Swimming lessons waiver', type: 'pre-purchase-waiver' });
    expect(waiver.terms).toMatch(/<\w+/);
    const section = c.custom_question_sections[0];
    expect(Object.keys(section).sort()).toEqual(['description', 'id', 'position', 'questions', 'title']);
    const [ability, medical] = section.questions;
    expect(ability).toMatchObject({ question: 'Swimming ability', type: 'select', required: true });
    expect(ability.options[0]).toEqual({ id: expect.any(Number), value: 'Non-swimmer' });
    expect(medical).toMatchObject({ question: 'Medical information', type: 'long_text', required: true, options: [] });
    const byId = (await t.json(`/api/v1/activities/courses/${c.id}`)).body.data;
    expect(byId.slug).toBe('swimming-lessons-stage-1');
    expect((await t.json('/api/v1/activities/courses/no-such-course')).status).toBe(404);
  });

  it('COURSE-024 COURSE-011 a started pro-rata course shows its pro-rata price and stays bookable', async () => {
    const c = (await t.json('/api/v1/activities/courses/adult-tennis-beginners')).body.data;
    const left = c.occurrences.filter(
      (o: { starts_at: { utc: string } }) => new Date(`${o.starts_at.utc.replace(' ', 'T')}Z`) > new Date(),
    ).length;
    expect(c.pro_rata_price.value).toBe(Math.floor((2 * 9600 * left + 8) / 16));
    expect(c.bookable_action).toEqual({ action: 'book', message: 'This course has already started' });
    const g = (await t.json('/api/v1/activities/courses/junior-gymnastics')).body.data;
    expect(g.bookable_action).toEqual({
      action: 'none',
      message: 'This course has already started and is not bookable.',
    });
  });

  it('COURSE-025 source is online or foh', async () => {
    expect((await t.json('/api/v1/activities/courses?source=foh')).status).toBe(200);
    const r = await t.json('/api/v1/activities/courses?source=kiosk');
    expect(r.status).toBe(422);
    expect(r.body.errors).toHaveProperty(['source']);
  });

  it('COURSE-026 category and venue filters narrow the list; category ids must be uuids', async () => {
    const bad = await t.json('/api/v1/activities/courses?category_ids[]=12');
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)[0]).toMatch(/^category_ids/);
    const tennis = await t.json('/api/v1/activities/courses?category_slugs[]=tennis');
    expect(tennis.body.data.map((c: { slug: string }) => c.slug)).toEqual(['adult-tennis-beginners']);
    const catId = tennis.body.data[0].category.id;
    expect((await t.json(`/api/v1/activities/courses?category_ids=${catId}`)).body.data).toHaveLength(1);
    expect((await t.json('/api/v1/activities/courses?venue_slugs[]=harbour')).body.data).toEqual([]);
    const venueId = tennis.body.data[0].venue.id;
    expect((await t.json(`/api/v1/activities/courses?venue_ids[]=${venueId}`)).body.data.length).toBeGreaterThanOrEqual(
      4,
    );
  });

  it("COURSE-027 starts_after and starts_before take the 'date time' form", async () => {
    expect((await t.json('/api/v1/activities/courses?starts_after=tomorrow')).status).toBe(422);
    const today = new Date().toISOString().slice(0, 10);
    const future = await t.json(`/api/v1/activities/courses?starts_after=${encodeURIComponent(`${today} 00:00:00`)}`);
    expect(future.status).toBe(200);
    const slugs = future.body.data.map((c: { slug: string }) => c.slug);
    expect(slugs).toContain('swimming-lessons-stage-1');
    expect(slugs).not.toContain('adult-tennis-beginners');
    const past = await t.json(`/api/v1/activities/courses?starts_before=${encodeURIComponent(`${today} 00:00:00`)}`);
    expect(past.body.data.map((c: { slug: string }) => c.slug)).toContain('adult-tennis-beginners');
  });

  it('COURSE-028 filter_by_first_bookable_at defaults to true', async () => {
    await t.db.query(
      "UPDATE schedules SET first_bookable_at = now() + interval '3 days' WHERE slug = 'junior-gymnastics'",
    );
    try {
      expect((await t.json('/api/v1/activities/courses')).body.data.map((c: { slug: string }) => c.slug)).not.toContain(
        'junior-gymnastics',
      );
      expect(
        (await t.json('/api/v1/activities/courses?filter_by_first_bookable_at=false')).body.data.map(
          (c: { slug: string }) => c.slug,
        ),
      ).toContain('junior-gymnastics');
      expect((await t.json('/api/v1/activities/courses/junior-gymnastics')).status).toBe(404);
      expect(
        (await t.json('/api/v1/activities/courses/junior-gymnastics?filter_by_first_bookable_at=false')).status,
      ).toBe(200);
    } finally {
      await t.db.query(
        "UPDATE schedules SET first_bookable_at = now() - interval '30 days' WHERE slug = 'junior-gymnastics'",
      );
    }
  });

  it('COURSE-029 COURSE-030 selected_user_id gives staff the customer view; customers may not name others', async () => {
    const staff = await t.login('staff@example.com');
    const alex = await t.userId('demo@example.com');
    const token = await t.login('new@example.com');
    expect((await t.json(`/api/v1/activities/courses?selected_user_id=${alex}`, { token })).status).toBe(403);
    const r = await t.json(`/api/v1/activities/courses/pilates-foundations?selected_user_id=${alex}&source=foh`, {
      token: staff,
    });
    expect(r.status).toBe(200);
    expect(r.body.data.bookable_action.action).toBe('join_waitlist');
  });

  it('COURSE-001 camps are listed and read like courses', async () => {
    const r = await t.json('/api/v1/activities/camps');
    expect(r.body.data.map((c: { slug: string }) => c.slug).sort()).toEqual([
      'easter-football-camp',
      'half-term-multi-sport-camp',
      'summer-multi-sport-camp',
    ]);
    const camp = (await t.json('/api/v1/activities/camps/summer-multi-sport-camp')).body.data;
    expect(camp).toMatchObject({ min_age: 6, max_age: 12, price: { value: 12500 } });
    expect(camp.custom_question_sections[0].questions.map((q: { type: string }) => q.type)).toEqual([
      'text',
      'select',
      'long_text',
      'checkbox',
    ]);
  });
});
