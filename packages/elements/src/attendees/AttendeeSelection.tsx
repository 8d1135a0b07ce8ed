import { getSessionStore } from '@venue/core';
import { themeRoot } from '@venue/theme';
import { Button } from '@venue/ui';
import { lazyView } from '../internal/lazyView.ts';
import { useSession } from '../internal/useSession.ts';
import * as styles from './attendees.css.ts';

export interface AttendeeSelectionProps {
  /** Where 'Continue to checkout' goes (default /basket/checkout). */
  checkoutUrl?: string;
  /** Where 'Back to basket' goes (default /basket). */
  basketUrl?: string;
}

// The bookings, the people and the waivers (with the cart and attendees slices) load once someone is
// logged in: a guest only sees the prompt to log in (issue 12).
const AttendeeSelectionContents = lazyView<AttendeeSelectionProps>(() =>
  import('./AttendeeSelectionContents.tsx').then((m) => m.AttendeeSelectionContents),
);

/** `<attendee-selection>` (ROUTE-013): who attends each basket booking, and the waivers they still need. */
function AttendeeSelectionView(props: AttendeeSelectionProps) {
  const loggedIn = useSession((s) => s.auth.status === 'loggedIn');
  if (loggedIn) return <AttendeeSelectionContents {...props} />;
  return (
    <div className={styles.root}>
      <h1 className={styles.title}>Attendee selection</h1>
      <p>Log in to choose who is attending your bookings.</p>
      <div>
        <Button onClick={() => getSessionStore().getState().system.openLoginModal()}>Log in</Button>
      </div>
    </div>
  );
}

export function AttendeeSelection(props: AttendeeSelectionProps) {
  return (
    <div className={themeRoot}>
      <AttendeeSelectionView {...props} />
    </div>
  );
}
