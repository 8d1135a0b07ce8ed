/**
 * A small reader for the OpenStreetMap opening_hours format venues use (e.g.
 * `Mo-Fr 06:00-22:00; Sa,Su 08:00-20:00`, `24/7`, `Su off`). It covers weekday rules only: enough
 * to tell whether an occurrence sits inside its venue's opening times. Later rules override earlier
 * ones for the days they name, as in OSM.
 */
const DAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'] as const;

/** Minutes since midnight, [open, close) per weekday, Monday = 0. */
export type WeeklyOpeningHours = Array<Array<[number, number]>>;

function minutes(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

/** Weekdays named by a day selector; null for selectors we do not model (PH, SH, dates). */
function expandDays(spec: string): number[] | null {
  const days: number[] = [];
  for (const part of spec.split(',')) {
    const [from, to] = part.trim().split('-') as [string, string | undefined];
    const a = DAYS.indexOf(from as (typeof DAYS)[number]);
    const b = to === undefined ? a : DAYS.indexOf(to as (typeof DAYS)[number]);
    if (a < 0 || b < 0) return null;
    for (let d = a; ; d = (d + 1) % 7) {
      days.push(d);
      if (d === b) break;
    }
  }
  return days;
}

const parsed = new Map<string, WeeklyOpeningHours>();

export function parseOpeningHours(text: string): WeeklyOpeningHours {
  const cached = parsed.get(text);
  if (cached) return cached;
  const week = parseUncached(text);
  parsed.set(text, week);
  return week;
}

function parseUncached(text: string): WeeklyOpeningHours {
  const week: WeeklyOpeningHours = DAYS.map(() => []);
  const trimmed = text.trim();
  if (trimmed === '24/7') return DAYS.map(() => [[0, 1440]]);
  for (const rule of trimmed
    .split(';')
    .map((r) => r.trim())
    .filter(Boolean)) {
    const match = /^([A-Za-z,-]+)\s+(.+)$/.exec(rule);
    if (!match) continue;
    const days = expandDays(match[1]!);
    // Public and school holiday rules (PH, SH) need a holiday calendar; weekday rules still apply.
    if (!days) continue;
    const body = match[2]!.trim();
    const ranges: Array<[number, number]> =
      body === 'off' || body === 'closed'
        ? []
        : body.split(',').map((range) => {
            const [open, close] = range.trim().split('-') as [string, string];
            const end = minutes(close);
            return [minutes(open), end === 0 ? 1440 : end];
          });
    for (const d of days) week[d] = ranges;
  }
  return week;
}

/**
 * Whether [startMinute, endMinute) on weekday (Monday = 0) lies inside one opening range.
 * An interval that crosses midnight (end > 1440) is never inside.
 */
export function isWithinOpeningHours(
  week: WeeklyOpeningHours,
  weekday: number,
  startMinute: number,
  endMinute: number,
): boolean {
  return (week[weekday] ?? []).some(([open, close]) => startMinute >= open && endMinute <= close);
}
