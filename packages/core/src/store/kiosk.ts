import { createIdleTimer, KIOSK_IDLE_MS, KIOSK_IDLE_WARNING_MS, type IdleTimer } from './idle-timer.ts';
import { forgetJoiningChoice } from './joiningChoice.ts';
import type { BlockedLink } from './kiosk-links.ts';
import type { SliceDef, SliceTools } from './types.ts';

export const KIOSK_HOME_PATH = '/kiosk';

/** flows §3 Kiosk state, with the idle logout of flows §4. */
export interface KioskSlice {
  isKiosk: boolean;
  /** The device's centre (venue slug) from the start-up `centre` parameter. */
  centre: string | null;
  /** The idle warning is showing: the customer is about to be logged out. */
  idleWarning: boolean;
  setKiosk(isKiosk: boolean, centre?: string | null): void;
  /**
   * Starts the idle logout: after 90000 ms without activity the user is logged out and sent to the
   * kiosk home; a warning comes 15 s before. Returns the stop function.
   */
  startIdleLogout(options?: { idleMs?: number; warningMs?: number; activityTarget?: EventTarget | null }): () => void;
  /** The customer chose to stay: hide the warning and restart the wait. */
  stayActive(): void;
  /**
   * Starts the restricted mode's link guard: a link off the site is not followed, and a toast says where
   * it goes (kiosk-links.ts). Returns the stop function.
   */
  guardLinks(target?: EventTarget | null): () => void;
}

export function createKioskSlice({ patch, get, deps }: SliceTools): KioskSlice {
  let timer: IdleTimer | null = null;
  return {
    isKiosk: false,
    centre: null,
    idleWarning: false,

    setKiosk: (isKiosk, centre) => patch('kiosk', centre === undefined ? { isKiosk } : { isKiosk, centre }),

    startIdleLogout(options = {}) {
      timer?.stop();
      const current = createIdleTimer({
        idleMs: options.idleMs ?? KIOSK_IDLE_MS,
        warningMs: options.warningMs ?? KIOSK_IDLE_WARNING_MS,
        activityTarget: options.activityTarget,
        onWarning: () => patch('kiosk', { idleWarning: true }),
        onIdle: () => {
          patch('kiosk', { idleWarning: false });
          // A guest's Join choice waits in this tab for whoever logs in next: on a shared device that is
          // the next customer, who would find the last one's membership in their basket.
          forgetJoiningChoice();
          const wasLoggedIn = get().auth.status === 'loggedIn';
          // Idle at the kiosk home with nobody logged in: nothing to do (no reload every 90 s).
          const atHome = typeof location !== 'undefined' && location.pathname === KIOSK_HOME_PATH;
          const goHome = () => {
            if (wasLoggedIn || !atHome) deps.navigate(KIOSK_HOME_PATH);
          };
          // Leave only once the session is over: a navigation that reloads the page would cancel the
          // logout call and leave the last customer's token on a shared device.
          if (wasLoggedIn) void get().auth.logout().then(goHome, goHome);
          else goHome();
        },
      });
      timer = current;
      const clearWarning = () => {
        if (get().kiosk.idleWarning) patch('kiosk', { idleWarning: false });
      };
      // Activity restarts the timer inside createIdleTimer; it also means the customer stayed.
      const target =
        options.activityTarget === undefined
          ? typeof document !== 'undefined'
            ? document
            : null
          : options.activityTarget;
      target?.addEventListener('pointerdown', clearWarning);
      target?.addEventListener('keydown', clearWarning);
      return () => {
        current.stop();
        target?.removeEventListener('pointerdown', clearWarning);
        target?.removeEventListener('keydown', clearWarning);
        if (timer === current) timer = null;
      };
    },

    stayActive() {
      patch('kiosk', { idleWarning: false });
      timer?.reset();
    },

    guardLinks(target) {
      // Its code loads only on a kiosk: the host app's first paint and every embed page go without it.
      let stop: (() => void) | null = null;
      let stopped = false;
      void import('./kiosk-links.ts').then(({ blockedLinkToast, guardKioskLinks }) => {
        if (stopped) return;
        const toast = (link: BlockedLink) =>
          get().toasts.push({ type: 'info', ...blockedLinkToast(link), duration: 8000 });
        stop = guardKioskLinks(toast, target);
      });
      return () => {
        stopped = true;
        stop?.();
      };
    },
  };
}

/** Created on first use (page-store.ts ensureSlices): by the kiosk bundle and the host app in kiosk mode. */
export const kioskSlice: SliceDef<'kiosk'> = { name: 'kiosk', create: createKioskSlice };
