import { defineVenueElement } from '../internal/createElement.ts';
import { CampBooking, type CampBookingProps } from './CampBooking.tsx';

/**
 * `<camp-booking venue="riverside" activity="multi-sport-camps" camp="summer-multi-sport-camp">`
 * @event venue:basket-change - from this element: a camp (or some of its days) was added; detail `BasketChangeDetail`
 * (events/venueEvents.ts)
 */
defineVenueElement<CampBookingProps>('camp-booking', CampBooking, {
  venue: 'string',
  activity: 'string',
  camp: 'string',
  basketUrl: 'string',
  checkoutUrl: 'string',
});
