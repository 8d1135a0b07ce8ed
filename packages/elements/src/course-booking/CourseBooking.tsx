import { useEffect, useState } from 'react';
import { selectBookingSource } from '@venue/core';
import { themeRoot } from '@venue/theme';
import { useSession } from '../internal/useSession.ts';
import { CourseDetail } from './CourseDetail.tsx';
import { CourseList } from './CourseList.tsx';
import * as styles from './courseBooking.css.ts';

export interface CourseBookingProps {
  /** Venue slug, e.g. `riverside`. */
  venue?: string;
  /** Activity (category) slug narrowing the list. */
  activity?: string;
  /** Course id or slug: shows that course's book view straight away. */
  course?: string;
  /** Where "View basket" goes (default /basket). */
  basketUrl?: string;
  /** Where "Checkout now" goes (default /basket/checkout). */
  checkoutUrl?: string;
}

/**
 * `<course-booking>`: the course list of a venue and activity, and a course's book view (waiver,
 * questions, review panel, Book). Choosing a course from the list opens it in place, so the element
 * works the same on an operator's page as in the host app.
 */
function CourseBookingView({
  venue,
  activity,
  course,
  basketUrl = '/basket',
  checkoutUrl = '/basket/checkout',
}: CourseBookingProps) {
  const [chosen, setChosen] = useState<string | null>(course ?? null);
  const frontOfHouse = useSession(selectBookingSource) === 'foh';
  const selectedUserId = useSession((s) => s.cart.selectedUserId);
  useEffect(() => setChosen(course ?? null), [course]);

  return (
    <div className={styles.root}>
      {chosen ? (
        <CourseDetail
          idOrSlug={chosen}
          basketUrl={basketUrl}
          checkoutUrl={checkoutUrl}
          onBack={course ? undefined : () => setChosen(null)}
        />
      ) : (
        <CourseList
          venue={venue}
          activity={activity}
          selectedUserId={frontOfHouse ? selectedUserId : null}
          onSelect={(c) => setChosen(c.slug ?? c.id)}
        />
      )}
    </div>
  );
}

/** The view inside the theme root, which resolves the public --venue-* tokens for everything below it. */
export function CourseBooking(props: CourseBookingProps) {
  return (
    <div className={themeRoot}>
      <CourseBookingView {...props} />
    </div>
  );
}
