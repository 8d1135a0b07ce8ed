import type { ComponentType } from 'react';
import type { AccountScreenKey } from './accountPaths.ts';
import type { AccountScreenProps } from './accountScreen.ts';

/**
 * Each account screen's module, loaded on first visit of its path. A module default-exports a component
 * taking AccountScreenProps. The shell renders the page's h1 (the section's title), the navigation and
 * the signed-in check; a screen starts at h2 and owns its data, loading, empty and error states.
 */
export type AccountScreenModule = { default: ComponentType<AccountScreenProps> };

export const ACCOUNT_SCREENS: Record<AccountScreenKey, () => Promise<AccountScreenModule>> = {
  dashboard: () => import('./screens/Dashboard.tsx'),
  details: () => import('./screens/UserDetails.tsx'),
  memberships: () => import('./screens/Memberships.tsx'),
  packages: () => import('./screens/Packages.tsx'),
  bookings: () => import('./screens/Bookings.tsx'),
  guestPasses: () => import('./screens/GuestPasses.tsx'),
  payments: () => import('./screens/Payments.tsx'),
  family: () => import('./screens/Family.tsx'),
};
