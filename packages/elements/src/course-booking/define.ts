import { defineVenueElement } from '../internal/createElement.ts';
import { lazyView } from '../internal/lazyView.ts';
import type { CourseBookingProps } from './CourseBooking.tsx';

/**
 * `<course-booking venue="riverside" activity="swimming" course="swimming-lessons-stage-1">`
 * @event venue:basket-change - from this element: a course was added; detail `BasketChangeDetail`
 * (events/venueEvents.ts)
 */
defineVenueElement<CourseBookingProps>(
  'course-booking',
  lazyView(() => import('./CourseBooking.tsx').then((m) => m.CourseBooking)),
  { venue: 'string', activity: 'string', course: 'string', basketUrl: 'string', checkoutUrl: 'string' },
);
