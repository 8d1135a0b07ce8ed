// Wall-clock fields: reading the wire's wall-clock text and formatting it with dayjs's tokens, apart from
// the calendar arithmetic in wallClock.ts (which re-exports all of this). The basket's and checkout's item
// dates and the attendee selection need only these (issue 12). wallClock.ts says why there is no date library.

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
export function fieldsOf(date: Date): WallTime {
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
export function dateOf(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): Date {
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

export const pad = (n: number, width = 2) => String(n).padStart(width, '0');

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

/** The venue-local wall clock of a time value (what customers see), as fields. */
export function wallOf(value: TimeValue): WallTime {
  const time = WIRE_TIME_PATTERN.test(value.local) ? parseWall(value.local, { strict: false }) : null;
  if (!time) throw new Error(`Not a wire time: '${value.local}' (expected YYYY-MM-DD HH:MM:SS)`);
  return time;
}

/** Wall-clock text ('YYYY-MM-DD' or 'YYYY-MM-DD HH:MM:SS') formatted; text that is not one comes back as it is. */
export function formatWallText(text: string, pattern: string): string {
  const time = parseWall(text);
  return time ? formatWall(time, pattern) : text;
}

/** The absolute instant of a time value, in milliseconds since the epoch. */
export function instantMs(value: TimeValue): number {
  return Date.parse(`${value.utc.replace(' ', 'T')}Z`);
}

/** Formats the venue-local side of a time value, e.g. `formatTimeValue(v, 'ddd D MMM')`. */
export function formatTimeValue(value: TimeValue, pattern: string): string {
  return formatWall(wallOf(value), pattern);
}
