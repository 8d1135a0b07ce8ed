import type { CartSlice } from './cart.ts';
import type { SliceTools } from './types.ts';

/**
 * The cart slice in the store at hand (`ensure`: page-store.ts passes the page's), its code fetched first
 * when no view on the page has loaded it: it comes in its own chunk, so a guest's page never fetches it.
 */
export async function cartWith(ensure: SliceTools['ensure']): Promise<CartSlice> {
  const { cartSlice } = await import('./cart.ts');
  return ensure(cartSlice);
}

/** Loads the basket once someone is logged in (the nav's count and the basket follow the login). */
export async function loadBasketWith(ensure: SliceTools['ensure']): Promise<boolean> {
  return (await cartWith(ensure)).load();
}
