import { getSessionStore } from '@venue/core/runtime';
import { showToastsOnFirstToast } from './onFirstToast.ts';

describe('the toast viewport on first use', () => {
  afterEach(() => getSessionStore().getState().toasts.clear());

  it('loads and adds <venue-toasts> only when the first toast is pushed, once', async () => {
    const ensureToastViewport = vi.fn();
    const load = vi.fn(() => Promise.resolve({ ensureToastViewport }));
    showToastsOnFirstToast(load);
    expect(load).not.toHaveBeenCalled();

    getSessionStore().getState().toasts.push({ type: 'danger', message: 'Something has gone wrong' });
    getSessionStore().getState().toasts.push({ type: 'info', message: 'again' });
    await vi.waitFor(() => expect(ensureToastViewport).toHaveBeenCalledTimes(1));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('adds it at once when a toast is already showing (pushed before the bundle started)', async () => {
    getSessionStore().getState().toasts.push({ type: 'info', message: 'early' });
    const ensureToastViewport = vi.fn();
    showToastsOnFirstToast(() => Promise.resolve({ ensureToastViewport }));
    await vi.waitFor(() => expect(ensureToastViewport).toHaveBeenCalledTimes(1));
  });
});
