import { kioskSlice } from '@venue/core';
import { getSessionStore } from '@venue/core/runtime';
import { themeRoot } from '@venue/theme';
import { Button, Modal } from '@venue/ui';
import { useEffect } from 'react';
import { useSession, useSlices } from '../useSession.ts';

export const KIOSK_IDLE_TITLE = 'Are you still there?';
export const KIOSK_IDLE_TEXT = 'For your security you will be logged out in a few seconds.';
export const KIOSK_IDLE_STAY = "I'm still here";

const stay = () => getSessionStore().getState().kiosk.stayActive();

/**
 * The kiosk bundle's idle logout (KIOSK-003): core's kiosk slice times 90 s without activity and
 * raises a warning first; this element runs that timer while connected and shows the warning,
 * which the customer can dismiss to stay (brief: kiosk idle logout warns first). It also keeps the page's
 * links on the site (the restricted mode's link guard, core's kiosk-links.ts).
 */
export function KioskIdle() {
  useSlices(kioskSlice);
  const warning = useSession((state) => state.kiosk.idleWarning);
  const isKiosk = useSession((state) => state.kiosk.isKiosk);
  useEffect(() => (isKiosk ? getSessionStore().getState().kiosk.startIdleLogout() : undefined), [isKiosk]);
  useEffect(() => (isKiosk ? getSessionStore().getState().kiosk.guardLinks() : undefined), [isKiosk]);
  return (
    <div className={themeRoot}>
      <Modal open={isKiosk && warning} onClose={stay} title={KIOSK_IDLE_TITLE} closeLabel={KIOSK_IDLE_STAY}>
        <p>{KIOSK_IDLE_TEXT}</p>
        <Button onClick={stay}>{KIOSK_IDLE_STAY}</Button>
      </Modal>
    </div>
  );
}
