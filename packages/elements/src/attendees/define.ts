import { defineVenueElement } from '../internal/createElement.ts';
import { AttendeeSelection, type AttendeeSelectionProps } from './AttendeeSelection.tsx';

/** `<attendee-selection checkout-url="/basket/checkout" basket-url="/basket">` (ROUTE-013 `/attendees`). */
defineVenueElement<AttendeeSelectionProps>('attendee-selection', AttendeeSelection, {
  checkoutUrl: 'string',
  basketUrl: 'string',
});
