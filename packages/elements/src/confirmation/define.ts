import { defineVenueElement } from '../internal/createElement.ts';
import { lazyView } from '../internal/lazyView.ts';
import type { BookingConfirmationProps } from './BookingConfirmation.tsx';

/** `<booking-confirmation order-id="ord-0077">` for `/booking-confirmed/{completeOrderId}`. */
defineVenueElement<BookingConfirmationProps>(
  'booking-confirmation',
  lazyView(() => import('./BookingConfirmation.tsx').then((m) => m.BookingConfirmation)),
  { orderId: 'string', completeOrderId: 'string', homeUrl: 'string' },
);
