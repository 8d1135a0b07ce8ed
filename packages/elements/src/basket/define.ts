import { defineVenueElement } from '../internal/createElement.ts';
import { Basket, type BasketProps } from './Basket.tsx';

/**
 * `<venue-basket checkout-url="/basket/checkout" continue-url="/redirect-to-selected-venue">`
 * @event venue:basket-change - from this element when items are removed here; detail `BasketChangeDetail`
 * (events/venueEvents.ts)
 */
defineVenueElement<BasketProps>('venue-basket', Basket, { checkoutUrl: 'string', continueUrl: 'string' });
