/** The account area's pages (flows §2), in the order of its navigation. */
export interface AccountRoute {
  path: string;
  title: string;
  purpose: string;
  /** Shown only when online guest passes are enabled (ROUTE-026). */
  needsGuestPasses?: boolean;
}

export const ACCOUNT_ROUTES: AccountRoute[] = [
  {
    path: '/',
    title: 'My account',
    purpose: 'Your dashboard: your details, memberships, bookings and payments at a glance.',
  },
  { path: '/user-details', title: 'Personal details', purpose: 'Your name, contact details and membership reference.' },
  { path: '/memberships', title: 'Memberships', purpose: 'The memberships you hold and their renewal dates.' },
  { path: '/packages', title: 'Packages', purpose: 'Your packages and the sessions left on them.' },
  { path: '/bookings', title: 'Bookings', purpose: 'Your bookings, past and upcoming.' },
  { path: '/bookings/upcoming', title: 'Upcoming bookings', purpose: 'The bookings you have coming up.' },
  {
    path: '/guest-passes',
    title: 'Guest passes',
    purpose: 'Guest passes you can give to friends and family.',
    needsGuestPasses: true,
  },
  { path: '/payments', title: 'Payments', purpose: 'Your payments and saved cards.' },
];

/** The routes a user may reach: /guest-passes only when the client has online guest passes (decision G28). */
export function availableAccountRoutes(guestPassesEnabled: boolean): AccountRoute[] {
  return ACCOUNT_ROUTES.filter((route) => !route.needsGuestPasses || guestPassesEnabled);
}
