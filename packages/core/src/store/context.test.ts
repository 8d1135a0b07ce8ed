import { createTestSession, TEST_TOKEN_COOKIE, wireCart, wireUser } from '../testing/session.ts';
import { envelope } from '../testing/fake-server.ts';
import { toSessionUser } from '../domain/user.ts';
import { toCamel } from '../api/casing.ts';
import { selectBookingSource } from './selectors.ts';
import { isCrossOrigin } from '../api/global.ts';

describe('who may book, and for whom', () => {
  it('AUTH-010 a logged-out user asked to check out gets the login modal instead', () => {
    const { state } = createTestSession();
    expect(state().auth.ensureLoggedIn()).toBe(false);
    expect(state().system.loginModalOpen).toBe(true);
    state().system.closeLoginModal();
    state().auth.userLoggedIn(toSessionUser(toCamel(wireUser({ home_venue_slug: null }))));
    expect(state().auth.ensureLoggedIn()).toBe(true);
    expect(state().system.loginModalOpen).toBe(false);
  });

  it('AUTH-014 AUTH-015 staff acting for a chosen customer are front of house, and cart calls carry selected_user_id', async () => {
    const session = createTestSession();
    const { state } = session;
    session.cookies.set(TEST_TOKEN_COOKIE, 't');
    state().auth.userLoggedIn(toSessionUser(toCamel(wireUser({ home_venue_slug: null }))));
    expect(selectBookingSource(state())).toBe('online');
    state().auth.userLoggedIn({ ...state().auth.user!, role: 'staff' });
    expect(selectBookingSource(state())).toBe('online');
    session.server.on('GET', '/api/activities/cart', envelope(wireCart()));
    await state().cart.updateSelectedUser(7);
    expect(selectBookingSource(state())).toBe('foh');
    expect(session.server.calls.at(-1)!.query.get('selected_user_id')).toBe('7');
  });

  it('API-040 the cart load may carry venue_id', async () => {
    const session = createTestSession();
    session.cookies.set(TEST_TOKEN_COOKIE, 't');
    session.server.on('GET', '/api/activities/cart', envelope(wireCart()));
    await session.state().cart.load({ venueId: 3 });
    await session.state().cart.load();
    expect(session.server.calls.map((c) => c.query.get('venue_id'))).toEqual(['3', null]);
  });

  it('the bearer setting is for an API on another origin than the page', () => {
    expect(isCrossOrigin('http://localhost:4300', 'http://localhost:4300')).toBe(false);
    expect(isCrossOrigin('', 'http://localhost:4300')).toBe(false);
    expect(isCrossOrigin('/api-prefix', 'http://localhost:4300')).toBe(false);
    expect(isCrossOrigin('http://localhost:4300', 'http://127.0.0.1:5555')).toBe(true);
    expect(isCrossOrigin('https://api.example.com', 'https://www.example.com')).toBe(true);
  });
});
