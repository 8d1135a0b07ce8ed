/** One step of the breadcrumb after the home link; the last step is the current page (no href). */
export interface Crumb {
  title: string;
  href?: string;
}

/** flows §2 trail titles, exactly: Sign up, Shopping basket, Checkout, Membership pricing, Book an activity, Book a
 * camp, Book a course. */
export const TRAIL_TITLES = {
  register: 'Sign up',
  basket: 'Shopping basket',
  checkout: 'Checkout',
  pricing: 'Membership pricing',
  activity: 'Book an activity',
  camp: 'Book a camp',
  course: 'Book a course',
} as const;

/** The trail for a path of the booking area; an empty trail means the page shows no breadcrumb. */
export function breadcrumbTrail(pathname: string): Crumb[] {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/register') return [{ title: TRAIL_TITLES.register }];
  if (path === '/basket') return [{ title: TRAIL_TITLES.basket }];
  if (path === '/basket/checkout')
    return [{ title: TRAIL_TITLES.basket, href: '/basket' }, { title: TRAIL_TITLES.checkout }];
  if (path === '/pricing') return [{ title: TRAIL_TITLES.pricing }];
  if (path.startsWith('/location/')) return [{ title: TRAIL_TITLES.activity }];
  if (path.startsWith('/camps/location/')) return [{ title: TRAIL_TITLES.camp }];
  if (path.startsWith('/courses/location/')) return [{ title: TRAIL_TITLES.course }];
  return [];
}
