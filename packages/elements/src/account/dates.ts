// Dates on the account screens, apart from parts.tsx: the account shell (a guest's login form) loads
// parts.tsx, and these load with the screens. Two fixed patterns only, so they are written out here rather
// than taken from core's wall clock (its parser, token formatter, calendar arithmetic and zone reading are
// 2.2 KB gzip that the dashboard, a signed-in customer's first screen, would fetch for them). The texts
// are the ones core's formatWall gives for 'D MMM YYYY' and 'ddd D MMM YYYY, HH:mm' (dates.test.ts).

const VENUE_TIMEZONE = 'Europe/London';
const MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');
const DAYS = 'Sun Mon Tue Wed Thu Fri Sat'.split(' ');
const WALL_TEXT = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/** A wall-clock text as a UTC-based Date; out-of-range fields roll over (31 Nov is 1 Dec), as core's loose parse. */
function wallDate(text: string): Date | null {
  const m = WALL_TEXT.exec(text);
  if (!m) return null;
  const [year, month, day, hour, minute, second] = m.slice(1).map((part) => Number(part ?? 0)) as number[];
  const date = new Date(0);
  date.setUTCFullYear(year!, month! - 1, day);
  date.setUTCHours(hour!, minute, second);
  return date;
}

const two = (n: number) => String(n).padStart(2, '0');
const dayText = (d: Date) =>
  `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${String(d.getUTCFullYear()).padStart(4, '0')}`;

/** The venue's calendar day of an instant, through the browser's own zone data. */
function venueDay(instant: string): Date | null {
  const at = new Date(instant);
  if (Number.isNaN(at.getTime())) return null;
  const parts: Record<string, number> = {};
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone: VENUE_TIMEZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  });
  for (const part of format.formatToParts(at)) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  const date = new Date(0);
  date.setUTCFullYear(parts.year!, parts.month! - 1, parts.day);
  return date;
}

/** '2026-12-24' -> '24 Dec 2026'; an instant ('2026-10-24T23:00:00Z') is dated in venue time (25 Oct 2026). */
export function formatDate(date: string | null | undefined): string {
  if (!date) return '';
  const day = date.length > 10 ? venueDay(date) : wallDate(date);
  return day ? dayText(day) : date;
}

/** A wall-clock 'YYYY-MM-DD HH:MM:SS' -> 'Fri 27 Nov 2026, 17:00'. */
export function formatLocal(local: string): string {
  const time = wallDate(local);
  return time
    ? `${DAYS[time.getUTCDay()]} ${dayText(time)}, ${two(time.getUTCHours())}:${two(time.getUTCMinutes())}`
    : local;
}
