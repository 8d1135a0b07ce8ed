/**
 * The account area's paths (flows §2, ROUTE-021 to ROUTE-027, plus the family path) and how a location
 * maps onto a screen. Pure functions: the shell and the host app both use them, the tests pin them down.
 */

export type AccountScreenKey =
  'dashboard' | 'details' | 'memberships' | 'packages' | 'bookings' | 'guestPasses' | 'payments' | 'family';

export interface AccountSection {
  key: AccountScreenKey;
  /** The path of the section's own route (the navigation links here). */
  path: string;
  /** The entry in the account navigation. */
  navLabel: string;
  /** The page's h1. */
  title: string;
  /** Which rest-of-path the section accepts: none, a fixed list, or anything (an id). */
  subPaths: 'none' | readonly string[] | 'any';
  /** Shown only when online guest passes are on (ROUTE-026, decision G28). */
  needsGuestPasses?: boolean;
}

/** In the order of the account navigation. */
export const ACCOUNT_SECTIONS: readonly AccountSection[] = [
  { key: 'dashboard', path: '/', navLabel: 'Dashboard', title: 'My account', subPaths: 'none' },
  { key: 'details', path: '/user-details', navLabel: 'My details', title: 'My details', subPaths: 'none' },
  { key: 'memberships', path: '/memberships', navLabel: 'Memberships', title: 'Memberships', subPaths: 'none' },
  { key: 'packages', path: '/packages', navLabel: 'Packages', title: 'Packages', subPaths: 'none' },
  { key: 'bookings', path: '/bookings', navLabel: 'Bookings', title: 'Bookings', subPaths: 'any' },
  {
    key: 'guestPasses',
    path: '/guest-passes',
    navLabel: 'Guest passes',
    title: 'Guest passes',
    subPaths: 'none',
    needsGuestPasses: true,
  },
  { key: 'payments', path: '/payments', navLabel: 'Payments', title: 'Payments', subPaths: 'any' },
  { key: 'family', path: '/family', navLabel: 'Family and friends', title: 'Family and friends', subPaths: 'none' },
];

/** The sections a user may reach: Guest passes only when online guest passes are on. */
export function accountSections(guestPasses: boolean): AccountSection[] {
  return ACCOUNT_SECTIONS.filter((s) => !s.needsGuestPasses || guestPasses);
}

export interface AccountMatch {
  section: AccountSection;
  /** The rest of the path after the section's route, without slashes at either end ('' when none). */
  subPath: string;
  /** The page's h1 (`/bookings/upcoming` is titled Upcoming bookings). */
  title: string;
}

/** '/a//b/' -> '/a/b'; '' -> '/'. */
export function normalisePath(path: string): string {
  const clean = `/${path.split(/[?#]/)[0]!.split('/').filter(Boolean).join('/')}`;
  return clean;
}

/**
 * The path inside the account area: the location's path with the area's base path taken off
 * (`base-path="/my-account"` on another site). Null when the location is outside the base path.
 */
export function pathInArea(pathname: string, basePath = ''): string | null {
  const base = normalisePath(basePath);
  const path = normalisePath(pathname);
  if (base === '/') return path;
  if (path === base) return '/';
  return path.startsWith(`${base}/`) ? path.slice(base.length) : null;
}

/** The full address of an area path under the base path ('/memberships' under '/my-account'). */
export function areaHref(path: string, basePath = ''): string {
  const base = normalisePath(basePath);
  const inner = normalisePath(path);
  if (base === '/') return inner;
  return inner === '/' ? base : `${base}${inner}`;
}

/** The screen for a path inside the area, or null (not found: unknown, or Guest passes while they are off). */
export function matchAccountPath(path: string, options: { guestPasses: boolean }): AccountMatch | null {
  const clean = normalisePath(path);
  for (const section of accountSections(options.guestPasses)) {
    if (clean === section.path) return { section, subPath: '', title: section.title };
    if (section.path === '/' || !clean.startsWith(`${section.path}/`)) continue;
    const subPath = clean.slice(section.path.length + 1);
    const allowed = section.subPaths === 'any' || (section.subPaths !== 'none' && section.subPaths.includes(subPath));
    if (!allowed) return null;
    const title = section.key === 'bookings' && subPath === 'upcoming' ? 'Upcoming bookings' : section.title;
    return { section, subPath, title };
  }
  return null;
}
