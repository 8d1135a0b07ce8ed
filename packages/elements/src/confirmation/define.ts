import { defineVenueElement } from '../internal/createElement.ts';
import { BookingConfirmation, type BookingConfirmationProps } from './BookingConfirmation.tsx';

/**
 * `<booking-confirmation order-id="ord-0077">` for `/booking-confirmed/{completeOrderId}`;
 * `kind="online-joining"` for `/order-confirmed/{completeOrderId}` (membership wording).
 */
defineVenueElement<BookingConfirmationProps>('booking-confirmation', BookingConfirmation, {
  orderId: 'string',
  completeOrderId: 'string',
  homeUrl: 'string',
  kind: 'string',
});
