import { accountSections, areaHref, matchAccountPath, pathInArea } from './accountPaths.ts';

const on = { guestPasses: true };
const off = { guestPasses: false };
const keyOf = (path: string, options = on) => matchAccountPath(path, options)?.section.key ?? null;

describe('account paths', () => {
  it('map /, /user-details, /memberships and /packages to their screens', () => {
    expect(keyOf('/')).toBe('dashboard');
    expect(keyOf('')).toBe('dashboard');
    expect(keyOf('/user-details')).toBe('details');
    expect(keyOf('/user-details/')).toBe('details');
    expect(keyOf('/memberships')).toBe('memberships');
    expect(keyOf('/packages')).toBe('packages');
    expect(keyOf('/family')).toBe('family');
  });

  it('/bookings, /bookings/upcoming and /payments/{id} reach their screens with the rest of the path', () => {
    expect(matchAccountPath('/bookings', on)).toMatchObject({ subPath: '', title: 'Bookings' });
    expect(matchAccountPath('/bookings/upcoming', on)).toMatchObject({
      section: { key: 'bookings' },
      subPath: 'upcoming',
      title: 'Upcoming bookings',
    });
    expect(matchAccountPath('/payments', on)).toMatchObject({ section: { key: 'payments' }, subPath: '' });
    expect(matchAccountPath('/payments/42', on)).toMatchObject({ section: { key: 'payments' }, subPath: '42' });
  });

  it('/guest-passes exists only when online guest passes are on, in the paths and in the navigation', () => {
    expect(keyOf('/guest-passes', on)).toBe('guestPasses');
    expect(keyOf('/guest-passes', off)).toBeNull();
    expect(accountSections(true).map((s) => s.navLabel)).toContain('Guest passes');
    expect(accountSections(false).map((s) => s.navLabel)).not.toContain('Guest passes');
  });

  it('unknown paths and unexpected sub-paths are not found', () => {
    expect(keyOf('/nope')).toBeNull();
    expect(keyOf('/memberships/3')).toBeNull();
    expect(keyOf('/user-details/extra')).toBeNull();
    expect(keyOf('/bookingsx')).toBeNull();
  });

  it('the navigation lists every section in order', () => {
    expect(accountSections(true).map((s) => s.navLabel)).toEqual([
      'Dashboard',
      'My details',
      'Memberships',
      'Packages',
      'Bookings',
      'Guest passes',
      'Payments',
      'Family and friends',
    ]);
  });

  it('a base path is taken off the location and put back on links', () => {
    expect(pathInArea('/my-account/memberships', '/my-account')).toBe('/memberships');
    expect(pathInArea('/my-account', '/my-account/')).toBe('/');
    expect(pathInArea('/elsewhere', '/my-account')).toBeNull();
    expect(pathInArea('/memberships')).toBe('/memberships');
    expect(areaHref('/memberships', '/my-account')).toBe('/my-account/memberships');
    expect(areaHref('/', '/my-account')).toBe('/my-account');
    expect(areaHref('/payments')).toBe('/payments');
  });
});
