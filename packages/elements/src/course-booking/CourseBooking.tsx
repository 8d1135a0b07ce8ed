import { useEffect, useState } from 'react';
import { selectBookingSource, selectSelectedUserId } from '@venue/core';
import { themeRoot } from '@venue/theme';
import { askToNavigate } from '../internal/askToNavigate.ts';
import { useHostElement } from '../internal/hostContext.ts';
import { lazyView } from '../internal/lazyView.ts';
import { useSession } from '../internal/useSession.ts';
import { CourseList } from './CourseList.tsx';
import * as styles from './courseBooking.css.ts';

// A course's book view (questions, waiver, tooltip, the staff picker) loads when a course is opened: a page
// showing the list does not fetch it (issue 12).
const CourseDetail = lazyView(() => import('./CourseDetail.tsx').then((m) => m.CourseDetail));

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
  const selectedUserId = useSession(selectSelectedUserId);
  useEffect(() => setChosen(course ?? null), [course]);
  const host = useHostElement();
  // Opened from the list through the page's router: Back (the browser's, or ours) returns to the list.
  const [routedFromList, setRoutedFromList] = useState(false);
  const open = (c: { id: string; slug?: string | null; category?: { slug?: string | null } | null }) => {
    const idOrSlug = c.slug ?? c.id;
    const activitySlug = c.category?.slug ?? activity;
    // ROUTE-019: the course's own address, /courses/location/{venue}/{activity}/{course}/book, when a router
    // takes it; otherwise (an operator's page) the course opens in place as before.
    const path =
      venue && activitySlug
        ? `/courses/location/${encodeURIComponent(venue)}/${encodeURIComponent(activitySlug)}/${encodeURIComponent(idOrSlug)}/book`
        : null;
    if (path && askToNavigate(host, path)) setRoutedFromList(true);
    else setChosen(idOrSlug);
  };
  const onBack = course ? (routedFromList ? () => history.back() : undefined) : () => setChosen(null);

  return (
    <div className={styles.root}>
      {chosen ? (
        <CourseDetail idOrSlug={chosen} basketUrl={basketUrl} checkoutUrl={checkoutUrl} onBack={onBack} />
      ) : (
        <CourseList
          venue={venue}
          activity={activity}
          selectedUserId={frontOfHouse ? selectedUserId : null}
          onSelect={open}
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
