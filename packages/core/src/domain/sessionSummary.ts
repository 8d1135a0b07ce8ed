// How a person reads a run of sessions (a course or camp in the basket): "Saturdays 17:00–17:45,
// 28 Nov – 30 Jan, 10 sessions" rather than ten lines. Times are the venue's wall clock (time values'
// `local` side), so a summary never shifts with the browser's zone.
import { formatWall, wallOf, type TimeValue, type WallTime } from '../time/wallFields.ts';

export interface TimedSession {
  startsAt: TimeValue | null;
  endsAt: TimeValue | null;
}

export interface SessionSummary {
  /** Sessions with a time (the ones summarised). */
  count: number;
  /** 'Saturdays 17:00–17:45', 'Mondays and Wednesdays 17:00–17:45', 'Monday to Friday 09:00–15:00'... */
  pattern: string;
  /** '28 Nov – 30 Jan'; one date when every session is on the same day. */
  dates: string;
  /** '10 sessions' */
  countLabel: string;
  /** Set when the first session left is after the course began (a pro-rata place): 'the course started 14 Nov'. */
  startedNote: string | null;
  /** Everything above in one line, '' when there is nothing to say. */
  text: string;
}

export interface SummaryOptions {
  /** When the course or camp itself began: a later first session means the customer joins part-way. */
  courseStartsAt?: TimeValue | null;
}

/** Past this many different time slots a pattern stops helping the reader. */
const MAX_SLOTS = 2;
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

interface Slot {
  start: WallTime;
  end: WallTime;
}

const hhmm = (d: WallTime) => formatWall(d, 'HH:mm');
/** Monday is 0 (flows §9: weeks start on Monday). */
const weekdayIndex = (d: WallTime) => (d.weekday + 6) % 7;
const dayMonth = (d: WallTime) => formatWall(d, 'D MMM');
/** Wall-clock fields in time order: the digits of 'YYYY-MM-DD HH:mm:ss' compare as they read. */
const sortKey = (d: WallTime) => formatWall(d, 'YYYY-MM-DD HH:mm:ss');
const dayKey = (d: WallTime) => formatWall(d, 'YYYY-MM-DD');

/** 'Tue 24 Nov, 18:00–19:00': one session on its own line. */
export function formatSession(session: TimedSession): string {
  if (!session.startsAt) return '';
  const start = wallOf(session.startsAt);
  const time = session.endsAt ? `${hhmm(start)}–${hhmm(wallOf(session.endsAt))}` : hhmm(start);
  return `${formatWall(start, 'ddd D MMM')}, ${time}`;
}

function slotsOf(sessions: readonly TimedSession[]): Slot[] {
  return sessions
    .filter((s): s is { startsAt: TimeValue; endsAt: TimeValue | null } => s.startsAt !== null)
    .map((s) => {
      const start = wallOf(s.startsAt);
      return { start, end: s.endsAt ? wallOf(s.endsAt) : start, key: sortKey(start) };
    })
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map(({ start, end }) => ({ start, end }));
}

const timeRange = (slot: Slot) =>
  sortKey(slot.end) === sortKey(slot.start) ? hhmm(slot.start) : `${hhmm(slot.start)}–${hhmm(slot.end)}`;

/** 'Mondays and Wednesdays', 'Monday to Friday'; plural when a weekday comes round more than once. */
function weekdayList(days: number[], plural: boolean): string {
  const name = (d: number) => WEEKDAYS[d]! + (plural ? 's' : '');
  const sorted = [...new Set(days)].sort((a, b) => a - b);
  const consecutive = sorted.every((d, i) => i === 0 || d === sorted[i - 1]! + 1);
  if (sorted.length >= 3 && consecutive) return `${name(sorted[0]!)} to ${name(sorted.at(-1)!)}`;
  const names = sorted.map(name);
  return names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)!}`;
}

function patternOf(slots: Slot[]): string {
  if (slots.length === 1) return `${formatWall(slots[0]!.start, 'dddd D MMM')} ${timeRange(slots[0]!)}`;
  const byTime = new Map<string, number[]>();
  for (const slot of slots)
    byTime.set(timeRange(slot), [...(byTime.get(timeRange(slot)) ?? []), weekdayIndex(slot.start)]);
  if (byTime.size > MAX_SLOTS) return 'Days and times vary';
  return [...byTime.entries()]
    .map(([time, days]) => `${weekdayList(days, days.length > new Set(days).size)} ${time}`)
    .join('; ');
}

/** Summarises sessions in time order, whatever order they come in. */
export function summariseSessions(sessions: readonly TimedSession[], options: SummaryOptions = {}): SessionSummary {
  const slots = slotsOf(sessions);
  if (slots.length === 0) return { count: 0, pattern: '', dates: '', countLabel: '', startedNote: null, text: '' };
  const first = slots[0]!.start;
  const last = slots.at(-1)!.start;
  const dates = dayKey(first) === dayKey(last) ? dayMonth(first) : `${dayMonth(first)} – ${dayMonth(last)}`;
  const countLabel = `${slots.length} ${slots.length === 1 ? 'session' : 'sessions'}`;
  const courseStart = options.courseStartsAt ? wallOf(options.courseStartsAt) : null;
  const startedNote =
    courseStart && dayKey(courseStart) < dayKey(first) ? `the course started ${dayMonth(courseStart)}` : null;
  const pattern = patternOf(slots);
  // One session already names its date in the pattern.
  const parts = slots.length === 1 ? [pattern] : [pattern, dates, countLabel];
  const text = parts.join(', ') + (startedNote ? ` (${startedNote})` : '');
  return { count: slots.length, pattern, dates, countLabel, startedNote, text };
}
