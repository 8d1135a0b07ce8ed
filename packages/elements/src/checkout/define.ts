import { defineVenueElement } from '../internal/createElement.ts';
import { Checkout, type CheckoutProps } from './Checkout.tsx';

/**
 * `<venue-checkout basket-url="/basket" continue-url="/redirect-to-selected-venue"
 * confirmation-url="/booking-confirmed/">`; its code (and the card provider's, later still) loads only when
 * the element is used.
 * @event venue:basket-change - from this element when the completed order empties the basket; detail
 * `BasketChangeDetail`
 * @event venue:booking-confirmed - from this element: the order completed; detail `BookingConfirmedDetail`
 * (events/venueEvents.ts)
 */
defineVenueElement<CheckoutProps>('venue-checkout', Checkout, {
  basketUrl: 'string',
  continueUrl: 'string',
  confirmationUrl: 'string',
  noRedirect: 'boolean',
});
