/** The account area's pages (flows §2), in the order of its navigation; `<venue-account>` renders each. */
export interface AccountRoute {
  path: string;
  title: string;
  /** Shown only when online guest passes are enabled (ROUTE-026). */
  needsGuestPasses?: boolean;
  /** The route also takes a rest of path (`/payments/{orderId}`, `/bookings/upcoming`). */
  hasSubPaths?: boolean;
}

export const ACCOUNT_ROUTES: AccountRoute[] = [
  { path: '/', title: 'My account' },
  { path: '/user-details', title: 'My details' },
  { path: '/memberships', title: 'Memberships' },
  { path: '/packages', title: 'Packages' },
  { path: '/bookings', title: 'Bookings', hasSubPaths: true },
  { path: '/guest-passes', title: 'Guest passes', needsGuestPasses: true },
  { path: '/payments', title: 'Payments', hasSubPaths: true },
  { path: '/family', title: 'Family and friends' },
];

/** The routes a user may reach: /guest-passes only when the client has online guest passes (decision G28). */
export function availableAccountRoutes(guestPassesEnabled: boolean): AccountRoute[] {
  return ACCOUNT_ROUTES.filter((route) => !route.needsGuestPasses || guestPassesEnabled);
}

/** The account route a path belongs to, or null (the not-found page). */
export function accountRouteFor(path: string, guestPassesEnabled: boolean): AccountRoute | null {
  const clean = `/${path.split('/').filter(Boolean).join('/')}`;
  for (const route of availableAccountRoutes(guestPassesEnabled)) {
    if (clean === route.path) return route;
    if (route.hasSubPaths && clean.startsWith(`${route.path}/`)) return route;
  }
  return null;
}
