// Wire formatting of money and time values (CONVENTIONS: Money, time values).

const SYMBOLS: Record<string, string> = { GBP: '£', EUR: '€', USD: '$' };

/** `{formatted, value, currency}`; symbols other than £ get a space after them (flows §9). */
export function money(value: number, currency = 'GBP') {
  const symbol = SYMBOLS[currency] ?? currency;
  const abs = (Math.abs(value) / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = value < 0 ? '-' : '';
  const formatted = symbol === '£' ? `${sign}£${abs}` : `${sign}${symbol} ${abs}`;
  return { formatted, value, currency };
}

function parts(d: Date, timeZone: string) {
  const f = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  const p = Object.fromEntries(f.formatToParts(d).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

/** 'YYYY-MM-DD HH:MM:SS' in UTC. */
export function utcText(d: Date): string {
  return d.toISOString().slice(0, 19).replace('T', ' ');
}

/** 'YYYY-MM-DD HH:MM:SS' in the given zone. */
export function localText(d: Date, timeZone = 'Europe/London'): string {
  return parts(d, timeZone);
}

/** `{utc, local, timezone}` (contracts §3). */
export function timeValue(d: Date | string, timezone = 'Europe/London') {
  const date = typeof d === 'string' ? new Date(d) : d;
  return { utc: utcText(date), local: localText(date, timezone), timezone };
}

/** ISO 8601 text for created_at-style fields, or null. */
export function iso(d: Date | string | null | undefined): string | null {
  if (d === null || d === undefined) return null;
  return (typeof d === 'string' ? new Date(d) : d).toISOString();
}

/** Venue-local calendar date 'YYYY-MM-DD' of an instant. */
export function localDate(d: Date, timeZone = 'Europe/London'): string {
  return parts(d, timeZone).slice(0, 10);
}
