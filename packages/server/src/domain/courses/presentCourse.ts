import { money, timeValue } from '../../presentation/wire.ts';
import { proRataPrice, remainingSessions } from '../pricing/proRata.ts';
import { bookableVerdict, type BookableAction, type BookableVerdict } from './bookableAction.ts';
import type { QuestionRow, RestrictionRow, ScheduleBundle, SessionRow } from './courseRepository.ts';

export interface PresentOptions {
  now: Date;
  currency: string;
  source: 'online' | 'foh';
  customer: { booking: 'settled' | 'reserved' | null; onWaitlist: boolean } | null;
}

function liveSessions(sessions: SessionRow[]): SessionRow[] {
  return sessions.filter((s) => s.status !== 'cancelled');
}

/** Places left on one session for a channel (split capacity keeps online and front-of-house places apart). */
function placesLeft(s: SessionRow, source: 'online' | 'foh'): number {
  const left =
    s.capacity_strategy === 'split'
      ? source === 'foh'
        ? s.capacity_foh - s.consumed_foh
        : s.capacity_online - s.consumed_online
      : s.capacity_maximum - s.consumed;
  return Math.max(0, left);
}

/** The session a course's waitlist belongs to: its first live session still to come (none once the last has begun). */
export function firstUpcomingSession(b: ScheduleBundle, now: Date): SessionRow | undefined {
  return liveSessions(b.sessions).find((x) => x.starts_at.getTime() > now.getTime());
}

/** Places of a course: the fullest session still to come decides (a place is a place on every session). */
export function scheduleCapacity(b: ScheduleBundle, now: Date, source: 'online' | 'foh') {
  const live = liveSessions(b.sessions);
  const upcoming = live.filter((s) => s.starts_at.getTime() > now.getTime());
  const relevant = upcoming.length ? upcoming : live;
  const left = (s: SessionRow) => placesLeft(s, source);
  const consumed = relevant.reduce((m, s) => Math.max(m, s.consumed), 0);
  const available = relevant.length ? Math.max(0, Math.min(...relevant.map(left))) : 0;
  return { available, consumed, maximum: b.schedule.capacity };
}

/** The price a customer pays now: pro-rata for a started pro-rata course, else the full price. */
export function schedulePrice(
  b: ScheduleBundle,
  now: Date,
): { price: number | null; proRata: number | null; payable: number | null } {
  const price = b.schedule.price;
  if (price === null) return { price: null, proRata: null, payable: null };
  const live = liveSessions(b.sessions);
  const started = b.schedule.starts_at !== null && b.schedule.starts_at.getTime() <= now.getTime();
  if (!b.schedule.pro_rata || !started || live.length === 0) return { price, proRata: null, payable: price };
  const proRata = proRataPrice(
    price,
    remainingSessions(
      live.map((s) => s.starts_at),
      now,
    ),
    live.length,
  );
  return { price, proRata, payable: proRata };
}

export function scheduleBookableAction(b: ScheduleBundle, o: PresentOptions): BookableAction {
  return scheduleBookableVerdict(b, o).action;
}

/** The bookable action with whether it comes from the course being full (addItems acts on that). */
export function scheduleBookableVerdict(b: ScheduleBundle, o: PresentOptions): BookableVerdict {
  const s = b.schedule;
  const cap = scheduleCapacity(b, o.now, o.source);
  const firstUpcoming = firstUpcomingSession(b, o.now);
  const waitlistAvailable =
    s.waitlist_maximum === null ? null : s.waitlist_maximum - (firstUpcoming?.waitlist_consumed ?? 0);
  return bookableVerdict({
    now: o.now,
    startsAt: s.starts_at ?? o.now,
    endsAt: s.ends_at ?? o.now,
    allowBookAfterStart: s.allow_customer_book_course_after_start,
    kind: 'course',
    capacityAvailable: cap.available,
    waitlistAvailable,
    customer: o.customer,
  });
}

export function presentRestriction(r: Pick<RestrictionRow, 'id' | 'name' | 'type' | 'terms' | 'related_category_id'>) {
  return { id: r.id, name: r.name, type: r.type, terms: r.terms, related_category: r.related_category_id };
}

export function presentQuestionSections(rows: QuestionRow[]) {
  const sections = new Map<
    number,
    { id: number; title: string; description: string | null; position: number; questions: unknown[] }
  >();
  for (const q of rows) {
    let section = sections.get(q.section_id);
    if (!section)
      sections.set(
        q.section_id,
        (section = {
          id: q.section_id,
          title: q.section_title,
          description: q.section_description,
          position: q.section_position,
          questions: [],
        }),
      );
    section.questions.push({
      id: q.question_id,
      question: q.question,
      type: q.type,
      options: q.options ?? [],
      required: q.required,
      position: q.position,
    });
  }
  return [...sections.values()];
}

function sessionRestrictions(restrictions: RestrictionRow[]) {
  const pick = (type: string) => {
    const r = restrictions.find((x) => x.type === type);
    return r ? { id: r.id, name: r.name, type: r.type, terms: r.terms } : null;
  };
  return {
    pre_purchase_waiver: pick('pre-purchase-waiver'),
    pre_purchase_induction: pick('pre-purchase-induction'),
    criteria: restrictions[0]?.criteria ?? 'all',
  };
}

/** Course schedule on the wire (contracts §3 "Course schedule"). */
export function presentSchedule(b: ScheduleBundle, o: PresentOptions) {
  const s = b.schedule;
  const tz = s.timezone;
  const prices = schedulePrice(b, o.now);
  const live = liveSessions(b.sessions);
  const perSession =
    s.kind === 'camp' && s.day_price !== null
      ? s.day_price
      : prices.price !== null && live.length
        ? Math.round(prices.price / live.length)
        : null;
  const restrictions = sessionRestrictions(b.restrictions);
  return {
    id: s.id,
    slug: s.slug,
    reference: s.reference,
    name: s.name,
    description: s.description,
    duration_in_weeks: s.duration_in_weeks,
    category: { id: s.category_id, name: s.cat_name, slug: s.cat_slug, booking_type: s.cat_booking_type },
    venue: { id: s.venue_id, name: s.venue_name, slug: s.venue_slug },
    starts_at: s.starts_at ? timeValue(s.starts_at, tz) : null,
    ends_at: s.ends_at ? timeValue(s.ends_at, tz) : null,
    instructors: b.instructors,
    price: prices.price === null ? null : money(prices.price, o.currency),
    pro_rata_price: prices.proRata === null ? null : money(prices.proRata, o.currency),
    day_price: s.kind === 'camp' && s.day_price !== null ? money(s.day_price, o.currency) : null,
    capacity: scheduleCapacity(b, o.now, o.source),
    allow_customer_book_course_after_start: s.allow_customer_book_course_after_start,
    min_age: s.min_age,
    max_age: s.max_age,
    waitlist: s.waitlist_maximum === null ? null : { maximum: s.waitlist_maximum },
    occurrences: b.sessions.map((x) => ({
      id: x.id,
      name: x.template_name,
      starts_at: timeValue(x.starts_at, tz),
      ends_at: timeValue(x.ends_at, tz),
      duration: Math.round((x.ends_at.getTime() - x.starts_at.getTime()) / 60000),
      status: x.status === 'cancelled' ? 'cancelled' : 'bookable',
      location_name: x.friendly_location_name ?? x.location_name,
      price: perSession === null ? null : money(perSession, o.currency),
      capacity: { available: placesLeft(x, o.source), consumed: x.consumed, maximum: x.capacity_maximum },
      restrictions,
    })),
    restrictions: b.restrictions.map(presentRestriction),
    bookable_action: scheduleBookableAction(b, o),
    custom_question_sections: presentQuestionSections(b.questions),
  };
}
