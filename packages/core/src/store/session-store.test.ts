import { createTestSession, wireCart, wireUser } from '../testing/session.ts';
import { envelope } from '../testing/fake-server.ts';
import {
  cartSlice,
  createSessionStore,
  ensureSlicesIn,
  getSessionStore,
  mapSlice,
  selectBasketCount,
  selectSelectedUserId,
  sessionEvents,
  type SessionState,
} from './index.ts';
import { BASE_SLICES, createStoreWith } from './page-store.ts';

const selectCart = (s: SessionState) => s.cart;

describe('one session per page', () => {
  it('getSessionStore() returns one store kept at Symbol.for("venue.session-store.v2")', () => {
    const store = getSessionStore();
    expect(getSessionStore()).toBe(store);
    expect((globalThis as Record<symbol, unknown>)[Symbol.for('venue.session-store.v2')]).toBe(store);
  });

  it('a separately loaded bundle (a fresh copy of the modules) finds the same store and events', async () => {
    const store = getSessionStore();
    vi.resetModules();
    const secondBundle = (await import(
      './session-store.ts?second-bundle' as string
    )) as typeof import('./session-store.ts');
    const secondEvents = (await import('./events.ts?second-bundle' as string)) as typeof import('./events.ts');
    expect(secondBundle.getSessionStore).not.toBe(getSessionStore);
    expect(secondBundle.getSessionStore()).toBe(store);
    expect(secondEvents.sessionEvents).toBe(sessionEvents);
  });

  it('slices are independent: a toast does not change the cart slice, so cart subscribers do not re-render', async () => {
    const session = createTestSession();
    const before = selectCart(session.state());
    const cartChanges = vi.fn();
    let last = selectCart(session.state());
    session.store.subscribe((state) => {
      if (selectCart(state) !== last) cartChanges();
      last = selectCart(state);
    });
    session.state().toasts.push({ type: 'info', message: 'hi' });
    session.state().map.setSearchTerm('Leeds');
    expect(selectCart(session.state())).toBe(before);
    expect(cartChanges).not.toHaveBeenCalled();

    session.cookies.set('riverside-leisure-auth-token', 't');
    session.server.on('GET', '/api/activities/cart', envelope(wireCart([[1, 1, 100]])));
    await session.state().cart.load();
    expect(cartChanges).toHaveBeenCalled();
    expect(session.state().cart.totals.itemCount).toBe(1);
    expect(session.seen).toContainEqual({ name: 'basket-change', detail: { itemCount: 1 } });
  });
});

describe('slices created on first use', () => {
  const LAZY = ['kiosk', 'cart', 'payments', 'checkout', 'map', 'attendees', 'customers'];

  it("a page's store starts with the base slices; ensureSlices creates a lazy one once, empty, as readers of none assume", () => {
    const store = createStoreWith(BASE_SLICES);
    expect(Object.keys(store.getState()).sort()).toEqual(['auth', 'system', 'toasts', 'venue']);
    for (const name of LAZY) expect(store.getState()).not.toHaveProperty(name);
    expect(selectBasketCount(store.getState())).toBe(0);
    expect(selectSelectedUserId(store.getState())).toBeNull();

    const toasts = store.getState().toasts;
    ensureSlicesIn(store, cartSlice);
    const cart = store.getState().cart;
    expect(cart.items).toEqual([]);
    expect(selectBasketCount(store.getState())).toBe(cart.totals.itemCount);
    expect(selectSelectedUserId(store.getState())).toBe(cart.selectedUserId);
    ensureSlicesIn(store, cartSlice, mapSlice);
    expect(store.getState().cart).toBe(cart);
    expect(store.getState().map.radius).toBeGreaterThan(0);
    expect(store.getState().toasts).toBe(toasts);
  });

  it('createSessionStore (tests, a second separate session) holds every slice from the start', () => {
    const store = createSessionStore();
    for (const name of LAZY) expect(store.getState()).toHaveProperty(name);
  });

  it("a separately loaded bundle adds a slice to the first bundle's page store", async () => {
    const store = getSessionStore();
    vi.resetModules();
    const second = (await import('./page-store.ts?second-bundle' as string)) as typeof import('./page-store.ts');
    const secondCart = (await import('./cart.ts?second-bundle' as string)) as typeof import('./cart.ts');
    second.ensureSlices(secondCart.cartSlice);
    expect(store.getState().cart.items).toEqual([]);
  });

  it('a login on a page with no basket element yet loads the basket (its slice comes with it); a logout without one resets nothing', async () => {
    const session = createTestSession({}, { pageStore: true });
    session.server
      .on('POST', '/api/auth/customer/login', envelope({ token: 'tok-123', user: wireUser() }))
      .on('GET', '/api/activities/cart', envelope(wireCart([[1, 1, 500]])))
      .on('GET', /^\/api\/venues\/[^/]+$/, envelope({ slug: 'riverside', name: 'Riverside Leisure Centre' }));
    expect(await session.state().auth.login('demo@example.com', 'Password123!')).toBe(true);
    await vi.waitFor(() => expect(selectBasketCount(session.state())).toBe(1));
    expect(session.server.callsTo('GET', '/api/activities/cart')).toHaveLength(1);

    const guest = createTestSession({}, { pageStore: true });
    expect(() => guest.state().auth.loggedOut()).not.toThrow();
    expect(guest.state()).not.toHaveProperty('cart');
  });
});
