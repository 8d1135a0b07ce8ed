declare const __VENUE_VERSION__: string | undefined;

/** The build stamps the package version here (rollup `replace`); unbuilt code reports `dev`. */
export const VERSION: string = typeof __VENUE_VERSION__ === 'string' ? __VENUE_VERSION__ : 'dev';

const REGISTRY_KEY = Symbol.for('venue.bundles.v1');

export interface LoadedBundle {
  name: string;
  version: string;
  url: string;
}

/**
 * Records which bundles run on the page (`window.venueElements.bundles`), so an operator or support
 * can see the versions at a glance in the console.
 */
export function stampBundle(name: string, url: string): readonly LoadedBundle[] {
  const holder = globalThis as unknown as Record<symbol, LoadedBundle[] | undefined> & { venueElements?: unknown };
  const bundles = (holder[REGISTRY_KEY] ??= []);
  bundles.push({ name, version: VERSION, url });
  holder.venueElements = { version: VERSION, bundles };
  return bundles;
}
