import { defineVenueElement } from '../internal/createElement.ts';
import { Basket, type BasketProps } from './Basket.tsx';

/**
 * `<venue-basket checkout-url="/basket/checkout" continue-url="/redirect-to-selected-venue">`
 * @event venue:basket-change - raised on the page when an item is removed (core's session event)
 */
defineVenueElement<BasketProps>('venue-basket', Basket, { checkoutUrl: 'string', continueUrl: 'string' });
