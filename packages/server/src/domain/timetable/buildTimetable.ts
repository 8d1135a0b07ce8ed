import type { ActivityClassWire } from '@venue/core/contract';
import type { Db } from '../../db/db.ts';
import type { UserRow } from '../../auth/session.ts';
import { notFoundError } from '../errors.ts';
import { bookableActionFor, customerHoldings, type CustomerHoldings } from '../occurrences/occurrenceContext.ts';
import type { OccurrenceRecord } from '../occurrences/occurrenceRecord.ts';
import { loadOccurrences, type OccurrenceFilter } from '../occurrences/occurrenceRepository.ts';
import type { VenueRow } from '../../db/venues.ts';
import { presentTimetableEntry } from './presentTimetableEntry.ts';
import { classQuestionSections } from '../questions/customQuestionAnswers.ts';
import { dayBounds } from '../../time/londonTime.ts';

/** What a timetable needs of its venue. */
export type TimetableVenue = Pick<VenueRow, 'id' | 'client_id' | 'timezone'>;

/**
 * What `{activity}` in a timetable path names: a category slug (the category and its children) or an
 * activity slug at the venue. Categories win, as the booking routes use category slugs.
 */
export async function resolveActivityScope(
  db: Db,
  venue: TimetableVenue,
  slug: string,
): Promise<Pick<OccurrenceFilter, 'categoryIds' | 'activityId'> & { tags: Array<{ id: string; name: string }> }> {
  const categories = await db.query<{ id: string }>(
    `SELECT c.id::text AS id FROM categories c
      WHERE c.client_id = $1 AND (c.slug = $2 OR c.id::text = $2 OR c.parent_id IN (SELECT id FROM categories WHERE client_id = $1 AND (slug = $2 OR id::text = $2)))`,
    [venue.client_id, slug],
  );
  if (categories.length > 0) return { categoryIds: categories.map((c) => c.id), tags: [] };
  const activity = await db.one<{ id: number; tags: unknown }>(
    'SELECT id, tags FROM activities WHERE venue_id = $1 AND (slug = $2 OR id::text = $2)',
    [venue.id, slug],
  );
  if (!activity) throw notFoundError();
  return { activityId: activity.id, tags: normaliseTags(activity.tags) };
}

export function normaliseTags(raw: unknown): Array<{ id: string; name: string }> {
  const list = typeof raw === 'string' ? (JSON.parse(raw) as unknown) : raw;
  if (!Array.isArray(list)) return [];
  return list.map((t, i) =>
    typeof t === 'string'
      ? { id: String(i + 1), name: t }
      : { id: String((t as { id?: unknown }).id ?? i + 1), name: String((t as { name?: unknown }).name ?? '') },
  );
}

export async function occurrencesOfDay(
  db: Db,
  venue: TimetableVenue,
  scope: Pick<OccurrenceFilter, 'categoryIds' | 'activityId'>,
  date: string,
  locationId?: string,
): Promise<OccurrenceRecord[]> {
  const { start, end } = dayBounds(date, venue.timezone);
  return loadOccurrences(db, {
    venues: [String(venue.id)],
    ...scope,
    startsFrom: start,
    startsBefore: end,
    ...(locationId ? { locationIds: [locationId] } : {}),
  });
}

type Tag = { id: string; name: string };
type Restriction = { id: string; name: string; type: string };

/**
 * What a timetable shows the same to everyone: the occurrences of the day and each one's tags and
 * pre-purchase restrictions. The bookable action and the viewer's own bookings are added per request
 * (presentDay), because they depend on who is looking and on the time.
 */
export interface PublicDay {
  records: OccurrenceRecord[];
  tags: Map<string, Tag[]>;
  restrictions: Map<string, Restriction[]>;
  /** A class's custom questions (its activity's recurring schedule's), by occurrence id. */
  questions: Awaited<ReturnType<typeof classQuestionSections>>;
}

/** The public part of a day's timetable of `{activity}` (a category or activity slug) at a venue. */
export async function loadPublicDay(
  db: Db,
  venue: TimetableVenue,
  slug: string,
  date: string,
  locationId?: string,
): Promise<PublicDay> {
  const scope = await resolveActivityScope(db, venue, slug);
  const records = await occurrencesOfDay(db, venue, scope, date, locationId);
  return publicFacts(db, records, scope.tags);
}

async function publicFacts(db: Db, records: OccurrenceRecord[], tags: Tag[]): Promise<PublicDay> {
  const ids = records.map((r) => r.id);
  const [restrictions, ownTags, questions] = await Promise.all([
    prePurchaseRestrictions(db, ids),
    // A category-wide timetable has no one activity's tags: each class carries its own activity's.
    tags.length > 0 || ids.length === 0
      ? Promise.resolve(new Map<string, Tag[]>())
      : db
          .query<{ id: string; tags: unknown }>(
            'SELECT o.id, a.tags FROM occurrences o JOIN activities a ON a.id = o.activity_id WHERE o.id = ANY($1::text[])',
            [ids],
          )
          .then((rows) => new Map(rows.map((row) => [row.id, normaliseTags(row.tags)]))),
    classQuestionSections(db, ids),
  ]);
  return {
    records,
    tags: new Map(ids.map((id) => [id, tags.length > 0 ? tags : (ownTags.get(id) ?? [])])),
    restrictions,
    questions,
  };
}

/** A day's public part as the customer (or an anonymous visitor: null holdings) sees it at `now`. */
export function presentDay(
  day: PublicDay,
  holdings: CustomerHoldings | null,
  version: 'v1' | 'v2',
  now: Date,
): ActivityClassWire[] {
  return day.records.map((r) => {
    const entry = presentTimetableEntry(r, bookableActionFor(r, holdings, [], now), version, day.tags.get(r.id) ?? [], {
      waitlistPosition: holdings?.waitlistPositions.get(r.id) ?? null,
      bookingId: holdings?.bookingIds.get(r.id) ?? null,
      restrictions: day.restrictions.get(r.id) ?? [],
    });
    const sections = day.questions.get(r.id);
    return sections ? { ...entry, custom_question_sections: sections } : entry;
  });
}

/** What the customer holds on the day's occurrences; null for an anonymous visitor. */
export async function holdingsFor(
  db: Db,
  customer: UserRow | null,
  records: OccurrenceRecord[],
  now: Date,
): Promise<CustomerHoldings | null> {
  if (!customer) return null;
  return customerHoldings(
    db,
    customer.id,
    records.map((r) => r.id),
    now,
  );
}

/** Timetable entries with each one's bookable action for the customer (or the anonymous action). */
export async function timetableEntries(
  db: Db,
  records: OccurrenceRecord[],
  customer: UserRow | null,
  version: 'v1' | 'v2',
  now: Date,
  tags: Tag[] = [],
): Promise<ActivityClassWire[]> {
  const [holdings, day] = await Promise.all([holdingsFor(db, customer, records, now), publicFacts(db, records, tags)]);
  return presentDay(day, holdings, version, now);
}

/** The pre-purchase waivers and inductions of each occurrence (its own and its schedule's), keyed by occurrence id. */
async function prePurchaseRestrictions(db: Db, occurrenceIds: string[]): Promise<Map<string, Restriction[]>> {
  const out = new Map<string, Restriction[]>();
  if (occurrenceIds.length === 0) return out;
  const rows = await db.query<{ occurrence_id: string; id: number; name: string; type: string }>(
    `SELECT DISTINCT x.occurrence_id, r.id, r.name, r.type FROM (
        SELECT orr.occurrence_id, orr.restriction_id FROM occurrence_restrictions orr WHERE orr.occurrence_id = ANY($1::text[])
        UNION ALL
        SELECT o.id, sr.restriction_id FROM occurrences o JOIN schedule_restrictions sr ON sr.schedule_id = o.schedule_id
         WHERE o.id = ANY($1::text[])
      ) x JOIN restrictions r ON r.id = x.restriction_id
      WHERE r.type IN ('pre-purchase-waiver', 'pre-purchase-induction', 'enhanced-pre-waiver')
      ORDER BY x.occurrence_id, r.id`,
    [occurrenceIds],
  );
  for (const r of rows) {
    const list = out.get(r.occurrence_id) ?? [];
    list.push({ id: String(r.id), name: r.name, type: r.type });
    out.set(r.occurrence_id, list);
  }
  return out;
}
