import { createTestSession, wireCart } from '../testing/session.ts';
import { envelope } from '../testing/fake-server.ts';
import { getSessionStore, sessionEvents, type SessionState } from './index.ts';

const selectCart = (s: SessionState) => s.cart;

describe('one session per page', () => {
  it('getSessionStore() returns one store kept at Symbol.for("venue.session-store.v1")', () => {
    const store = getSessionStore();
    expect(getSessionStore()).toBe(store);
    expect((globalThis as Record<symbol, unknown>)[Symbol.for('venue.session-store.v1')]).toBe(store);
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
