import { formatMinutes } from '@venue/core';

// A venue's opening times (the contract's `opening_times`, OpenStreetMap's opening_hours syntax) read for
// people: the week as rows of days with the same hours, and whether the venue is open now.
//
// The subset venues write: rules separated by ';', each an optional day selector (Mo, Mo-Fr, Sa,Su, a range
// that wraps such as Fr-Mo) and its times (06:30-22:00, several with ',', or off / closed), or 24/7. A later
// rule replaces an earlier one for the days it names, as in OSM. A public holidays' rule (PH off, PH 10:00-16:00)
// is left out of the week and said apart (publicHolidaysDiffer). Anything else (months, week numbers, school
// holidays) is not guessed at: the parse fails and the page shows the operator's text as written.

/** HH:MM to HH:MM on one day, in minutes from midnight; `to` may pass midnight (18:00-02:00: to 1560). */
export interface Interval {
  from: number;
  to: number;
}

/** Monday first: the hours of each day of the week. */
export type Week = Interval[][];

export const DAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const DAY_CODES = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'];
const DAY_SELECTOR =
  /^(Mo|Tu|We|Th|Fr|Sa|Su)(-(Mo|Tu|We|Th|Fr|Sa|Su))?(,(Mo|Tu|We|Th|Fr|Sa|Su)(-(Mo|Tu|We|Th|Fr|Sa|Su))?)*$/;
const PUBLIC_HOLIDAYS = /^PH\s/;
const SPAN = /^(\d{2}):(\d{2})-(\d{2}):(\d{2})$/;
const DAY = 24 * 60;

function days(selector: string): number[] {
  return selector.split(',').flatMap((item) => {
    const [first, last = first] = item.split('-').map((code) => DAY_CODES.indexOf(code));
    const count = ((last! - first! + 7) % 7) + 1;
    return Array.from({ length: count }, (_, i) => (first! + i) % 7);
  });
}

function interval(text: string): Interval | null {
  const m = SPAN.exec(text);
  if (!m) return null;
  const [fromH, fromM, toH, toM] = m.slice(1).map(Number) as [number, number, number, number];
  if (fromH > 23 || toH > 24 || fromM > 59 || toM > 59 || (toH === 24 && toM > 0)) return null;
  const from = fromH * 60 + fromM;
  const to = toH * 60 + toM;
  if (to === from) return null;
  return { from, to: to < from ? to + DAY : to };
}

/** The week `text` describes, or null when it uses more of the syntax than venues' opening times need. */
export function parseOpeningTimes(text: string | null | undefined): Week | null {
  const source = (text ?? '').trim();
  if (!source) return null;
  if (source === '24/7') return DAY_CODES.map(() => [{ from: 0, to: DAY }]);
  const week: Week = DAY_CODES.map(() => []);
  for (const rule of source.split(';').map((r) => r.trim())) {
    if (!rule || PUBLIC_HOLIDAYS.test(rule)) continue;
    const space = rule.indexOf(' ');
    const head = space < 0 ? rule : rule.slice(0, space);
    const selected = DAY_SELECTOR.test(head) ? days(head) : null;
    const times = (selected ? rule.slice(space + 1) : rule).trim();
    if (selected && space < 0) return null;
    let hours: Interval[];
    if (times === 'off' || times === 'closed') hours = [];
    else {
      const spans = times.split(',').map((t) => interval(t.trim()));
      if (spans.some((s) => s === null)) return null;
      hours = (spans as Interval[]).sort((a, b) => a.from - b.from);
    }
    for (const day of selected ?? [0, 1, 2, 3, 4, 5, 6]) week[day] = hours;
  }
  return week;
}

/** Whether the times name public holidays (a rule of their own, left out of the week's rows). */
export function publicHolidaysDiffer(text: string | null | undefined): boolean {
  return (text ?? '').split(';').some((rule) => PUBLIC_HOLIDAYS.test(rule.trim()));
}

/** A time of day; past midnight (an overnight span's end) on the next day's clock. */
const clock = (minutes: number) => formatMinutes(minutes % DAY);

function hoursText(hours: Interval[]): string {
  if (hours.length === 0) return 'Closed';
  if (hours.length === 1 && hours[0]!.from === 0 && hours[0]!.to === DAY) return 'Open 24 hours';
  return hours.map((h) => `${clock(h.from)}–${h.to === DAY ? '24:00' : clock(h.to)}`).join(', ');
}

export interface HoursRow {
  days: string;
  hours: string;
}

/** The week as rows of consecutive days with the same hours: "Monday to Friday", "06:30–22:00". */
export function weekRows(week: Week): HoursRow[] {
  const rows: Array<{ first: number; last: number; hours: string }> = [];
  week.forEach((hours, day) => {
    const text = hoursText(hours);
    const previous = rows[rows.length - 1];
    if (previous && previous.hours === text) previous.last = day;
    else rows.push({ first: day, last: day, hours: text });
  });
  return rows.map(({ first, last, hours }) => ({
    days:
      first === last
        ? DAY_NAMES[first]!
        : `${DAY_NAMES[first]} ${last === first + 1 ? 'and' : 'to'} ${DAY_NAMES[last]}`,
    hours,
  }));
}

/** A moment on the venue's wall clock: the day of the week (0 is Monday) and minutes from midnight. */
export interface WeekMoment {
  day: number;
  minutes: number;
}

/**
 * "Open now, until 22:00" or "Closed now, opens tomorrow at 06:30", at `now` on the venue's clock; null for a
 * week with no opening at all. Hours past midnight (Friday 18:00-02:00) keep the venue open early on Saturday.
 */
export function openNowText(week: Week, now: WeekMoment): string | null {
  const yesterday = (now.day + 6) % 7;
  const open =
    week[now.day]!.find((h) => h.from <= now.minutes && now.minutes < h.to) ??
    week[yesterday]!.map((h) => ({ from: h.from - DAY, to: h.to - DAY })).find((h) => now.minutes < h.to);
  if (open) {
    if (open.to >= DAY && open.from <= 0 && week[(now.day + 1) % 7]!.some((h) => h.from === 0 && h.to === DAY))
      return 'Open now';
    return `Open now, until ${open.to === DAY ? 'midnight' : clock(open.to)}`;
  }
  for (let ahead = 0; ahead < 8; ahead++) {
    const day = (now.day + ahead) % 7;
    const next = week[day]!.find((h) => ahead > 0 || h.from > now.minutes);
    if (!next) continue;
    const when = ahead === 0 ? '' : ahead === 1 ? 'tomorrow ' : `${DAY_NAMES[day]} `;
    return `Closed now, opens ${when}at ${clock(next.from)}`;
  }
  return null;
}
