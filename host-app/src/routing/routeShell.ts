/**
 * What a route shows before its code has run: the page's h1 and one line under it. The server writes it
 * into index.html for the requested path (packages/server/src/http/pageShell.ts), so the first paint
 * and the largest contentful paint need only the HTML and the stylesheet; the React tree renders the
 * same shell while the route's chunk and element load, so nothing moves when JavaScript takes over.
 *
 * Framework-free: the server imports it as it is.
 */
import { breadcrumbTrail, TRAIL_TITLES, type Crumb } from '../layout/breadcrumbTrail.ts';

export interface RouteShell {
  /** The page's h1. */
  heading: string;
  /** The line under it: the home page's lead, else the loading status an element route shows. */
  lead: string;
  /** `lead` is the page's introduction (class `lead`), not a loading status. */
  leadIsIntro: boolean;
  /** The breadcrumb trail after Home (empty: no breadcrumb). */
  trail: Crumb[];
  /**
   * The module the route loads first (its page, or its element's registration), as Vite's manifest names
   * it (relative to host-app/): the server preloads it and the view it loads, beside the entry script.
   */
  code: string;
  /** The custom element that draws the route, if one does: the host app defines it at start-up. */
  element?: string;
  /** An activity route's category slug (`/location/{venue}/{category}`): the server preloads its day view. */
  category?: string;
}

export const HOME_HEADING = 'Book at a venue';
export const HOME_LEAD = 'Choose a venue to book an activity, a course or a camp.';
export const LOADING = 'Loading…';

/**
 * Element routes by path: heading (as BookingRoutes names it), the element's folder in packages/elements
 * and its tag (as BookingRoutes renders it).
 */
const ELEMENT_ROUTES: ReadonlyArray<[RegExp, string, string, string]> = [
  [/^\/basket$/, TRAIL_TITLES.basket, 'basket', 'venue-basket'],
  [/^\/basket\/checkout$/, TRAIL_TITLES.checkout, 'checkout', 'venue-checkout'],
  [/^\/pricing$/, TRAIL_TITLES.pricing, 'membership-pricing', 'membership-pricing'],
  [
    /^\/location\/[^/]+(\/[^/]+)?(\/\d{4}-\d{2}-\d{2})?$/,
    TRAIL_TITLES.activity,
    'activity-booking',
    'activity-booking',
  ],
  [/^\/camps\/location\//, TRAIL_TITLES.camp, 'camp-booking', 'camp-booking'],
  [/^\/courses\/location\//, TRAIL_TITLES.course, 'course-booking', 'course-booking'],
];

/** The shell of a booking-area path, or null for a path whose page has no shell (it paints as before). */
export function routeShell(pathname: string): RouteShell | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  const trail = breadcrumbTrail(path);
  if (path === '/')
    return { heading: HOME_HEADING, lead: HOME_LEAD, leadIsIntro: true, trail, code: 'src/pages/HomePage.tsx' };
  const match = ELEMENT_ROUTES.find(([pattern]) => pattern.test(path));
  if (!match) return null;
  const code = `../packages/elements/src/${match[2]}/define.ts`;
  const shell: RouteShell = { heading: match[1], lead: LOADING, leadIsIntro: false, trail, code, element: match[3] };
  const category = match[3] === 'activity-booking' ? path.split('/')[3] : undefined;
  if (category) {
    try {
      shell.category = decodeURIComponent(category);
    } catch {
      // A malformed escape names no category: the page simply preloads no day view.
    }
  }
  return shell;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/**
 * The shell as HTML, for the server to write into `#root`: it mirrors Layout, Breadcrumb and RouteShellView
 * (routeShell.test.tsx compares them).
 */
export function shellMarkup(shell: RouteShell): string {
  const crumbs = shell.trail
    .map((crumb, i) =>
      crumb.href && i < shell.trail.length - 1
        ? `<li><a href="${escapeHtml(crumb.href)}">${escapeHtml(crumb.title)}</a></li>`
        : `<li><span aria-current="page">${escapeHtml(crumb.title)}</span></li>`,
    )
    .join('');
  const breadcrumb = crumbs
    ? `<nav aria-label="Breadcrumb" class="breadcrumb"><ol><li><a href="/">Home</a></li>${crumbs}</ol></nav>`
    : '';
  const lead = shell.leadIsIntro
    ? `<p class="lead">${escapeHtml(shell.lead)}</p>`
    : `<p class="loading" role="status">${escapeHtml(shell.lead)}</p>`;
  return (
    `<header class="site-header"><a class="skip-link" href="#main">Skip to main content</a></header>` +
    `<div class="page-width page-body">${breadcrumb}<main id="main" tabindex="-1">` +
    `<section class="route-shell"><h1 tabindex="-1">${escapeHtml(shell.heading)}</h1>${lead}</section>` +
    `</main></div>`
  );
}
