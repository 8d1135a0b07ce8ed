// How values look on the wire (CONVENTIONS: Money, time values); presentation, not HTTP, so domain
// presenters use it too.
import { LONDON, localText, utcText } from '../time/londonTime.ts';

const SYMBOLS: Record<string, string> = { GBP: '£', EUR: '€', USD: '$' };

/** `{formatted, value, currency}`; symbols other than £ get a space after them (flows §9). */
export function money(value: number, currency = 'GBP') {
  const symbol = SYMBOLS[currency] ?? currency;
  const abs = (Math.abs(value) / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = value < 0 ? '-' : '';
  const formatted = symbol === '£' ? `${sign}£${abs}` : `${sign}${symbol} ${abs}`;
  return { formatted, value, currency };
}

/** A wire time value: text form YYYY-MM-DD HH:MM:SS (CONST-006, CONST-007). */
export interface TimeValue {
  utc: string;
  local: string;
  timezone: string;
}

/** `{utc, local, timezone}` of an instant on the venue's clock (contracts §3). */
export function timeValue(d: Date | string, timezone: string = LONDON): TimeValue {
  const date = typeof d === 'string' ? new Date(d) : d;
  return { utc: utcText(date), local: localText(date, timezone), timezone };
}

/** A time value plus its 24-hour HH:MM form, as timetable entries show it (TT-003). */
export function timeOfDay(instant: Date, timezone: string = LONDON): TimeValue & { time_24h: string } {
  const value = timeValue(instant, timezone);
  return { ...value, time_24h: value.local.slice(11, 16) };
}

/** ISO 8601 text for created_at-style fields, or null. */
export function iso(d: Date | string | null | undefined): string | null {
  if (d === null || d === undefined) return null;
  return (typeof d === 'string' ? new Date(d) : d).toISOString();
}
