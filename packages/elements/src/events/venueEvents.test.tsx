// Where each `venue:*` event is raised: a fact an element caused, once from that element (so it is heard
// once on the element, an ancestor, document and window); a fact no element caused, once on document.
// The course, basket and checkout facts are proven beside their views (CourseBooking, Basket, Checkout tests).
import { emitSessionEvent, getApi, sessionEvents } from '@venue/core';
import { act } from 'react';
import { GUEST, LOGGED_IN } from '../../../../test/fixtures/session.ts';
import {
  byText,
  click,
  envelope,
  hearVenueEvents,
  renderInHost,
  setupPage,
  type,
} from '../../../../test/fixtures/viewTestPage.tsx';
import { venueEventTarget } from '../internal/pageBridges.ts';
import { Login } from '../login/Login.tsx';
import { Nav } from '../nav/Nav.tsx';

const USER = {
  id: 1,
  first_name: 'Alex',
  last_name: 'Morgan',
  email: 'demo@example.com',
  home_venue_slug: 'riverside',
};
const AUTH_EVENTS: Array<'venue:logged-in' | 'venue:logged-out'> = ['venue:logged-in', 'venue:logged-out'];

afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe('venue:* events raised from the element that caused them', () => {
  it('a login through <venue-login> raises one venue:logged-in from the element: heard once on it, an ancestor, document and window', async () => {
    const page = setupPage(GUEST);
    page.server
      .on('POST', '/api/auth/customer/login', envelope({ token: 'tok-1', user: USER }))
      .on('GET', '/api/activities/cart', envelope({ id: 1, items: [], item_count: 0 }))
      .on('GET', /^\/api\/venues\//, { status: 404, body: {} });
    const view = await renderInHost(<Login mode="page" />);
    const { heard, stop } = hearVenueEvents(AUTH_EVENTS, {
      element: view.host,
      wrapper: view.wrapper,
      document,
      window,
    });
    await type(view.container.querySelector('input[name="username"]'), 'demo@example.com');
    await type(view.container.querySelector('input[name="password"]'), 'Password123!');
    await click(byText(view.container, 'button', 'Log in'));
    await vi.waitFor(() => expect(page.store.getState().auth.status).toBe('loggedIn'));
    const once = [{ type: 'venue:logged-in', detail: { userId: 1 }, composedBubbling: true }];
    expect(heard).toEqual({ element: once, wrapper: once, document: once, window: once });
    stop();
  });

  it("<venue-nav>'s Log out raises one venue:logged-out from the element: heard once on it, an ancestor, document and window", async () => {
    const page = setupPage(LOGGED_IN);
    page.server.on('POST', '/api/auth/logout', envelope(null));
    const view = await renderInHost(<Nav />);
    const { heard, stop } = hearVenueEvents(AUTH_EVENTS, {
      element: view.host,
      wrapper: view.wrapper,
      document,
      window,
    });
    await click(byText(view.container, 'button', 'Menu'));
    await click(byText(view.container.querySelector('[role="dialog"]')!, 'button', 'Log out'));
    await vi.waitFor(() => expect(page.store.getState().auth.status).toBe('loggedOut'));
    const once = [{ type: 'venue:logged-out', detail: null, composedBubbling: true }];
    expect(heard).toEqual({ element: once, wrapper: once, document: once, window: once });
    stop();
  });
});

describe('venue:* events no element caused', () => {
  it('AUTH-007 the status poll noticing the session ended raises one venue:logged-out on document (no element hears it)', async () => {
    const page = setupPage(LOGGED_IN);
    const view = await renderInHost(<Nav />);
    const { heard, stop } = hearVenueEvents(AUTH_EVENTS, {
      element: view.host,
      wrapper: view.wrapper,
      document,
      window,
    });
    vi.useFakeTimers();
    const stopPoll = page.store.getState().auth.startStatusPoll();
    getApi().clearToken(); // another tab logged out: the token cookie is gone
    await act(async () => vi.advanceTimersByTime(5000));
    await act(async () => vi.advanceTimersByTime(5000));
    stopPoll();
    expect(page.store.getState().auth.status).toBe('loggedOut');
    const once = [{ type: 'venue:logged-out', detail: null, composedBubbling: true }];
    expect(heard).toEqual({ element: [], wrapper: [], document: once, window: once });
    stop();
  });

  it('an element that left the page before its fact completed: the event is raised on document instead, still once', async () => {
    setupPage(LOGGED_IN);
    const view = await renderInHost(<Nav />);
    const { heard, stop } = hearVenueEvents(['venue:basket-change'], { element: view.host, document });
    view.unmount();
    expect(venueEventTarget(view.host)).toBe(document);
    emitSessionEvent(sessionEvents, 'basket-change', { itemCount: 3 }, view.host);
    expect(heard).toEqual({
      element: [],
      document: [{ type: 'venue:basket-change', detail: { itemCount: 3 }, composedBubbling: true }],
    });
    stop();
  });
});
