import { defineVenueElement } from '../internal/createElement.ts';
import { Nav } from './Nav.tsx';

/**
 * `<venue-nav base-url="https://bookings.example.com" account-url="..." online-joining logo-url="...">`:
 * the top navigation and mobile drawer.
 */
defineVenueElement('venue-nav', Nav, {
  baseUrl: 'string',
  accountUrl: 'string',
  onlineJoining: 'boolean',
  logoUrl: 'string',
});
