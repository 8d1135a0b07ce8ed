// Dates on the account screens, apart from parts.tsx: the account shell (a guest's login form) loads
// parts.tsx, and these bring the wall-clock helpers, which only the screens need.
import { formatInstant, formatWall, parseWall } from '@venue/core';

const VENUE_TIMEZONE = 'Europe/London';

/** '2026-12-24' -> '24 Dec 2026'; an instant ('2026-10-24T23:00:00Z') is dated in venue time (25 Oct 2026). */
export function formatDate(date: string | null | undefined): string {
  if (!date) return '';
  if (date.length > 10) return formatInstant(date, 'D MMM YYYY', VENUE_TIMEZONE) ?? date;
  const day = parseWall(date, { strict: false });
  return day ? formatWall(day, 'D MMM YYYY') : date;
}

/** A wall-clock 'YYYY-MM-DD HH:MM:SS' -> 'Fri 27 Nov 2026, 17:00'. */
export function formatLocal(local: string): string {
  const time = parseWall(local, { strict: false });
  return time ? formatWall(time, 'ddd D MMM YYYY, HH:mm') : local;
}
