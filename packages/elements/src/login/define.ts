import { defineVenueElement } from '../internal/createElement.ts';
import { Login } from './Login.tsx';

/**
 * `<venue-login>` renders the login modal whenever the session asks for it;
 * `<venue-login mode="page" redirect="/basket">` renders the /login form;
 * `<venue-login mode="reset" token="...">` the new-password form of the reset e-mail's link.
 * @event venue:logged-in - from this element when the customer logged in through it; detail `LoggedInDetail`
 * (events/venueEvents.ts)
 */
defineVenueElement('venue-login', Login, { mode: 'string', baseUrl: 'string', redirect: 'string', token: 'string' });
