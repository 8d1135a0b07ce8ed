import { defineVenueElement } from '../internal/createElement.ts';
import { lazyView } from '../internal/lazyView.ts';
import type { BookingConfirmationProps } from './BookingConfirmation.tsx';

/**
 * `<booking-confirmation order-id="ord-0077">` for `/booking-confirmed/{completeOrderId}`;
 * `kind="online-joining"` for `/order-confirmed/{completeOrderId}` (membership wording).
 */
defineVenueElement<BookingConfirmationProps>(
  'booking-confirmation',
  lazyView(() => import('./BookingConfirmation.tsx').then((m) => m.BookingConfirmation)),
  { orderId: 'string', completeOrderId: 'string', homeUrl: 'string', kind: 'string' },
);
