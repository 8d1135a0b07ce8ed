import type { Db } from '../db/db.ts';
import { addDays, addMinutes, localDate, zonedToInstant } from '../time/londonTime.ts';

/** Venues whose class timetables carry the extra demo states (issue 9, demo-data.md). */
const VENUES = ['riverside', 'hilltop'];

/**
 * Class timetable extras on top of the main seed, so every state of the classes view can be tried:
 * - the full evening yoga of tomorrow (seeded full, waitlist of 5) gets two members already waiting, so
 *   a customer who joins sees their place in the queue (3rd);
 * - the 07:00 spin 25 days on stopped taking online bookings an hour before now: not bookable, with the
 *   server's reason ('This activity is no longer bookable.'), next to the cancelled yoga of the main seed;
 * - Riverside's yoga asks one custom question (optional, so a quick booking need not answer it): a class's
 *   questions are its activity's, held by a `recurring` schedule of that activity (no session belongs to
 *   it, so each class is still booked on its own).
 */
export async function seedClassExtras(db: Db, now: Date): Promise<void> {
  const today = localDate(now, 'Europe/London');
  const fullYogaStart = zonedToInstant(addDays(today, 1), '18:30', 'Europe/London');
  // Far out, so no suite that books 'the next spin' meets it; the cancelled yoga of day 2 is the near one.
  const closedSpinStart = zonedToInstant(addDays(today, 25), '07:00', 'Europe/London');
  const waiting = await db.query<{ id: number }>(
    "SELECT id FROM users WHERE email IN ('member13@example.com', 'member14@example.com') ORDER BY email",
  );
  for (const slug of VENUES) {
    const yoga = await db.one<{ id: string }>(
      `SELECT o.id FROM occurrences o JOIN venues v ON v.id = o.venue_id
        WHERE v.slug = $1 AND o.template_name = 'Yoga' AND o.starts_at = $2 AND o.waitlist_maximum IS NOT NULL`,
      [slug, fullYogaStart],
    );
    if (yoga) {
      for (const [i, u] of waiting.entries()) {
        await db.query(
          `INSERT INTO waitlist_entries (occurrence_id, user_id, created_at) VALUES ($1, $2, $3)
            ON CONFLICT (occurrence_id, user_id) DO NOTHING`,
          [yoga.id, u.id, addMinutes(now, -60 * 24 + i * 10)],
        );
      }
      await db.query(
        'UPDATE occurrences SET waitlist_consumed = (SELECT count(*) FROM waitlist_entries WHERE occurrence_id = $1) WHERE id = $1',
        [yoga.id],
      );
    }
    await db.query(
      `UPDATE occurrences o SET last_bookable_at = $3 FROM venues v
        WHERE v.id = o.venue_id AND v.slug = $1 AND o.template_name = 'Spin' AND o.starts_at = $2`,
      [slug, closedSpinStart, addMinutes(now, -60)],
    );
  }
  await seedClassQuestion(db);
}

/** Riverside yoga's question, "Is this your first yoga class with us?" (Yes / No). */
async function seedClassQuestion(db: Db): Promise<void> {
  const yoga = await db.one<{ id: number; client_id: number; venue_id: number; category_id: string }>(
    `SELECT a.id, a.client_id, a.venue_id, a.category_id FROM activities a JOIN venues v ON v.id = a.venue_id
      WHERE v.slug = 'riverside' AND a.slug = 'yoga'`,
  );
  if (!yoga) return;
  const schedule = await db.one<{ id: string }>(
    `INSERT INTO schedules (client_id, venue_id, category_id, activity_id, kind, name)
     VALUES ($1, $2, $3, $4, 'recurring', 'Yoga') RETURNING id`,
    [yoga.client_id, yoga.venue_id, yoga.category_id, yoga.id],
  );
  const section = await db.one<{ id: number }>(
    `INSERT INTO custom_question_sections (schedule_id, title, description, position)
     VALUES ($1, 'About you', 'It helps the instructor plan the class.', 0) RETURNING id`,
    [schedule!.id],
  );
  const question = await db.one<{ id: number }>(
    `INSERT INTO custom_questions (section_id, question, type, required, position)
     VALUES ($1, 'Is this your first yoga class with us?', 'select', false, 0) RETURNING id`,
    [section!.id],
  );
  await db.query(
    `INSERT INTO custom_question_options (question_id, value, position) VALUES ($1, 'Yes', 0), ($1, 'No', 1)`,
    [question!.id],
  );
}
