import { dateWords, localDate } from '../../time/londonTime.ts';
import type { ScheduleBundle, SessionRow } from './courseRepository.ts';

// Camps booked by the day (issue 11): which days a request may take, what they cost, and who may attend.
// Kept apart from addItems.ts so the rules read and test on their own.

export const DAYS_ONLY_FOR_CAMPS = 'Single days can be chosen for camps only.';
export const CAMP_BOOKED_WHOLE = 'This camp is booked as a whole: choose every day.';
export const DAYS_INVALID = 'Choose days of this camp that are still to come.';

/** Whole years between a date of birth and a day, both 'YYYY-MM-DD'. */
export function ageOn(dateOfBirth: string, day: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

export type DayChoice =
  { kind: 'whole' } | { kind: 'days'; sessions: SessionRow[] } | { kind: 'refused'; message: string };

/**
 * The days a camp item asks for. No list (or every remaining day) is the whole camp; a shorter list is
 * allowed only for a camp with a day price, and only of its own sessions still to come, each once.
 */
export function chooseDays(bundle: ScheduleBundle, ids: string[] | undefined, now: Date): DayChoice {
  if (!ids || ids.length === 0) return { kind: 'whole' };
  if (bundle.schedule.kind !== 'camp') return { kind: 'refused', message: DAYS_ONLY_FOR_CAMPS };
  const upcoming = bundle.sessions.filter((s) => s.status !== 'cancelled' && s.starts_at.getTime() > now.getTime());
  const wanted = new Set(ids);
  if (wanted.size !== ids.length) return { kind: 'refused', message: DAYS_INVALID };
  const sessions = upcoming.filter((s) => wanted.has(s.id));
  if (sessions.length !== wanted.size) return { kind: 'refused', message: DAYS_INVALID };
  if (sessions.length === upcoming.length) return { kind: 'whole' };
  if (bundle.schedule.day_price === null) return { kind: 'refused', message: CAMP_BOOKED_WHOLE };
  return { kind: 'days', sessions };
}

/** The bundle seen through the chosen days only: its capacity and bookable action then speak of those days. */
export function withSessions(bundle: ScheduleBundle, sessions: SessionRow[]): ScheduleBundle {
  return { ...bundle, sessions };
}

/** The price of some days of a camp: the day price for each. */
export function daysPrice(bundle: ScheduleBundle, days: number): number {
  return (bundle.schedule.day_price ?? 0) * days;
}

/**
 * A camp's age limits, checked on its first chosen day. Null when the attendee may attend; otherwise the
 * message. An attendee with no date of birth on record cannot be checked here: the venue checks at the door,
 * as it does for a booking taken on the phone, rather than turning away a customer who never gave one.
 */
export function ageRefusal(
  bundle: ScheduleBundle,
  attendee: { first_name: string | null; date_of_birth: string | null },
  firstDay: Date,
): string | null {
  const { min_age: min, max_age: max, timezone } = bundle.schedule;
  if (bundle.schedule.kind !== 'camp' || (min === null && max === null)) return null;
  if (!attendee.date_of_birth) return null;
  const day = localDate(firstDay, timezone);
  const age = ageOn(attendee.date_of_birth, day);
  if ((min === null || age >= min) && (max === null || age <= max)) return null;
  const who = attendee.first_name?.trim() || 'The attendee';
  const range = min !== null && max !== null ? `${min} to ${max}` : min !== null ? `${min} or over` : `${max} or under`;
  return `${who} must be aged ${range} on ${dateWords(day)}, the first day booked.`;
}
