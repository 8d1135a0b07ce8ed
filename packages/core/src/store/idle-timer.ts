export const KIOSK_IDLE_MS = 90_000;
/** How long before the logout the customer is warned and offered to stay. */
export const KIOSK_IDLE_WARNING_MS = 15_000;
export const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

export interface IdleTimerOptions {
  /** Total idle time before onIdle (90000 ms on a kiosk). */
  idleMs?: number;
  /** The warning comes this long before onIdle; 0 means no warning. */
  warningMs?: number;
  onWarning?: (remainingMs: number) => void;
  onIdle: () => void;
  /** Any of ACTIVITY_EVENTS here counts as activity and restarts the wait (document by default). */
  activityTarget?: EventTarget | null;
}

export interface IdleTimer {
  /** The customer is still here: restart the wait (also what "Stay" does on the warning). */
  reset(): void;
  stop(): void;
}

/** An idle timer that warns first, so a kiosk customer can choose to stay (WCAG 2.2.1 Timing Adjustable). */
export function createIdleTimer(options: IdleTimerOptions): IdleTimer {
  const idleMs = options.idleMs ?? KIOSK_IDLE_MS;
  const warningMs = Math.min(options.warningMs ?? KIOSK_IDLE_WARNING_MS, idleMs);
  const target =
    options.activityTarget === undefined ? (typeof document !== 'undefined' ? document : null) : options.activityTarget;
  let warnTimer: ReturnType<typeof setTimeout> | undefined;
  let idleTimer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const clear = () => {
    clearTimeout(warnTimer);
    clearTimeout(idleTimer);
  };
  const start = () => {
    clear();
    if (stopped) return;
    if (warningMs > 0 && options.onWarning)
      warnTimer = setTimeout(() => options.onWarning?.(warningMs), idleMs - warningMs);
    idleTimer = setTimeout(() => {
      options.onIdle();
      start();
    }, idleMs);
  };
  const onActivity = () => start();

  for (const name of ACTIVITY_EVENTS)
    target?.addEventListener(name, onActivity, { passive: true } as AddEventListenerOptions);
  start();

  return {
    reset: start,
    stop() {
      stopped = true;
      clear();
      for (const name of ACTIVITY_EVENTS) target?.removeEventListener(name, onActivity);
    },
  };
}
