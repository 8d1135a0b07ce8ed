import type { SliceTools } from './types.ts';

/**
 * Loads the basket once someone is logged in (the nav's count and the basket follow the login), whichever
 * elements the page holds. The cart slice comes in its own chunk, so a guest's page never fetches it.
 * `ensure` creates the slice in the store at hand (page-store.ts loadBasket: the page's).
 */
export async function loadBasketWith(ensure: SliceTools['ensure']): Promise<boolean> {
  const { cartSlice } = await import('./cart.ts');
  return ensure(cartSlice).load();
}
