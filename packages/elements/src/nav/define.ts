import { defineVenueElement } from '../internal/createElement.ts';
import { Nav } from './Nav.tsx';

/**
 * `<venue-nav base-url="https://bookings.example.com" account-url="..." online-joining logo-url="...">`:
 * the top navigation and mobile drawer.
 * @event venue:logged-out - from this element when its Log out was used; detail `LoggedOutDetail`
 * (events/venueEvents.ts)
 */
defineVenueElement('venue-nav', Nav, {
  baseUrl: 'string',
  accountUrl: 'string',
  onlineJoining: 'boolean',
  logoUrl: 'string',
});
