import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';

// utc + timezone only: the timezone plugin leans on Intl, so it adds about 2 KB and no zone data.
dayjs.extend(utc);
dayjs.extend(timezone);

export { dayjs, type Dayjs };

/** A time value on the wire (contracts §3). Text form 'YYYY-MM-DD HH:MM:SS'. */
export interface TimeValue {
  utc: string;
  local: string;
  timezone: string;
}

export const WIRE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const WIRE_TIME_PATTERN = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
export const LAST_MINUTE_OF_DAY = 1439;
export type ClockFormat = '24h' | '12h';

/**
 * Minutes since midnight, capped at 1439 (flows §9) so an end time of 24:00 stays on the same day.
 * Accepts 'HH:mm', 'HH:mm:ss', a Dayjs or a Date.
 */
export function minutesSinceMidnight(time: string | Dayjs | Date): number {
  let minutes: number;
  if (typeof time === 'string') {
    const match = /^(\d{1,2}):(\d{2})/.exec(time.trim());
    if (!match) throw new Error(`Not a time of day: '${time}' (expected HH:mm)`);
    minutes = Number(match[1]) * 60 + Number(match[2]);
  } else {
    const d = dayjs(time);
    minutes = d.hour() * 60 + d.minute();
  }
  return Math.min(Math.max(minutes, 0), LAST_MINUTE_OF_DAY);
}

/** Minutes since midnight shown as 'HH:mm' (24-hour) or 'h:mma' (12-hour, e.g. '1:00pm'). */
export function formatMinutes(minutes: number, clock: ClockFormat = '24h'): string {
  const m = Math.min(Math.max(Math.floor(minutes), 0), LAST_MINUTE_OF_DAY);
  const hours = Math.floor(m / 60);
  const mins = String(m % 60).padStart(2, '0');
  if (clock === '24h') return `${String(hours).padStart(2, '0')}:${mins}`;
  const suffix = hours < 12 ? 'am' : 'pm';
  const h12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${h12}:${mins}${suffix}`;
}

/** A wall-clock text 'YYYY-MM-DD HH:MM:SS' read as it stands (no zone shift). */
export function parseWireTime(text: string): Dayjs {
  if (!WIRE_TIME_PATTERN.test(text)) throw new Error(`Not a wire time: '${text}' (expected YYYY-MM-DD HH:MM:SS)`);
  return dayjs(text.replace(' ', 'T'));
}

/** Formats any date as the wire text form 'YYYY-MM-DD HH:MM:SS'. */
export function toWireTime(date: Dayjs | Date | string): string {
  return dayjs(date).format(WIRE_TIME_FORMAT);
}

/** The venue-local wall-clock moment of a time value (what customers see). */
export function localOf(value: TimeValue): Dayjs {
  return parseWireTime(value.local);
}

/** The absolute instant of a time value, as a UTC Dayjs. */
export function instantOf(value: TimeValue): Dayjs {
  return dayjs.utc(value.utc.replace(' ', 'T'));
}

/** Builds a time value for an instant in a zone (used by fixtures and the client's own requests). */
export function toTimeValue(instant: Dayjs | Date | string, zone: string): TimeValue {
  const d = dayjs(instant);
  return {
    utc: d.utc().format(WIRE_TIME_FORMAT),
    local: d.tz(zone).format(WIRE_TIME_FORMAT),
    timezone: zone,
  };
}

/** Formats the venue-local side of a time value, e.g. `formatTimeValue(v, 'ddd D MMM')`. */
export function formatTimeValue(value: TimeValue, pattern: string): string {
  return localOf(value).format(pattern);
}

/** Time of day of a time value in the venue's clock. */
export function formatTimeOfDay(value: TimeValue, clock: ClockFormat = '24h'): string {
  return formatMinutes(minutesSinceMidnight(localOf(value)), clock);
}

/** Weeks start on Monday (flows §9): the Monday at or before the date, at midnight. */
export function startOfWeek(date: Dayjs | Date | string): Dayjs {
  const d = dayjs(date).startOf('day');
  return d.subtract((d.day() + 6) % 7, 'day');
}

/** The seven days of the week holding the date, Monday first. */
export function weekDays(date: Dayjs | Date | string): Dayjs[] {
  const monday = startOfWeek(date);
  return Array.from({ length: 7 }, (_, i) => monday.add(i, 'day'));
}
