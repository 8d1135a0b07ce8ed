import { defineVenueElement } from '../internal/createElement.ts';
import { VenueAccount, type VenueAccountProps } from './VenueAccount.tsx';

/**
 * `<venue-account booking-url="https://bookings.example.com" base-path="/" guest-passes>`: the account
 * area, its navigation and the screen for the page's path (ROUTE-021 to ROUTE-027, /family).
 * @event venue:logged-in - from this element when the customer logged in through its login form
 * @event venue:logged-out - from this element when its Log out was used
 */
defineVenueElement<VenueAccountProps>('venue-account', VenueAccount, {
  basePath: 'string',
  bookingUrl: 'string',
  guestPasses: 'boolean',
  path: 'string',
});
