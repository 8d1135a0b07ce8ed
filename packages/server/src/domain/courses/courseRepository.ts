import type { Db } from '../../db/db.ts';
import type { OccurrenceRow, RestrictionRow as RestrictionTableRow } from '../../db/rows.ts';

/** One course or camp with everything its detail needs, read in a fixed number of queries. */
export interface ScheduleRow {
  id: string;
  client_id: number;
  venue_id: number;
  category_id: string;
  kind: 'course' | 'camp';
  slug: string | null;
  reference: string | null;
  name: string;
  description: string | null;
  duration_in_weeks: number | null;
  starts_at: Date | null;
  ends_at: Date | null;
  price: number | null;
  /** Camps booked by the day: the price of one day; null when booked only whole. */
  day_price: number | null;
  pro_rata: boolean;
  allow_customer_book_course_after_start: boolean;
  capacity: number;
  min_age: number | null;
  max_age: number | null;
  first_bookable_at: Date | null;
  waitlist_maximum: number | null;
  cat_name: string;
  cat_slug: string;
  cat_booking_type: string | null;
  venue_name: string;
  venue_slug: string;
  timezone: string;
}

/** A session (occurrence) of a schedule, with the name of its first location. */
export type SessionRow = Pick<
  OccurrenceRow,
  | 'id'
  | 'template_name'
  | 'starts_at'
  | 'ends_at'
  | 'status'
  | 'capacity_strategy'
  | 'capacity_maximum'
  | 'capacity_online'
  | 'capacity_foh'
  | 'consumed'
  | 'consumed_online'
  | 'consumed_foh'
  | 'waitlist_maximum'
  | 'waitlist_consumed'
  | 'friendly_location_name'
> & {
  schedule_id: string;
  location_name: string | null;
};

/** A restriction of a schedule, with whether all or any of the schedule's restrictions must be met. */
export type RestrictionRow = Pick<RestrictionTableRow, 'id' | 'name' | 'type' | 'terms' | 'related_category_id'> & {
  schedule_id: string;
  criteria: 'all' | 'any';
};

export interface QuestionRow {
  schedule_id: string;
  section_id: number;
  section_title: string;
  section_description: string | null;
  section_position: number;
  question_id: number;
  question: string;
  type: string;
  required: boolean;
  position: number;
  options: { id: number; value: string }[] | null;
}

export interface ScheduleBundle {
  schedule: ScheduleRow;
  sessions: SessionRow[];
  instructors: string[];
  restrictions: RestrictionRow[];
  questions: QuestionRow[];
}

export interface ScheduleFilter {
  clientId: number;
  kind: 'course' | 'camp';
  idOrSlug?: string;
  categoryIds?: string[];
  categorySlugs?: string[];
  venueIds?: number[];
  venueSlugs?: string[];
  startsAfter?: Date;
  startsBefore?: Date;
  firstBookableBy?: Date;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function loadSchedules(db: Db, f: ScheduleFilter): Promise<ScheduleBundle[]> {
  const where = ['s.client_id = $1', 's.kind = $2'];
  const params: unknown[] = [f.clientId, f.kind];
  const add = (clause: (n: string) => string, value: unknown) => {
    params.push(value);
    where.push(clause(`$${params.length}`));
  };
  if (f.idOrSlug !== undefined) {
    if (UUID.test(f.idOrSlug)) add((p) => `s.id = ${p}::uuid`, f.idOrSlug);
    else add((p) => `s.slug = ${p}`, f.idOrSlug);
  }
  if (f.categoryIds?.length)
    add((p) => `(s.category_id = ANY(${p}::uuid[]) OR c.parent_id = ANY(${p}::uuid[]))`, f.categoryIds);
  if (f.categorySlugs?.length)
    add((p) => `(c.slug = ANY(${p}::text[]) OR pc.slug = ANY(${p}::text[]))`, f.categorySlugs);
  if (f.venueIds?.length) add((p) => `s.venue_id = ANY(${p}::int[])`, f.venueIds);
  if (f.venueSlugs?.length) add((p) => `v.slug = ANY(${p}::text[])`, f.venueSlugs);
  if (f.startsAfter) add((p) => `s.starts_at >= ${p}`, f.startsAfter);
  if (f.startsBefore) add((p) => `s.starts_at <= ${p}`, f.startsBefore);
  if (f.firstBookableBy) add((p) => `(s.first_bookable_at IS NULL OR s.first_bookable_at <= ${p})`, f.firstBookableBy);
  const schedules = await db.query<ScheduleRow>(
    `SELECT s.*, c.name AS cat_name, c.slug AS cat_slug, c.booking_type AS cat_booking_type,
            v.name AS venue_name, v.slug AS venue_slug, v.timezone
       FROM schedules s
       JOIN categories c ON c.id = s.category_id
       LEFT JOIN categories pc ON pc.id = c.parent_id
       JOIN venues v ON v.id = s.venue_id
      WHERE ${where.join(' AND ')}
      ORDER BY s.starts_at NULLS LAST, s.name`,
    params,
  );
  if (schedules.length === 0) return [];
  const ids = schedules.map((s) => s.id);
  const [sessions, instructors, restrictions, questions] = await Promise.all([
    db.query<SessionRow>(
      `SELECT o.id, o.schedule_id, o.template_name, o.starts_at, o.ends_at, o.status, o.capacity_strategy, o.capacity_maximum,
              o.capacity_online, o.capacity_foh, o.consumed, o.consumed_online, o.consumed_foh, o.waitlist_maximum,
              o.waitlist_consumed, o.friendly_location_name,
              (SELECT string_agg(l.name, ', ' ORDER BY l.name) FROM occurrence_locations ol JOIN locations l ON l.id = ol.location_id
                WHERE ol.occurrence_id = o.id) AS location_name
         FROM occurrences o WHERE o.schedule_id = ANY($1::uuid[]) AND o.deleted_at IS NULL ORDER BY o.starts_at, o.id`,
      [ids],
    ),
    db.query<{ schedule_id: string; name: string }>(
      `SELECT si.schedule_id, i.name FROM schedule_instructors si JOIN instructors i ON i.id = si.instructor_id
        WHERE si.schedule_id = ANY($1::uuid[]) ORDER BY i.name`,
      [ids],
    ),
    db.query<RestrictionRow>(
      `SELECT sr.schedule_id, sr.criteria, r.id, r.name, r.type, r.terms, r.related_category_id
         FROM schedule_restrictions sr JOIN restrictions r ON r.id = sr.restriction_id
        WHERE sr.schedule_id = ANY($1::uuid[]) ORDER BY r.id`,
      [ids],
    ),
    loadQuestions(db, ids),
  ]);
  return schedules.map((schedule) => ({
    schedule,
    sessions: sessions.filter((s) => s.schedule_id === schedule.id),
    instructors: instructors.filter((i) => i.schedule_id === schedule.id).map((i) => i.name),
    restrictions: restrictions.filter((r) => r.schedule_id === schedule.id),
    questions: questions.filter((q) => q.schedule_id === schedule.id),
  }));
}

export async function loadQuestions(db: Db, scheduleIds: string[]): Promise<QuestionRow[]> {
  return db.query<QuestionRow>(
    `SELECT s.schedule_id, s.id AS section_id, s.title AS section_title, s.description AS section_description,
            s.position AS section_position, q.id AS question_id, q.question, q.type, q.required, q.position,
            (SELECT json_agg(json_build_object('id', o.id, 'value', o.value) ORDER BY o.position, o.id)
               FROM custom_question_options o WHERE o.question_id = q.id) AS options
       FROM custom_question_sections s JOIN custom_questions q ON q.section_id = s.id
      WHERE s.schedule_id = ANY($1::uuid[]) ORDER BY s.position, s.id, q.position, q.id`,
    [scheduleIds],
  );
}

/** The customer's own hold on a schedule: a settled or reserved bundle, and waitlist membership. */
export async function customerScheduleState(db: Db, userId: number, scheduleIds: string[]) {
  const bundles = await db.query<{ schedule_id: string; status: 'settled' | 'reserved' }>(
    `SELECT schedule_id, status FROM booking_bundles WHERE user_id = $1 AND schedule_id = ANY($2::uuid[]) AND status <> 'cancelled'`,
    [userId, scheduleIds],
  );
  const waits = await db.query<{ schedule_id: string }>(
    `SELECT DISTINCT o.schedule_id FROM waitlist_entries w JOIN occurrences o ON o.id = w.occurrence_id
      WHERE w.user_id = $1 AND o.schedule_id = ANY($2::uuid[])`,
    [userId, scheduleIds],
  );
  const state = new Map<string, { booking: 'settled' | 'reserved' | null; onWaitlist: boolean }>();
  for (const id of scheduleIds) state.set(id, { booking: null, onWaitlist: false });
  for (const b of bundles) {
    const s = state.get(b.schedule_id)!;
    if (s.booking !== 'settled') s.booking = b.status;
  }
  for (const w of waits) state.get(w.schedule_id)!.onWaitlist = true;
  return state;
}

/** Restriction ids the user has satisfied (signed waiver, done induction). */
export async function satisfiedRestrictionIds(db: Db, userId: number): Promise<Set<number>> {
  const rows = await db.query<{ restriction_id: number }>(
    'SELECT restriction_id FROM user_restrictions WHERE user_id = $1',
    [userId],
  );
  return new Set(rows.map((r) => r.restriction_id));
}
