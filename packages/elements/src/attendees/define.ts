import { defineVenueElement } from '../internal/createElement.ts';
import { lazyView } from '../internal/lazyView.ts';
import type { AttendeeSelectionProps } from './AttendeeSelection.tsx';

/** `<attendee-selection checkout-url="/basket/checkout" basket-url="/basket">` (ROUTE-013 `/attendees`). */
defineVenueElement<AttendeeSelectionProps>(
  'attendee-selection',
  lazyView(() => import('./AttendeeSelection.tsx').then((m) => m.AttendeeSelection)),
  { checkoutUrl: 'string', basketUrl: 'string' },
);
