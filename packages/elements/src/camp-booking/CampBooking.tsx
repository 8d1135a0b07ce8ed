import { useEffect, useState } from 'react';
import { selectBookingSource, selectSelectedUserId } from '@venue/core';
import { themeRoot } from '@venue/theme';
import { lazyView } from '../internal/lazyView.ts';
import { useSession } from '../internal/useSession.ts';
import { CampList } from './CampList.tsx';
import * as styles from '../course-booking/courseBooking.css.ts';

// A camp's book view (days, attendees, waiver, the staff picker) loads when a camp is opened (issue 12).
const CampDetail = lazyView(() => import('./CampDetail.tsx').then((m) => m.CampDetail));

export interface CampBookingProps {
  /** Venue slug, e.g. `riverside`. */
  venue?: string;
  /** Activity (category) slug narrowing the list, e.g. `multi-sport-camps`. */
  activity?: string;
  /** Camp id or slug: shows that camp straight away. */
  camp?: string;
  /** Where "View basket" goes (default /basket). */
  basketUrl?: string;
  /** Where "Checkout now" goes (default /basket/checkout). */
  checkoutUrl?: string;
}

/**
 * `<camp-booking>`: the camps of a venue and activity, and a camp's book view (whole camp or single days,
 * attendee, waiver, questions). Choosing a camp opens it in place, so the element works the same on an
 * operator's page as in the host app.
 */
function CampBookingView({
  venue,
  activity,
  camp,
  basketUrl = '/basket',
  checkoutUrl = '/basket/checkout',
}: CampBookingProps) {
  const [chosen, setChosen] = useState<string | null>(camp ?? null);
  const frontOfHouse = useSession(selectBookingSource) === 'foh';
  const selectedUserId = useSession(selectSelectedUserId);
  useEffect(() => setChosen(camp ?? null), [camp]);
  return (
    <div className={styles.root}>
      {chosen ? (
        <CampDetail
          idOrSlug={chosen}
          basketUrl={basketUrl}
          checkoutUrl={checkoutUrl}
          onBack={camp ? undefined : () => setChosen(null)}
        />
      ) : (
        <CampList
          venue={venue}
          activity={activity}
          selectedUserId={frontOfHouse ? selectedUserId : null}
          onSelect={(c) => setChosen(c.slug ?? c.id)}
        />
      )}
    </div>
  );
}

export function CampBooking(props: CampBookingProps) {
  return (
    <div className={themeRoot}>
      <CampBookingView {...props} />
    </div>
  );
}
