import { ensureSlices, getSessionStore, kioskSlice } from '@venue/core';
import { KIOSK_IDLE_STAY, KIOSK_IDLE_TITLE } from './KioskIdle.tsx';
import { ensureKioskIdle } from './define.ts';

describe('<venue-kiosk-idle>', () => {
  afterEach(() => vi.useRealTimers());

  it('KIOSK-003 warns before the idle logout and lets the customer stay', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    // As the kiosk bundle starts (startEmbed): the kiosk slice, created on the page's store, in kiosk mode.
    ensureSlices(kioskSlice).getState().kiosk.setKiosk(true, 'hilltop');
    ensureKioskIdle();
    const element = document.querySelector('venue-kiosk-idle')!;
    await vi.waitFor(() => expect(element.shadowRoot).not.toBeNull());
    // The first render (a transition under React: concurrentR2wc.ts) has committed.
    await vi.waitFor(() => expect(element.shadowRoot!.firstElementChild).not.toBeNull());
    expect(element.shadowRoot!.textContent).not.toContain(KIOSK_IDLE_TITLE);
    // Let the first render's effect start the idle timer.
    await vi.advanceTimersByTimeAsync(10);

    // 15 s before the 90 s logout the warning shows.
    await vi.advanceTimersByTimeAsync(90000 - 15000 + 10);
    await vi.waitFor(() => expect(element.shadowRoot!.textContent).toContain(KIOSK_IDLE_TITLE));
    const stay = Array.from(element.shadowRoot!.querySelectorAll('button')).find(
      (b) => b.textContent === KIOSK_IDLE_STAY,
    )!;
    stay.click();
    await vi.waitFor(() => expect(element.shadowRoot!.textContent).not.toContain(KIOSK_IDLE_TITLE));
    expect(getSessionStore().getState().kiosk.idleWarning).toBe(false);
  });
});
