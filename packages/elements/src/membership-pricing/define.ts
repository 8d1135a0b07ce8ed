import { defineVenueElement } from '../internal/createElement.ts';
import { MembershipPricing, type MembershipPricingProps } from './MembershipPricing.tsx';

/**
 * `<membership-pricing venue="riverside" basket-url="/basket" register-url="/register">` for `/pricing`.
 * @event venue:basket-change - from this element when a logged-in customer puts a membership in the basket;
 * detail `BasketChangeDetail` (events/venueEvents.ts)
 */
defineVenueElement<MembershipPricingProps>('membership-pricing', MembershipPricing, {
  venue: 'string',
  basketUrl: 'string',
  registerUrl: 'string',
});
