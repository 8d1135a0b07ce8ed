import { isWithinOpeningHours, parseOpeningHours } from './openingHours.ts';
import { timeValue, type TimeValue } from '../../presentation/wire.ts';
import { wallClock, weekday } from '../../time/londonTime.ts';

/**
 * Clash detection (OCC-017 to OCC-020). An occurrence takes its room and staff from
 * start - setup to end + teardown; two occurrences clash when those intervals overlap and they share
 * an instructor (instructors clash) or a location (locations clash). Cancelled occurrences never clash.
 */
export interface Named {
  id: string;
  name: string;
}
export interface NamedLocation {
  id: string;
  names: string;
}

export interface ClashCandidate {
  id: string;
  name: string;
  startsAt: Date;
  endsAt: Date;
  setupMinutes: number;
  teardownMinutes: number;
  recurrenceId: string | null;
  instructors: Named[];
  locations: NamedLocation[];
  cancelled: boolean;
}

export interface Closure {
  id: string;
  reason: string;
  startsAt: Date;
  endsAt: Date;
  locationIds: string[];
}

export interface VenueHours {
  openingTimes: string | null;
  timezone: string;
}

export type Clash =
  | { type: 'opening_times'; message: string }
  | {
      type: 'instructors';
      starts_at: TimeValue;
      ends_at: TimeValue;
      recurrence_id: string | null;
      message: string;
      instructors: Named[];
    }
  | {
      type: 'locations';
      starts_at: TimeValue;
      ends_at: TimeValue;
      recurrence_id: string | null;
      message: string;
      instructors: Named[];
      locations: NamedLocation[];
    }
  | { type: 'closure'; message: string; closure_id: string; locations: NamedLocation[] };

function occupied(
  o: Pick<ClashCandidate, 'startsAt' | 'endsAt' | 'setupMinutes' | 'teardownMinutes'>,
): [number, number] {
  return [o.startsAt.getTime() - o.setupMinutes * 60_000, o.endsAt.getTime() + o.teardownMinutes * 60_000];
}

function overlaps(a: [number, number], b: [number, number]): boolean {
  return a[0] < b[1] && b[0] < a[1];
}

function minuteOfDay(hhmmss: string): number {
  return Number(hhmmss.slice(0, 2)) * 60 + Number(hhmmss.slice(3, 5));
}

/** Monday = 0, for a YYYY-MM-DD date. */
function weekdayOf(date: string): number {
  return (weekday(date) + 6) % 7;
}

export function openingTimesClash(target: ClashCandidate, venue: VenueHours): Clash | null {
  if (!venue.openingTimes) return null;
  const [from, to] = occupied(target);
  const start = wallClock(new Date(from), venue.timezone);
  const end = wallClock(new Date(to), venue.timezone);
  const startMinute = minuteOfDay(start.time);
  // An end on the next day's midnight counts as 24:00 of the start day.
  const endMinute = end.date === start.date ? minuteOfDay(end.time) : end.time === '00:00:00' ? 1440 : 1441;
  const week = parseOpeningHours(venue.openingTimes);
  if (isWithinOpeningHours(week, weekdayOf(start.date), startMinute, endMinute)) return null;
  return { type: 'opening_times', message: `${target.name} runs outside the venue's opening times.` };
}

export function detectClashes(
  target: ClashCandidate,
  others: ClashCandidate[],
  closures: Closure[],
  venue: VenueHours,
): Clash[] {
  if (target.cancelled) return [];
  const clashes: Clash[] = [];
  const opening = openingTimesClash(target, venue);
  if (opening) clashes.push(opening);
  const span = occupied(target);
  const tz = venue.timezone;
  for (const other of others) {
    if (other.id === target.id || other.cancelled || !overlaps(span, occupied(other))) continue;
    const sharedInstructors = other.instructors.filter((i) => target.instructors.some((t) => t.id === i.id));
    const sharedLocations = other.locations.filter((l) => target.locations.some((t) => t.id === l.id));
    const when = {
      starts_at: timeValue(other.startsAt, tz),
      ends_at: timeValue(other.endsAt, tz),
      recurrence_id: other.recurrenceId,
    };
    if (sharedInstructors.length > 0) {
      clashes.push({
        type: 'instructors',
        ...when,
        message: `${sharedInstructors.map((i) => i.name).join(', ')} also teaches ${other.name} at this time.`,
        instructors: sharedInstructors,
      });
    }
    if (sharedLocations.length > 0) {
      clashes.push({
        type: 'locations',
        ...when,
        message: `${sharedLocations.map((l) => l.names).join(', ')} is also used by ${other.name} at this time.`,
        instructors: other.instructors,
        locations: sharedLocations,
      });
    }
  }
  for (const closure of closures) {
    const closed = target.locations.filter((l) => closure.locationIds.includes(l.id));
    if (closed.length === 0 || !overlaps(span, [closure.startsAt.getTime(), closure.endsAt.getTime()])) continue;
    clashes.push({
      type: 'closure',
      message: `${closed.map((l) => l.names).join(', ')} is closed: ${closure.reason}`,
      closure_id: closure.id,
      locations: closed,
    });
  }
  return clashes;
}
