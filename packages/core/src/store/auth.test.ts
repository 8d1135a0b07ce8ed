import { ACTING_FOR_KEY, readActingFor } from './actingFor.ts';
import { createTestSession, TEST_TOKEN_COOKIE, wireCart, wireUser } from '../testing/session.ts';
import { envelope } from '../testing/fake-server.ts';
import { toSessionUser } from '../domain/user.ts';
import { toCamel } from '../api/casing.ts';

function loginServer(session: ReturnType<typeof createTestSession>) {
  session.server
    .on('POST', '/api/auth/customer/login', envelope({ token: 'tok-123', user: wireUser() }))
    .on('GET', '/api/activities/cart', envelope(wireCart([[1, 1, 500]])))
    .on(
      'GET',
      /^\/api\/venues\/[^/]+$/,
      envelope({
        slug: 'riverside',
        name: 'Riverside Leisure Centre',
        coordinates: { latitude: 53.48, longitude: -2.24 },
      }),
    );
}

describe('auth slice', () => {
  it('AUTH-004 has the actions login attempt, user logged in, logged out, load user and logout', () => {
    const { state } = createTestSession();
    for (const action of [
      'loginAttempt',
      'login',
      'userLoggedIn',
      'loggedOut',
      'loadUser',
      'logout',
      'startStatusPoll',
      'requestPasswordReset',
    ] as const) {
      expect(typeof state().auth[action]).toBe('function');
    }
    expect(state().auth.status).toBe('idle');
  });

  it('AUTH-001 a login request sets the state to pending', async () => {
    const session = createTestSession();
    let release!: () => void;
    session.server.on(
      'POST',
      '/api/auth/customer/login',
      () => new Promise((resolve) => (release = () => resolve(envelope({ token: 't', user: wireUser() })))),
    );
    const pending = session.state().auth.login('demo@example.com', 'Password123!');
    expect(session.state().auth.status).toBe('pending');
    await vi.waitFor(() => expect(release).toBeTypeOf('function'));
    release();
    await pending;
  });

  it('AUTH-002 API-018 a successful login is loggedIn with the user and the token stored in the cookie', async () => {
    const session = createTestSession();
    loginServer(session);
    expect(await session.state().auth.login('demo@example.com', 'Password123!')).toBe(true);
    expect(session.server.callsTo('POST', '/api/auth/customer/login')[0]!.body).toEqual({
      username: 'demo@example.com',
      password: 'Password123!',
    });
    expect(session.state().auth.status).toBe('loggedIn');
    expect(session.state().auth.user).toMatchObject({
      id: 7,
      firstName: 'Alex',
      lastName: 'Morgan',
      homeVenueSlug: 'riverside',
    });
    expect(session.cookies.get(TEST_TOKEN_COOKIE)).toBe('tok-123');
    expect(session.seen.filter((e) => e.name === 'logged-in')).toEqual([{ name: 'logged-in', detail: { userId: 7 } }]);
    await vi.waitFor(() => expect(session.state().cart.totals.itemCount).toBe(1));
  });

  it('AUTH-003 MSG-025 a failed login shows the server message, or else User signed out', async () => {
    const session = createTestSession();
    session.server.on('POST', '/api/auth/customer/login', {
      status: 422,
      body: { message: 'These credentials do not match our records.' },
    });
    expect(await session.state().auth.login('demo@example.com', 'wrong')).toBe(false);
    expect(session.state().auth).toMatchObject({
      status: 'loggedOut',
      error: 'These credentials do not match our records.',
    });
    expect(session.state().toasts.list.at(-1)).toMatchObject({
      type: 'danger',
      message: 'These credentials do not match our records.',
    });

    session.server.on('POST', '/api/auth/customer/login', { status: 500 });
    await session.state().auth.login('demo@example.com', 'wrong');
    expect(session.state().auth.error).toBe('User signed out');
    expect(session.state().toasts.list.at(-1)).toMatchObject({
      type: 'danger',
      title: 'Error',
      message: 'User signed out',
    });
  });

  it('AUTH-008 after login the login modal closes', async () => {
    const session = createTestSession();
    loginServer(session);
    session.state().system.openLoginModal();
    expect(session.state().system.loginModalOpen).toBe(true);
    await session.state().auth.login('demo@example.com', 'Password123!');
    expect(session.state().system.loginModalOpen).toBe(false);
  });

  it('AUTH-009 after login the home venue becomes the selected venue only if none is selected', async () => {
    const first = createTestSession();
    loginServer(first);
    await first.state().auth.login('demo@example.com', 'Password123!');
    expect(first.state().venue.selectedSlug).toBe('riverside');
    // Selected, not read: no page shows the home venue's details after a login.
    expect(first.server.calls.some((c) => c.path.startsWith('/api/venues'))).toBe(false);

    const second = createTestSession();
    loginServer(second);
    second.state().venue.select('hilltop');
    await second.state().auth.login('demo@example.com', 'Password123!');
    expect(second.state().venue.selectedSlug).toBe('hilltop');
  });

  it('AUTH-005 CART-025 API-019 logout (no payload) clears the user, the cart and the payments, and forgets the token', async () => {
    const session = createTestSession();
    loginServer(session);
    session.server.on('POST', '/api/auth/logout', envelope(null));
    await session.state().auth.login('demo@example.com', 'Password123!');
    await vi.waitFor(() => expect(session.state().cart.items).toHaveLength(1));
    session.state().payments.setCredit('membership', 500);
    await session.state().auth.logout();
    expect(session.server.callsTo('POST', '/api/auth/logout')[0]!.body).toBeUndefined();
    expect(session.state().auth).toMatchObject({ status: 'loggedOut', user: null, error: 'User signed out' });
    expect(session.state().cart.items).toEqual([]);
    expect(session.state().cart.totals.itemCount).toBe(0);
    expect(session.state().payments.tenders).toEqual([]);
    expect(session.cookies.get(TEST_TOKEN_COOKIE)).toBeNull();
    expect(session.seen.map((e) => e.name)).toContain('logged-out');
  });

  it('logging out forgets the customer staff acted for in this tab: the next person to log in at the desk starts afresh', async () => {
    const session = createTestSession();
    loginServer(session);
    session.server.on('POST', '/api/auth/logout', envelope(null));
    await session.state().auth.login('staff@example.com', 'Password123!');
    sessionStorage.setItem(ACTING_FOR_KEY, JSON.stringify({ id: 42, name: 'Sam Lee', reference: 'R42' }));
    expect(readActingFor()).toMatchObject({ id: 42 });
    await session.state().auth.logout();
    expect(readActingFor()).toBeNull();
  });

  it('API-020 loadUser reads GET /api/auth/user and normalises it into membershipUsers', async () => {
    const session = createTestSession();
    session.server.on('GET', /.*/, envelope(wireCart())).on('GET', '/api/auth/user', envelope(wireUser()));
    session.api.setToken('tok-123');
    const user = await session.state().auth.loadUser();
    expect(user?.membershipUsers).toEqual([{ id: 70, homeVenueId: 1 }]);
    expect(user?.documentExpiry).toEqual([{ documentExpiringSoon: false, daysToExpiry: null }]);
    expect(user?.credit.balance.formatted).toBe('£15.00');
    expect(session.state().auth.status).toBe('loggedIn');
    const listed = toSessionUser(
      toCamel(
        wireUser({
          membership_users: [
            { id: 1, home_venue_id: 2 },
            { id: 3, home_venue_id: null },
          ],
        }),
      ),
    );
    expect(listed.membershipUsers).toHaveLength(2);
  });

  it('loadUser without a token cookie makes a guest without calling the server (no 401 in the console)', async () => {
    const session = createTestSession();
    session.server.on('GET', '/api/auth/user', { status: 401 });
    expect(await session.state().auth.loadUser()).toBeNull();
    expect(session.server.callsTo('GET', '/api/auth/user')).toHaveLength(0);
    expect(session.state().auth).toMatchObject({ status: 'loggedOut', user: null });
    expect(session.seen.filter((e) => e.name === 'logged-out')).toHaveLength(0);
  });

  it('loadUser with a token cookie (stored or handed over) still asks the server', async () => {
    const session = createTestSession();
    session.server.on('GET', '/api/auth/user', envelope(wireUser()));
    session.api.setToken('handed-over');
    expect((await session.state().auth.loadUser())?.id).toBe(7);
    expect(session.server.callsTo('GET', '/api/auth/user')).toHaveLength(1);
  });

  it('API-021 requestPasswordReset posts email_or_reference and is neutral whatever the status', async () => {
    const session = createTestSession();
    const path = '/api/auth/customer/forgotten-password';
    session.server.on('POST', path, envelope(null));
    expect(await session.state().auth.requestPasswordReset('  RLT-000001 ')).toBe('sent');
    expect(session.server.callsTo('POST', path)[0]!.body).toEqual({ email_or_reference: 'RLT-000001' });
    for (const status of [404, 422, 429, 500]) {
      session.server.on('POST', path, { status, body: { message: 'No such user' } });
      expect(await session.state().auth.requestPasswordReset('nobody@example.com')).toBe('sent');
    }
    // Nothing about the account is shown, not even as a toast.
    expect(session.state().toasts.list).toEqual([]);
  });

  it('API-021 requestPasswordReset is failed only when no answer arrived (offline)', async () => {
    const session = createTestSession({ fetch: () => Promise.reject(new TypeError('Failed to fetch')) });
    expect(await session.state().auth.requestPasswordReset('demo@example.com')).toBe('failed');
  });

  it('AUTH-006 AUTH-007 re-checks the login status every 5 s and raises logged-in / logged-out on change', async () => {
    vi.useFakeTimers();
    try {
      const session = createTestSession();
      session.server
        .on('GET', '/api/auth/user', envelope(wireUser()))
        .on('GET', '/api/activities/cart', envelope(wireCart()));
      const stop = session.state().auth.startStatusPoll();
      await vi.advanceTimersByTimeAsync(5000);
      expect(session.server.callsTo('GET', '/api/auth/user')).toHaveLength(0);

      // Another tab logs in: the cookie appears.
      session.cookies.set(TEST_TOKEN_COOKIE, 'from-other-tab');
      await vi.advanceTimersByTimeAsync(4999);
      expect(session.seen.filter((e) => e.name === 'logged-in')).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(1);
      await vi.waitFor(() => expect(session.state().auth.status).toBe('loggedIn'));
      expect(session.seen.filter((e) => e.name === 'logged-in')).toHaveLength(1);

      // No change: no event, no extra user call.
      await vi.advanceTimersByTimeAsync(10000);
      expect(session.seen.filter((e) => e.name === 'logged-in')).toHaveLength(1);
      expect(session.server.callsTo('GET', '/api/auth/user')).toHaveLength(1);

      // Another tab logs out: the cookie goes.
      session.cookies.remove(TEST_TOKEN_COOKIE);
      await vi.advanceTimersByTimeAsync(5000);
      expect(session.state().auth.status).toBe('loggedOut');
      expect(session.seen.filter((e) => e.name === 'logged-out')).toHaveLength(1);
      stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('a page restored from the back-forward cache with another session than it was left with reloads', () => {
    const reload = vi.spyOn(location, 'reload').mockImplementation(() => undefined);
    const session = createTestSession();
    session.cookies.set(TEST_TOKEN_COOKIE, 'customer-a');
    const stop = session.state().auth.startStatusPoll();
    // happy-dom's PageTransitionEvent leaves `persisted` out: the browser's event, by hand.
    const restore = (persisted: boolean) => dispatchEvent(Object.assign(new Event('pageshow'), { persisted }));
    try {
      // Restored with the session it was left with: the page is as it was, no reload.
      restore(true);
      expect(reload).not.toHaveBeenCalled();

      // Logged out while away (a kiosk's idle logout): the restored page would show customer A's data.
      session.cookies.remove(TEST_TOKEN_COOKIE);
      restore(true);
      expect(reload).toHaveBeenCalledTimes(1);

      // Another customer logged in meanwhile: reloaded too. A fresh load (not persisted) is left alone.
      session.cookies.set(TEST_TOKEN_COOKIE, 'customer-b');
      restore(false);
      expect(reload).toHaveBeenCalledTimes(1);
      restore(true);
      expect(reload).toHaveBeenCalledTimes(2);
    } finally {
      stop();
      reload.mockRestore();
    }
  });
});
