import { defineVenueElement } from '../internal/createElement.ts';
import { lazyView } from '../internal/lazyView.ts';
import type { MembershipPricingProps } from './MembershipPricing.tsx';

/**
 * `<membership-pricing venue="riverside" basket-url="/basket" register-url="/register">` for `/pricing`.
 * @event venue:basket-change - from this element when a logged-in customer puts a membership in the basket;
 * detail `BasketChangeDetail` (events/venueEvents.ts)
 */
defineVenueElement<MembershipPricingProps>(
  'membership-pricing',
  lazyView(() => import('./MembershipPricing.tsx').then((m) => m.MembershipPricing)),
  { venue: 'string', basketUrl: 'string', registerUrl: 'string' },
);
