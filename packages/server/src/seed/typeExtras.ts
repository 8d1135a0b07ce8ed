/**
 * Demo data for resource hire and ticketed sessions (issue 9), run after the main seed: member prices of the
 * swim tickets (TT-007, ticket discounts per customer), a few courts already taken so the court grid shows
 * taken slots, and a course at Hilltop (demo-data.md lists courses at riverside and hilltop).
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/db.ts';
import { insertMany, insertOne } from '../db/sql.ts';
import { addDays, addMinutes, localDate as londonDate, zonedToInstant as londonTime } from '../time/londonTime.ts';

/** Member prices (minor units) by pricing option reference: members pay 20% less for a swim. */
export const MEMBER_TICKET_PRICES: Record<string, number> = {
  'LANE-ADULT': 360,
  'LANE-JUNIOR': 200,
  'FAMILY-ADULT': 400,
  'FAMILY-JUNIOR': 240,
};

/** Courts already booked by other members each evening, at riverside and hilltop: time -> court names. */
export const TAKEN_COURTS: Record<string, string[]> = { '18:00': ['Court 1', 'Court 3'], '19:00': ['Court 2'] };

export const HILLTOP_COURSE = {
  slug: 'swimming-lessons-stage-2',
  name: 'Swimming lessons: stage 2',
  description: 'Ten weekly lessons for improvers at Hilltop: front crawl, back stroke and treading water.',
  firstDay: 6,
  sessions: 10,
  time: '17:30',
  minutes: 45,
  price: 9000,
  capacity: 10,
};

export async function seedTypeExtras(db: Db, now: Date): Promise<void> {
  const today = londonDate(now);
  for (const [reference, price] of Object.entries(MEMBER_TICKET_PRICES)) {
    await db.query('UPDATE pricing_options SET member_price = $2 WHERE reference = $1', [reference, price]);
  }

  // Taken courts: settled, paid-for bookings of other members, holding their court.
  const members = await db.query<{ id: number }>(
    "SELECT id FROM users WHERE email LIKE 'member%@example.com' ORDER BY id LIMIT 3",
  );
  const courtOccurrences = await db.query<{
    id: string;
    starts_at: Date;
    price: number;
    court_id: number;
    court: string;
  }>(
    `SELECT o.id, o.starts_at, o.price, l.id AS court_id, l.name AS court
       FROM occurrences o JOIN venues v ON v.id = o.venue_id
       JOIN occurrence_locations ol ON ol.occurrence_id = o.id JOIN locations l ON l.id = ol.location_id
      WHERE o.booking_type = 'resources' AND v.slug IN ('riverside', 'hilltop') AND o.starts_at > $1`,
    [now],
  );
  const taken = courtOccurrences.filter((o) => {
    const local = o.starts_at.toLocaleTimeString('en-GB', {
      timeZone: 'Europe/London',
      hour: '2-digit',
      minute: '2-digit',
    });
    return TAKEN_COURTS[local]?.includes(o.court) ?? false;
  });
  if (members.length > 0 && taken.length > 0) {
    await insertMany(
      db,
      'bookings',
      taken.map((o, i) => {
        const member = members[i % members.length]!.id;
        return {
          user_id: member,
          booked_by_user_id: member,
          occurrence_id: o.id,
          location_id: o.court_id,
          status: 'settled',
          booking_type: 'resources',
          price: o.price,
          channel: 'online',
          created_at: addMinutes(now, -60 * 24),
        };
      }),
    );
    for (const o of taken) await db.query('UPDATE occurrences SET consumed = consumed + 1 WHERE id = $1', [o.id]);
  }

  // A course at Hilltop -------------------------------------------------------------------------------
  const hilltop = await db.one<{ id: number; client_id: number }>(
    "SELECT id, client_id FROM venues WHERE slug = 'hilltop'",
  );
  const category = await db.one<{ id: string }>(
    "SELECT id::text AS id FROM categories WHERE slug = 'swimming-lessons'",
  );
  const pool = await db.one<{ id: number }>(
    "SELECT l.id FROM locations l JOIN venues v ON v.id = l.venue_id WHERE v.slug = 'hilltop' AND l.name = 'Learner Pool'",
  );
  const instructor = await db.one<{ id: number }>("SELECT id FROM instructors WHERE name = 'Tom Hughes'");
  if (!hilltop || !category || !pool || !instructor) return;
  const c = HILLTOP_COURSE;
  const dates = Array.from({ length: c.sessions }, (_, i) => addDays(today, c.firstDay + i * 7));
  const first = londonTime(dates[0]!, c.time);
  const id = randomUUID();
  await insertOne(db, 'schedules', {
    id,
    client_id: hilltop.client_id,
    venue_id: hilltop.id,
    category_id: category.id,
    kind: 'course',
    slug: c.slug,
    reference: c.slug.toUpperCase(),
    name: c.name,
    description: c.description,
    duration_in_weeks: c.sessions,
    starts_at: first,
    ends_at: addMinutes(londonTime(dates[dates.length - 1]!, c.time), c.minutes),
    price: c.price,
    pro_rata: false,
    allow_customer_book_course_after_start: false,
    capacity: c.capacity,
    min_age: 6,
    max_age: 14,
    first_bookable_at: addMinutes(now, -60 * 24 * 30),
    waitlist_maximum: null,
  });
  await insertOne(db, 'schedule_instructors', { schedule_id: id, instructor_id: instructor.id });
  const recurrence = randomUUID();
  const occurrences = dates.map((date) => {
    const starts = londonTime(date, c.time);
    return {
      id: `oc${randomUUID().replace(/-/g, '')}`,
      client_id: hilltop.client_id,
      venue_id: hilltop.id,
      category_id: category.id,
      schedule_id: id,
      recurrence_id: recurrence,
      booking_type: 'courses',
      booking_strategy: 'sequential',
      schedule_reference: c.slug.toUpperCase(),
      template_name: c.name,
      template_description: c.description,
      starts_at: starts,
      ends_at: addMinutes(starts, c.minutes),
      original_starts_at: starts,
      original_ends_at: addMinutes(starts, c.minutes),
      status: 'bookable',
      capacity_strategy: 'shared',
      capacity_maximum: c.capacity,
      capacity_online: 0,
      capacity_foh: 0,
      consumed: 0,
      consumed_online: 0,
      consumed_foh: 0,
      last_bookable_at: null,
    };
  });
  await insertMany(db, 'occurrences', occurrences);
  await insertMany(
    db,
    'occurrence_locations',
    occurrences.map((o) => ({ occurrence_id: o.id, location_id: pool.id })),
  );
  await insertMany(
    db,
    'occurrence_instructors',
    occurrences.map((o) => ({ occurrence_id: o.id, instructor_id: instructor.id })),
  );
}
