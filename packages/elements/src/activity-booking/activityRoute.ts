import {
  addDays,
  isIsoDate as isRealIsoDate,
  isoDateOf,
  mondayOf,
  timetableVersion,
  wallOfDate,
  weekOf,
  type TimetableVersion,
  type VenueCategory,
} from '@venue/core';

/** Dates in routes and on the wire: YYYY-MM-DD. */
export const ISO_DATE_FORMAT = 'YYYY-MM-DD';
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Where the person is inside `<activity-booking>`: no activity (the categories), a group or a sub-activity, a day. */
export interface ActivityRoute {
  activity?: string | undefined;
  date?: string | undefined;
}

/** A real calendar date in YYYY-MM-DD form (2026-02-30 is not one). */
export function isIsoDate(value: string | null | undefined): value is string {
  return !!value && ISO_DATE.test(value) && isRealIsoDate(value);
}

/** Today's date in the browser's calendar, YYYY-MM-DD. */
export function todayIso(now: Date = new Date()): string {
  return isoDateOf(wallOfDate(now));
}

/** Monday of the week holding `date` (weeks start on Monday, CONST-011). */
export function weekStartOf(date: string): string {
  return mondayOf(date);
}

/** The seven dates of the week holding `date`, Monday first. */
export function weekDates(date: string): string[] {
  return weekOf(date);
}

/**
 * The same weekday `weeks` weeks on (negative: back), never before `min`: previous/next week keep the
 * chosen weekday, so the person compares like with like.
 */
export function shiftWeek(date: string, weeks: number, min?: string): string {
  const target = addDays(date, weeks * 7);
  return min !== undefined && target < min ? min : target;
}

/** The day on show: the route's date when it is a real date, else today. */
export function chosenDate(date: string | undefined, today: string): string {
  return isIsoDate(date) ? date : today;
}

/** v1 or v2 endpoints for a date (TT-002), from the venue's activities_v2_migration_date. */
export function versionFor(date: string, migrationDate: string | null | undefined): TimetableVersion {
  return timetableVersion(date, migrationDate);
}

const seg = (value: string) => encodeURIComponent(value);
const trimBase = (base: string | undefined) => (base ?? '').replace(/\/+$/, '');

/**
 * The address of a place in the element (flows §2 and decision G22): `/location/{venue}`,
 * `/location/{venue}/{activity}`, `/location/{venue}/{activity}/{date}`, under `baseUrl` when given.
 */
export function activityPath(venue: string, route: ActivityRoute, baseUrl?: string): string {
  let path = `${trimBase(baseUrl)}/location/${seg(venue)}`;
  if (route.activity) {
    path += `/${seg(route.activity)}`;
    if (route.date) path += `/${route.date}`;
  }
  return path;
}

/** The inverse of activityPath for a root-relative path; null when it is not an activity route. */
export function parseActivityPath(pathname: string): ({ venue: string } & ActivityRoute) | null {
  const match = /^\/location\/([^/]+)(?:\/([^/]+)(?:\/([^/]+))?)?\/?$/.exec(pathname);
  if (!match) return null;
  const [, venue, activity, date] = match;
  if (date !== undefined && !isIsoDate(date)) return null;
  return {
    venue: decodeURIComponent(venue!),
    activity: activity === undefined ? undefined : decodeURIComponent(activity),
    date,
  };
}

/** Booking types the shell books itself (through a booking-type view); courses and camps have their own screens. */
export type ShellBookingType = 'classes' | 'resources' | 'ticketed';
export const SHELL_BOOKING_TYPES: readonly ShellBookingType[] = ['classes', 'resources', 'ticketed'];

export const isShellBookingType = (type: string | null | undefined): type is ShellBookingType =>
  SHELL_BOOKING_TYPES.includes(type as ShellBookingType);

/**
 * Where choosing a category leads: a course category to `/courses/location/{venue}/{activity}`, a camp
 * category to `/camps/location/{venue}/{activity}` (other screens, plain links); anything else stays in
 * this element (a route, handled in place).
 */
export function categoryTarget(
  venue: string,
  category: Pick<VenueCategory, 'slug' | 'bookingType'>,
  baseUrl?: string,
): { kind: 'external'; href: string } | { kind: 'route'; route: ActivityRoute } {
  if (category.bookingType === 'courses' || category.bookingType === 'camps') {
    return {
      kind: 'external',
      href: `${trimBase(baseUrl)}/${category.bookingType}/location/${seg(venue)}/${seg(category.slug)}`,
    };
  }
  return { kind: 'route', route: { activity: category.slug } };
}

/** A category found in the venue's tree by slug, with the root group holding it (null for a root). */
export interface FoundCategory {
  category: VenueCategory;
  group: VenueCategory | null;
}

export function findCategory(tree: readonly VenueCategory[], slug: string): FoundCategory | null {
  for (const root of tree) {
    if (root.slug === slug) return { category: root, group: null };
    for (const child of root.children) if (child.slug === slug) return { category: child, group: root };
  }
  return null;
}
