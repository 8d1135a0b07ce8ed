// Wall-clock dates and times without a date library. What the views show is a venue's wall clock, which
// the wire already gives as text ('YYYY-MM-DD HH:MM:SS', time values' `local` side, calendar dates
// 'YYYY-MM-DD'): reading and formatting those needs no time-zone data. dayjs with its utc and timezone
// plugins was 4.9 KB gzip in every booking element's first load for this (issue 12); it stays in
// time.ts for callers that work with Dayjs objects. The formatting tokens are dayjs's, in English, and
// wallClock.test.ts holds every function to dayjs's answer.

import { dateOf, fieldsOf, pad, parseWall, wallOf, type TimeValue, type WallTime } from './wallFields.ts';

export {
  WIRE_TIME_PATTERN,
  formatTimeValue,
  formatWall,
  formatWallText,
  instantMs,
  parseWall,
  wallOf,
} from './wallFields.ts';
export type { TimeValue, WallTime } from './wallFields.ts';

export const LAST_MINUTE_OF_DAY = 1439;
export type ClockFormat = '24h' | '12h';

/** The browser's own wall clock at an instant (what `new Date()` shows). */
export function wallOfDate(date: Date): WallTime {
  return {
    year: date.getFullYear(),
    month: date.getMonth() + 1,
    day: date.getDate(),
    hour: date.getHours(),
    minute: date.getMinutes(),
    second: date.getSeconds(),
    weekday: date.getDay(),
  };
}

/** A calendar date, 'YYYY-MM-DD', of wall-clock fields. */
export const isoDateOf = (time: WallTime): string => `${pad(time.year, 4)}-${pad(time.month)}-${pad(time.day)}`;

/** A real calendar date in 'YYYY-MM-DD' form (2026-02-30 is not one). */
export function isIsoDate(value: string | null | undefined): value is string {
  return !!value && value.length === 10 && parseWall(value) !== null;
}

/** 'YYYY-MM-DD' `days` days later (earlier when negative); calendar days, no clock change to trip on. */
export function addDays(date: string, days: number): string {
  const time = parseWall(date);
  if (!time) throw new Error(`Not a date: '${date}' (expected YYYY-MM-DD)`);
  return isoDateOf(fieldsOf(dateOf(time.year, time.month, time.day + days)));
}

/** Weeks start on Monday (flows §9): the Monday at or before a 'YYYY-MM-DD' date. */
export function mondayOf(date: string): string {
  const time = parseWall(date);
  if (!time) throw new Error(`Not a date: '${date}' (expected YYYY-MM-DD)`);
  return addDays(date, -((time.weekday + 6) % 7));
}

/** The seven 'YYYY-MM-DD' dates of the week holding `date`, Monday first. */
export function weekOf(date: string): string[] {
  const monday = mondayOf(date);
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

/**
 * Minutes since midnight, capped at 1439 (flows §9) so an end time of 24:00 stays on the same day.
 * Accepts 'HH:mm', 'HH:mm:ss', wall-clock fields or a Date (the browser's clock).
 */
export function minutesSinceMidnight(time: string | WallTime | Date): number {
  let minutes: number;
  if (typeof time === 'string') {
    const match = /^(\d{1,2}):(\d{2})/.exec(time.trim());
    if (!match) throw new Error(`Not a time of day: '${time}' (expected HH:mm)`);
    minutes = Number(match[1]) * 60 + Number(match[2]);
  } else if (time instanceof Date) {
    minutes = time.getHours() * 60 + time.getMinutes();
  } else {
    minutes = time.hour * 60 + time.minute;
  }
  return Math.min(Math.max(minutes, 0), LAST_MINUTE_OF_DAY);
}

/** Minutes since midnight shown as 'HH:mm' (24-hour) or 'h:mma' (12-hour, e.g. '1:00pm'). */
export function formatMinutes(minutes: number, clock: ClockFormat = '24h'): string {
  const m = Math.min(Math.max(Math.floor(minutes), 0), LAST_MINUTE_OF_DAY);
  const hours = Math.floor(m / 60);
  const mins = pad(m % 60);
  if (clock === '24h') return `${pad(hours)}:${mins}`;
  const suffix = hours < 12 ? 'am' : 'pm';
  const h12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${h12}:${mins}${suffix}`;
}

/** Time of day of a time value in the venue's clock. */
export function formatTimeOfDay(value: TimeValue, clock: ClockFormat = '24h'): string {
  return formatMinutes(minutesSinceMidnight(wallOf(value)), clock);
}
