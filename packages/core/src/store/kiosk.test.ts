import { createTestSession, TEST_TOKEN_COOKIE, wireUser } from '../testing/session.ts';
import { envelope } from '../testing/fake-server.ts';
import { createIdleTimer, KIOSK_IDLE_MS } from './idle-timer.ts';
import { toSessionUser } from '../domain/user.ts';
import { toCamel } from '../api/casing.ts';
import { pendingJoiningChoice, rememberJoiningChoice } from './joiningChoice.ts';
// Logging out loads its module on first use; loaded here, so the idle timer's fake clock is all it waits for.
import './authActions.ts';

describe('kiosk', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('KIOSK-002 holds isKiosk and the current centre', () => {
    const { state } = createTestSession();
    expect(state().kiosk).toMatchObject({ isKiosk: false, centre: null });
    state().kiosk.setKiosk(true, 'riverside');
    expect(state().kiosk).toMatchObject({ isKiosk: true, centre: 'riverside' });
  });

  it('KIOSK-003 after 90000 ms idle the user is logged out and sent to the kiosk home, with a warning first', async () => {
    const session = createTestSession();
    const target = new EventTarget();
    session.server.on('POST', '/api/auth/logout', envelope(null));
    session.cookies.set(TEST_TOKEN_COOKIE, 'tok');
    session.state().auth.userLoggedIn(toSessionUser(toCamel(wireUser({ home_venue_slug: null }))));
    session.state().kiosk.setKiosk(true, 'riverside');
    const stop = session.state().kiosk.startIdleLogout({ activityTarget: target });
    // A kiosk going home may reload the page: by then the last customer's token must be gone.
    const tokenWhenLeaving: Array<string | null> = [];
    session.navigate.mockImplementation(() => tokenWhenLeaving.push(session.cookies.get(TEST_TOKEN_COOKIE)));

    await vi.advanceTimersByTimeAsync(KIOSK_IDLE_MS - 15_000 - 1);
    expect(session.state().kiosk.idleWarning).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(session.state().kiosk.idleWarning).toBe(true);
    expect(session.state().auth.status).toBe('loggedIn');

    await vi.advanceTimersByTimeAsync(15_000);
    expect(session.state().auth.status).toBe('loggedOut');
    expect(session.navigate).toHaveBeenCalledWith('/kiosk');
    expect(session.state().kiosk.idleWarning).toBe(false);
    expect(session.cookies.get(TEST_TOKEN_COOKIE)).toBeNull();
    expect(tokenWhenLeaving).toEqual([null]);
    stop();
  });

  it('KIOSK-003 activity restarts the wait and "stay" dismisses the warning', async () => {
    const session = createTestSession();
    const target = new EventTarget();
    session.state().auth.userLoggedIn(toSessionUser(toCamel(wireUser({ home_venue_slug: null }))));
    const stop = session.state().kiosk.startIdleLogout({ activityTarget: target });
    await vi.advanceTimersByTimeAsync(80_000);
    target.dispatchEvent(new Event('pointerdown'));
    await vi.advanceTimersByTimeAsync(80_000);
    expect(session.state().auth.status).toBe('loggedIn');
    expect(session.state().kiosk.idleWarning).toBe(true);
    session.state().kiosk.stayActive();
    expect(session.state().kiosk.idleWarning).toBe(false);
    await vi.advanceTimersByTimeAsync(89_000);
    expect(session.state().auth.status).toBe('loggedIn');
    expect(session.navigate).not.toHaveBeenCalled();
    stop();
    await vi.advanceTimersByTimeAsync(200_000);
    expect(session.navigate).not.toHaveBeenCalled();
  });

  it("KIOSK-003 idle forgets a guest's membership choice, which would otherwise join the next customer's basket", async () => {
    const session = createTestSession();
    const target = new EventTarget();
    session.state().kiosk.setKiosk(true, 'riverside');
    rememberJoiningChoice({ pricingOptionId: 3, homeVenueId: 1, name: 'Anytime' });
    const stop = session.state().kiosk.startIdleLogout({ activityTarget: target });
    await vi.advanceTimersByTimeAsync(KIOSK_IDLE_MS - 1);
    expect(pendingJoiningChoice()).not.toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(pendingJoiningChoice()).toBeNull();
    expect(session.navigate).toHaveBeenCalledWith('/kiosk');
    stop();
  });

  it('createIdleTimer counts keyboard activity and stops cleanly', async () => {
    const target = new EventTarget();
    const onIdle = vi.fn();
    const timer = createIdleTimer({ idleMs: 1000, warningMs: 0, onIdle, activityTarget: target });
    await vi.advanceTimersByTimeAsync(900);
    target.dispatchEvent(new Event('keydown'));
    await vi.advanceTimersByTimeAsync(900);
    expect(onIdle).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(100);
    expect(onIdle).toHaveBeenCalledTimes(1);
    timer.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });
});
