// Wall-clock dates and times without a date library. What the views show is a venue's wall clock, which
// the wire already gives as text ('YYYY-MM-DD HH:MM:SS', time values' `local` side, calendar dates
// 'YYYY-MM-DD'): reading and formatting those needs no time-zone data. dayjs with its utc and timezone
// plugins was 4.9 KB gzip in every booking element's first load for this (issue 12); it stays in
// time.ts for callers that work with Dayjs objects. The formatting tokens are dayjs's, in English, and
// wallClock.test.ts holds every function to dayjs's answer.

/** A time value on the wire (contracts §3). Text form 'YYYY-MM-DD HH:MM:SS'. */
export interface TimeValue {
  utc: string;
  local: string;
  timezone: string;
}

/** A wall-clock moment as its fields: month 1-12, `weekday` 0 for Sunday (as Date and dayjs count). */
export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  weekday: number;
}

export const WIRE_TIME_PATTERN = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
export const LAST_MINUTE_OF_DAY = 1439;
export type ClockFormat = '24h' | '12h';

const WALL_TEXT = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?$/;
const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The fields of a UTC-based Date that holds a wall-clock moment (no zone involved). */
function fieldsOf(date: Date): WallTime {
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    hour: date.getUTCHours(),
    minute: date.getUTCMinutes(),
    second: date.getUTCSeconds(),
    weekday: date.getUTCDay(),
  };
}

/** Fields to a UTC-based Date; out-of-range fields roll over (31 Nov is 1 Dec), as Date and dayjs do. */
function dateOf(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): Date {
  const date = new Date(0);
  // setUTCFullYear, unlike Date.UTC, keeps years 0-99 as they are.
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second);
  return date;
}

/**
 * 'YYYY-MM-DD', 'YYYY-MM-DD HH:mm' or 'YYYY-MM-DD HH:mm:ss' (a space or a T between) read as it stands, or
 * null when it is not one. Strict (the default): a date that does not exist (2026-02-30, 25:00) is null;
 * loose: it rolls over as dayjs's parse does (2026-03-02).
 */
export function parseWall(text: string, { strict = true }: { strict?: boolean } = {}): WallTime | null {
  const m = WALL_TEXT.exec(text);
  if (!m) return null;
  const [year, month, day, hour, minute, second] = m.slice(1).map((part) => Number(part ?? 0)) as number[];
  const fields = fieldsOf(dateOf(year!, month!, day!, hour, minute, second));
  if (!strict) return fields;
  const exact = fields.month === month && fields.day === day && fields.hour === hour && fields.minute === minute;
  return exact && fields.second === second ? fields : null;
}

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

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

// dayjs's token pattern: [escaped text] or a run of one token letter.
const TOKENS = /\[([^\]]+)]|Y{1,4}|M{1,4}|D{1,2}|d{1,4}|H{1,2}|h{1,2}|a|A|m{1,2}|s{1,2}/g;

/** Formats wall-clock fields with dayjs's tokens (YYYY MMMM MMM MM M DD D dddd ddd HH H hh h mm ss a A). */
export function formatWall(time: WallTime, pattern: string): string {
  const h12 = time.hour % 12 === 0 ? 12 : time.hour % 12;
  return pattern.replace(TOKENS, (token, escaped: string | undefined) => {
    if (escaped !== undefined) return escaped;
    switch (token) {
      case 'YY':
        return pad(time.year % 100);
      case 'YYYY':
        return pad(time.year, 4);
      case 'M':
        return String(time.month);
      case 'MM':
        return pad(time.month);
      case 'MMM':
        return MONTH_NAMES[time.month - 1]!.slice(0, 3);
      case 'MMMM':
        return MONTH_NAMES[time.month - 1]!;
      case 'D':
        return String(time.day);
      case 'DD':
        return pad(time.day);
      case 'd':
        return String(time.weekday);
      case 'dd':
        return DAY_NAMES[time.weekday]!.slice(0, 2);
      case 'ddd':
        return DAY_NAMES[time.weekday]!.slice(0, 3);
      case 'dddd':
        return DAY_NAMES[time.weekday]!;
      case 'H':
        return String(time.hour);
      case 'HH':
        return pad(time.hour);
      case 'h':
        return String(h12);
      case 'hh':
        return pad(h12);
      case 'a':
        return time.hour < 12 ? 'am' : 'pm';
      case 'A':
        return time.hour < 12 ? 'AM' : 'PM';
      case 'm':
        return String(time.minute);
      case 'mm':
        return pad(time.minute);
      case 's':
        return String(time.second);
      case 'ss':
        return pad(time.second);
      default:
        // Y and YYY: dayjs prints them as they stand.
        return token;
    }
  });
}

/** Wall-clock text ('YYYY-MM-DD' or 'YYYY-MM-DD HH:MM:SS') formatted; text that is not one comes back as it is. */
export function formatWallText(text: string, pattern: string): string {
  const time = parseWall(text);
  return time ? formatWall(time, pattern) : text;
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

/** The venue-local wall clock of a time value (what customers see), as fields. */
export function wallOf(value: TimeValue): WallTime {
  const time = WIRE_TIME_PATTERN.test(value.local) ? parseWall(value.local, { strict: false }) : null;
  if (!time) throw new Error(`Not a wire time: '${value.local}' (expected YYYY-MM-DD HH:MM:SS)`);
  return time;
}

/** The absolute instant of a time value, in milliseconds since the epoch. */
export function instantMs(value: TimeValue): number {
  return Date.parse(`${value.utc.replace(' ', 'T')}Z`);
}

/** Formats the venue-local side of a time value, e.g. `formatTimeValue(v, 'ddd D MMM')`. */
export function formatTimeValue(value: TimeValue, pattern: string): string {
  return formatWall(wallOf(value), pattern);
}

/** Time of day of a time value in the venue's clock. */
export function formatTimeOfDay(value: TimeValue, clock: ClockFormat = '24h'): string {
  return formatMinutes(minutesSinceMidnight(wallOf(value)), clock);
}
