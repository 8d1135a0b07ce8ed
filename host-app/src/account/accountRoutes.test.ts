import { ACCOUNT_ROUTES, availableAccountRoutes } from './accountRoutes.ts';

describe('account routes', () => {
  it('the account area lists every route of flows §2', () => {
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

  it('availableAccountRoutes keeps /guest-passes only when online guest passes are enabled', () => {
    expect(availableAccountRoutes(true).map((r) => r.path)).toContain('/guest-passes');
    expect(availableAccountRoutes(false).map((r) => r.path)).not.toContain('/guest-passes');
    expect(availableAccountRoutes(false)).toHaveLength(ACCOUNT_ROUTES.length - 1);
  });
});
