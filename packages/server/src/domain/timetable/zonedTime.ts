/**
 * Wall-clock conversions for venue time zones, with Intl only (no time-zone database of our own).
 * Wire time values are `{ utc, local, timezone }` with text form YYYY-MM-DD HH:MM:SS (CONST-006, CONST-007).
 */
export interface TimeValue {
  utc: string;
  local: string;
  timezone: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The wall-clock parts of an instant in a zone. */
export function wallClock(instant: Date, timeZone: string) {
  const parts = Object.fromEntries(formatterFor(timeZone).formatToParts(instant).map((p) => [p.type, p.value]));
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}:${parts.second}`,
  };
}

export function toTimeValue(instant: Date, timeZone: string): TimeValue {
  const iso = instant.toISOString();
  const local = wallClock(instant, timeZone);
  return { utc: `${iso.slice(0, 10)} ${iso.slice(11, 19)}`, local: `${local.date} ${local.time}`, timezone: timeZone };
}

/** A time value plus its 24-hour HH:MM form, as timetable entries show it (TT-003). */
export function toTimeOfDay(instant: Date, timeZone: string): TimeValue & { time_24h: string } {
  const value = toTimeValue(instant, timeZone);
  return { ...value, time_24h: value.local.slice(11, 16) };
}

/** The calendar date (YYYY-MM-DD) of an instant in a zone. */
export function localDate(instant: Date, timeZone: string): string {
  return wallClock(instant, timeZone).date;
}

/**
 * The instant at which the wall clock in `timeZone` reads `date` `time` (HH:MM or HH:MM:SS).
 * Found by guessing UTC and correcting by the zone's offset at that guess, twice, which settles
 * across daylight-saving changes.
 */
export function zonedToInstant(date: string, time: string, timeZone: string): Date {
  const [h = '00', m = '00', s = '00'] = time.split(':');
  const target = Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10), +h, +m, +s);
  let guess = target;
  for (let i = 0; i < 2; i++) {
    const wc = wallClock(new Date(guess), timeZone);
    const seen = Date.UTC(+wc.date.slice(0, 4), +wc.date.slice(5, 7) - 1, +wc.date.slice(8, 10), +wc.time.slice(0, 2), +wc.time.slice(3, 5), +wc.time.slice(6, 8));
    guess += target - seen;
  }
  return new Date(guess);
}

/** The instants that bound a venue's calendar day: [start, end). */
export function dayBounds(date: string, timeZone: string): { start: Date; end: Date } {
  const next = new Date(Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10) + 1)).toISOString().slice(0, 10);
  return { start: zonedToInstant(date, '00:00', timeZone), end: zonedToInstant(next, '00:00', timeZone) };
}

export function addDays(date: string, days: number): string {
  return new Date(Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10) + days)).toISOString().slice(0, 10);
}
