import { ACCOUNT_ROUTES, accountRouteFor, availableAccountRoutes } from './accountRoutes.ts';

describe('account routes', () => {
  it('the account area lists every route of flows §2, and the family page', () => {
    expect(ACCOUNT_ROUTES.map((r) => r.path)).toEqual([
      '/',
      '/user-details',
      '/memberships',
      '/packages',
      '/bookings',
      '/guest-passes',
      '/payments',
      '/family',
    ]);
  });

  it('availableAccountRoutes keeps /guest-passes only when online guest passes are enabled', () => {
    expect(availableAccountRoutes(true).map((r) => r.path)).toContain('/guest-passes');
    expect(availableAccountRoutes(false).map((r) => r.path)).not.toContain('/guest-passes');
    expect(availableAccountRoutes(false)).toHaveLength(ACCOUNT_ROUTES.length - 1);
  });

  it('accountRouteFor answers the route of a path, its sub-paths where it takes them, else null', () => {
    expect(accountRouteFor('/', false)?.title).toBe('My account');
    expect(accountRouteFor('/bookings/upcoming', false)?.path).toBe('/bookings');
    expect(accountRouteFor('/payments/12', false)?.path).toBe('/payments');
    expect(accountRouteFor('/memberships/', false)?.path).toBe('/memberships');
    expect(accountRouteFor('/memberships/3', false)).toBeNull();
    expect(accountRouteFor('/guest-passes', false)).toBeNull();
    expect(accountRouteFor('/guest-passes', true)?.path).toBe('/guest-passes');
    expect(accountRouteFor('/no/such/page', true)).toBeNull();
  });
});
