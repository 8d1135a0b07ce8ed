import { useEffect, useRef, useSyncExternalStore } from 'react';
import { getSessionStore } from '@venue/core';

/**
 * Kiosk mode (KIOSK-003): after 90 s without activity the session ends and the kiosk goes home; core's
 * kiosk slice times it and raises a warning first. This shows that warning and lets the customer stay.
 */
export function KioskIdleWarning({ kiosk }: { kiosk: boolean }) {
  const store = getSessionStore();
  const warning = useSyncExternalStore(
    store.subscribe,
    () => store.getState().kiosk.idleWarning,
    () => false,
  );
  const stay = useRef<HTMLButtonElement>(null);

  useEffect(() => (kiosk ? store.getState().kiosk.startIdleLogout() : undefined), [kiosk, store]);
  // The restricted mode's other half: links off the site are not followed (core's kiosk-links.ts).
  useEffect(() => (kiosk ? store.getState().kiosk.guardLinks() : undefined), [kiosk, store]);
  useEffect(() => {
    if (warning) stay.current?.focus();
  }, [warning]);

  if (!kiosk || !warning) return null;
  return (
    <div
      className="kiosk-warning"
      role="alertdialog"
      aria-labelledby="kiosk-warning-title"
      aria-describedby="kiosk-warning-text"
    >
      <h2 id="kiosk-warning-title">Are you still there?</h2>
      <p id="kiosk-warning-text">For your security you will be logged out in a few seconds.</p>
      <button ref={stay} type="button" className="button" onClick={() => store.getState().kiosk.stayActive()}>
        I'm still here
      </button>
    </div>
  );
}
