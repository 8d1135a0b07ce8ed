/**
 * Camp demo data beyond the schedules list in index.ts (issue 11): day prices, so camps can be booked by the
 * day, and a half-term camp at riverside with one sold-out day, so every camp state can be seen.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/db.ts';
import { insertOne } from '../db/sql.ts';
import { addDays, addMinutes, localDate, zonedToInstant } from '../time/londonTime.ts';

const DAY_PRICES: Record<string, number> = {
  'summer-multi-sport-camp': 2800,
  'easter-football-camp': 2200,
};

export const HALF_TERM_CAMP = {
  slug: 'half-term-multi-sport-camp',
  name: 'Half-term multi-sport camp',
  description: 'Three days of games, swimming and crafts for ages 5 to 11. Day two is sold out.',
  firstDay: 45,
  days: 3,
  time: '09:30',
  minutes: 330,
  price: 6600,
  dayPrice: 2400,
  capacity: 12,
  soldOutDay: 1,
} as const;

type Row = Record<string, unknown>;

export async function seedCampExtras(db: Db, now: Date): Promise<void> {
  for (const [slug, dayPrice] of Object.entries(DAY_PRICES)) {
    await db.query('UPDATE schedules SET day_price = $2 WHERE slug = $1', [slug, dayPrice]);
  }

  // The half-term camp copies the summer camp's venue, category, waiver-free set-up and instructor.
  const [template] = await db.query<Row>(`SELECT * FROM schedules WHERE slug = 'summer-multi-sport-camp'`);
  const [templateOcc] = await db.query<Row>(
    'SELECT * FROM occurrences WHERE schedule_id = $1 ORDER BY starts_at LIMIT 1',
    [template!.id],
  );
  const locationIds = await db.query<{ location_id: number }>(
    'SELECT location_id FROM occurrence_locations WHERE occurrence_id = $1',
    [templateOcc!.id],
  );
  const instructorIds = await db.query<{ instructor_id: number }>(
    'SELECT instructor_id FROM occurrence_instructors WHERE occurrence_id = $1',
    [templateOcc!.id],
  );
  const c = HALF_TERM_CAMP;
  const today = localDate(now);
  const dates = Array.from({ length: c.days }, (_, i) => addDays(today, c.firstDay + i));
  const starts = dates.map((d) => zonedToInstant(d, c.time));
  const id = randomUUID();
  const { id: _id, slug: _slug, ...scheduleRest } = template!;
  await insertOne(db, 'schedules', {
    ...scheduleRest,
    id,
    slug: c.slug,
    reference: c.slug.toUpperCase(),
    name: c.name,
    description: c.description,
    duration_in_weeks: 1,
    starts_at: starts[0],
    ends_at: addMinutes(starts[starts.length - 1]!, c.minutes),
    price: c.price,
    day_price: c.dayPrice,
    capacity: c.capacity,
    min_age: 5,
    max_age: 11,
  });
  for (const i of instructorIds) {
    await db.query('INSERT INTO schedule_instructors (schedule_id, instructor_id) VALUES ($1, $2)', [
      id,
      i.instructor_id,
    ]);
  }
  const recurrence = randomUUID();
  const fillers = await db.query<{ id: number }>(
    `SELECT id FROM users WHERE email LIKE 'member%@example.com' ORDER BY id LIMIT $1`,
    [c.capacity],
  );
  for (const [i, start] of starts.entries()) {
    const occurrenceId = `oc${randomUUID().replace(/-/g, '')}`;
    const soldOut = i === c.soldOutDay && fillers.length === c.capacity;
    // legacy_id is an identity column: the database numbers it.
    const { id: _o, legacy_id: _legacy, ...occRest } = templateOcc!;
    await insertOne(db, 'occurrences', {
      ...occRest,
      id: occurrenceId,
      schedule_id: id,
      recurrence_id: recurrence,
      schedule_reference: c.slug.toUpperCase(),
      template_name: c.name,
      template_description: c.description,
      starts_at: start,
      ends_at: addMinutes(start, c.minutes),
      original_starts_at: start,
      original_ends_at: addMinutes(start, c.minutes),
      capacity_maximum: c.capacity,
      consumed: 0,
      consumed_online: 0,
      consumed_foh: 0,
      waitlist_consumed: 0,
    });
    for (const l of locationIds) {
      await db.query('INSERT INTO occurrence_locations (occurrence_id, location_id) VALUES ($1, $2)', [
        occurrenceId,
        l.location_id,
      ]);
    }
    for (const ins of instructorIds) {
      await db.query('INSERT INTO occurrence_instructors (occurrence_id, instructor_id) VALUES ($1, $2)', [
        occurrenceId,
        ins.instructor_id,
      ]);
    }
    if (!soldOut) continue;
    // Sold out with real bookings: each member booked this one day of the camp.
    for (const f of fillers) {
      const bundle = await insertOne<{ id: number }>(
        db,
        'booking_bundles',
        { user_id: f.id, schedule_id: id, status: 'settled', booking_type: 'camps' },
        'id',
      );
      await insertOne(db, 'bookings', {
        user_id: f.id,
        booked_by_user_id: f.id,
        occurrence_id: occurrenceId,
        bundle_id: bundle.id,
        status: 'settled',
        booking_type: 'camps',
        price: c.dayPrice,
        channel: 'online',
        created_at: addMinutes(now, -60 * 24 * 2),
      });
    }
    await db.query('UPDATE occurrences SET consumed = capacity_maximum WHERE id = $1', [occurrenceId]);
  }
}
