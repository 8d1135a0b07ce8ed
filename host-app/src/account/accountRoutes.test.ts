import { ACCOUNT_ROUTES, availableAccountRoutes } from './accountRoutes.ts';

describe('account routes', () => {
  it('ROUTE-021 to ROUTE-027 the account area has every route of flows §2', () => {
    expect(ACCOUNT_ROUTES.map((r) => r.path)).toEqual([
      '/',
      '/user-details',
      '/memberships',
      '/packages',
      '/bookings',
      '/bookings/upcoming',
      '/guest-passes',
      '/payments',
    ]);
  });

  it('ROUTE-026 /guest-passes exists only when online guest passes are enabled', () => {
    expect(availableAccountRoutes(true).map((r) => r.path)).toContain('/guest-passes');
    expect(availableAccountRoutes(false).map((r) => r.path)).not.toContain('/guest-passes');
    expect(availableAccountRoutes(false)).toHaveLength(ACCOUNT_ROUTES.length - 1);
  });
});
