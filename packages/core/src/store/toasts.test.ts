import { createTestSession } from '../testing/session.ts';
import { DEFAULT_TOAST_DURATION_MS, TOAST_TYPES } from './toasts.ts';

describe('toasts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('UI-032 a toast stays 5000 ms by default, then dismisses itself', () => {
    const { state } = createTestSession();
    expect(DEFAULT_TOAST_DURATION_MS).toBe(5000);
    state().toasts.push({ type: 'info', message: 'Hello' });
    expect(state().toasts.list).toMatchObject([{ type: 'info', message: 'Hello', title: null, duration: 5000 }]);
    vi.advanceTimersByTime(4999);
    expect(state().toasts.list).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(state().toasts.list).toHaveLength(0);
  });

  it('MSG-037 a toast can close sooner (3000 ms) or stay until dismissed (0)', () => {
    const { state } = createTestSession();
    state().toasts.push({
      type: 'warning',
      message: "We couldn't find the activity you are looking for",
      duration: 3000,
    });
    const sticky = state().toasts.push({ type: 'danger', message: 'stays', duration: 0 });
    vi.advanceTimersByTime(3000);
    expect(state().toasts.list.map((t) => t.message)).toEqual(['stays']);
    vi.advanceTimersByTime(60_000);
    state().toasts.dismiss(sticky);
    expect(state().toasts.list).toEqual([]);
  });

  it('UI-034 the toast types are danger, info, success and warning', () => {
    const { state } = createTestSession();
    expect(TOAST_TYPES).toEqual(['danger', 'info', 'success', 'warning']);
    for (const type of TOAST_TYPES) state().toasts.push({ type, title: type, message: `${type} message` });
    expect(state().toasts.list.map((t) => t.type)).toEqual(['danger', 'info', 'success', 'warning']);
    expect(new Set(state().toasts.list.map((t) => t.id)).size).toBe(4);
  });
});
