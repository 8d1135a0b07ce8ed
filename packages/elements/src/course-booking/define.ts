import { defineVenueElement } from '../internal/createElement.ts';
import { CourseBooking, type CourseBookingProps } from './CourseBooking.tsx';

/**
 * `<course-booking venue="riverside" activity="swimming" course="swimming-lessons-stage-1">`
 * @event venue:basket-change - from this element: a course was added; detail `BasketChangeDetail`
 * (events/venueEvents.ts)
 */
defineVenueElement<CourseBookingProps>('course-booking', CourseBooking, {
  venue: 'string',
  activity: 'string',
  course: 'string',
  basketUrl: 'string',
  checkoutUrl: 'string',
});
