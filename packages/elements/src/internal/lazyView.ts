import { createElement, lazy, Suspense, type ComponentType } from 'react';

/**
 * A view whose code loads on first render, for heavy elements (checkout, course booking): the tag is
 * defined at once (so it upgrades immediately), while its code arrives in a separate chunk and does
 * not count against the first paint of the other elements.
 *
 * `defineVenueElement('venue-checkout', lazyView(() => import('./Checkout.tsx').then(m => m.Checkout)), {...})`
 */
export function lazyView<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() }));
  function LazyView(props: P) {
    // A busy indicator with no text: the real view replaces it within a frame or two on a warm cache.
    return createElement(
      Suspense,
      { fallback: createElement('div', { 'aria-busy': 'true', 'data-venue-loading': '' }) },
      createElement(Lazy as unknown as ComponentType<P>, props),
    );
  }
  return LazyView;
}
