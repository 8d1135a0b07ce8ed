/**
 * Venue wall-clock time, with Intl only (no time-zone database of our own). Venues are in
 * Europe/London unless they say otherwise, so the zone is a parameter with London the default.
 *
 * Across daylight-saving changes a wall-clock time can be missing (the last Sunday of March, 01:00 to
 * 02:00 London does not exist) or happen twice (the last Sunday of October, 01:00 to 02:00 happens in
 * BST and again in GMT). We resolve both as Temporal's disambiguation 'later' does, which is what the
 * timetable always did: a missing time moves forward by the gap (01:30 means 02:30 BST, 01:30 UTC) and a
 * repeated time is the later of the two (01:30 GMT, 01:30 UTC).
 */
export const LONDON = 'Europe/London';

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

/** The wall-clock date ('YYYY-MM-DD') and time ('HH:MM:SS') of an instant in a zone. */
export function wallClock(instant: Date, timeZone: string = LONDON): { date: string; time: string } {
  // formatToParts costs microseconds and a timetable asks it for the same few start and end times on
  // every read (issue 12's profile: the largest share of a cached timetable read), so answers are kept.
  const key = `${timeZone}\0${instant.getTime()}`;
  const known = readings.get(key);
  if (known) return { ...known };
  const p = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(instant)
      .map((x) => [x.type, x.value]),
  );
  const reading = { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}:${p.second}` };
  if (readings.size >= MAX_READINGS) readings.clear();
  readings.set(key, reading);
  return { ...reading };
}

const MAX_READINGS = 20_000;
const readings = new Map<string, { date: string; time: string }>();

/** The calendar date 'YYYY-MM-DD' of an instant in a zone. */
export function localDate(instant: Date, timeZone: string = LONDON): string {
  return wallClock(instant, timeZone).date;
}

/** 'YYYY-MM-DD HH:MM:SS' of an instant on the zone's wall clock. */
export function localText(instant: Date, timeZone: string = LONDON): string {
  const { date, time } = wallClock(instant, timeZone);
  return `${date} ${time}`;
}

/** 'YYYY-MM-DD HH:MM:SS' in UTC. */
export function utcText(instant: Date): string {
  return instant.toISOString().slice(0, 19).replace('T', ' ');
}

/** Milliseconds since the epoch of a wall-clock reading taken as if it were UTC. */
function wallAsUtc(date: string, time: string): number {
  const [h = '00', m = '00', s = '00'] = time.split(':');
  return Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10), +h, +m, +s);
}

/** The zone's offset from UTC at an instant, in ms (London: 0 in winter, 3_600_000 in summer). */
function offsetAt(ms: number, timeZone: string): number {
  const whole = Math.floor(ms / 1000) * 1000;
  const wc = wallClock(new Date(whole), timeZone);
  return wallAsUtc(wc.date, wc.time) - whole;
}

/**
 * The instant at which the zone's wall clock reads `date` `time` (HH:MM or HH:MM:SS). A missing time
 * moves forward by the gap; a repeated time is the later instant (see the module comment).
 */
export function zonedToInstant(date: string, time: string, timeZone: string = LONDON): Date {
  const target = wallAsUtc(date, time);
  // Offsets in force half a day either side: transitions are months apart, so these are the only two.
  const before = offsetAt(target - 12 * 3_600_000, timeZone);
  const after = offsetAt(target + 12 * 3_600_000, timeZone);
  const fits = [target - before, target - after]
    .filter((ms) => offsetAt(ms, timeZone) === target - ms)
    .sort((a, b) => b - a);
  // No fit: the time falls in a gap; the offset before the gap carries it forward past the change.
  return new Date(fits[0] ?? target - before);
}

/** The instants that bound a calendar day in a zone: [start, end); 23 or 25 hours on change days. */
export function dayBounds(date: string, timeZone: string = LONDON): { start: Date; end: Date } {
  return { start: zonedToInstant(date, '00:00', timeZone), end: zonedToInstant(addDays(date, 1), '00:00', timeZone) };
}

/** Calendar arithmetic on 'YYYY-MM-DD' (days, not 24-hour periods). */
export function addDays(date: string, days: number): string {
  return new Date(Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10) + days))
    .toISOString()
    .slice(0, 10);
}

/** Day of the week of 'YYYY-MM-DD', 0 = Sunday. */
export function weekday(date: string): number {
  return new Date(Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10))).getUTCDay();
}

export const addMinutes = (instant: Date, minutes: number): Date => new Date(instant.getTime() + minutes * 60_000);

const DATE_TIME_FILTER = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2})?)(\.\d+)?(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * The contract's 'date time' filter form ('YYYY-MM-DD HH:MM[:SS]', optional fraction and zone): with a
 * zone it is that instant; without one it is a wall-clock time at the venue, as the venue shows it.
 */
export function parseDateTimeFilter(value: string, timeZone: string = LONDON): Date {
  const m = DATE_TIME_FILTER.exec(value);
  if (!m || m[4]) return new Date(value.replace(' ', 'T'));
  const fraction = m[3] ? Math.round(Number(`0${m[3]}`) * 1000) : 0;
  return new Date(zonedToInstant(m[1]!, m[2]!, timeZone).getTime() + fraction);
}

const DATE_WORDS = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A calendar date 'YYYY-MM-DD' in words: 'Fri 27 Nov 2026'. */
export function dateWords(date: string): string {
  return DATE_WORDS.format(new Date(`${date}T00:00:00Z`)).replace(/,/g, '');
}
