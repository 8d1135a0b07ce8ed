import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';
import { WIRE_TIME_PATTERN, type TimeValue } from './wallClock.ts';

// utc + timezone only: the timezone plugin leans on Intl, so it adds about 2 KB and no zone data.
dayjs.extend(utc);
dayjs.extend(timezone);

export { dayjs, type Dayjs };

export {
  formatMinutes,
  formatTimeOfDay,
  formatTimeValue,
  minutesSinceMidnight,
  LAST_MINUTE_OF_DAY,
  WIRE_TIME_PATTERN,
  type ClockFormat,
  type TimeValue,
} from './wallClock.ts';

export const WIRE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

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
