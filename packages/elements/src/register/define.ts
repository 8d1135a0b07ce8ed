import { defineVenueElement } from '../internal/createElement.ts';
import { Register, type RegisterProps } from './Register.tsx';

/**
 * `<venue-register onboarding-type="membership_purchase" source="online-joining" redirect="/basket">`: the
 * sign-up form; for logged-in staff, the front-of-house customer form.
 * @event venue:logged-in - from this element when a guest's new account logged in; detail `LoggedInDetail`
 * (events/venueEvents.ts)
 */
defineVenueElement<RegisterProps>('venue-register', Register, {
  onboardingType: 'string',
  source: 'string',
  redirect: 'string',
  baseUrl: 'string',
});
