// Instants shown on a wall clock: a zone's (through the browser's own Intl zone data) or the browser's.
// Apart from wallClock.ts, which the booking views load, because only the account screens need these.
import { formatWall, parseWall, wallOfDate, type WallTime } from './wallClock.ts';

/** The wall clock of an instant in an IANA zone ('Europe/London'), through the browser's own zone data. */
export function wallInZone(instant: Date | string | number, timeZone: string): WallTime | null {
  const date = instant instanceof Date ? instant : new Date(instant);
  if (Number.isNaN(date.getTime())) return null;
  const parts: Record<string, number> = {};
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  for (const part of format.formatToParts(date)) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  const two = (n: number | undefined) => String(n ?? 0).padStart(2, '0');
  const text = `${String(parts.year).padStart(4, '0')}-${two(parts.month)}-${two(parts.day)} ${two((parts.hour ?? 0) % 24)}:${two(parts.minute)}:${two(parts.second)}`;
  return parseWall(text, { strict: false });
}

/**
 * An instant (ISO text such as '2026-10-24T23:00:00Z', or a Date) formatted on the wall clock of `timeZone`,
 * or of the browser when none is given; null when it is not an instant.
 */
export function formatInstant(instant: string | Date, pattern: string, timeZone?: string): string | null {
  const date = instant instanceof Date ? instant : new Date(instant);
  if (Number.isNaN(date.getTime())) return null;
  const time = timeZone ? wallInZone(date, timeZone) : wallOfDate(date);
  return time ? formatWall(time, pattern) : null;
}
