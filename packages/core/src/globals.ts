// Page-wide singletons live on globalThis under versioned registry symbols, so two bundles loaded
// separately on one page (each with its own copy of this module) still find the same instance.
// Bump the version suffix only with a breaking change of the shape stored there.
export const SESSION_STORE_KEY = Symbol.for('venue.session-store.v2');
export const API_CLIENT_KEY = Symbol.for('venue.api-client.v1');
export const SESSION_EVENTS_KEY = Symbol.for('venue.session-events.v1');

type Registry = Record<symbol, unknown>;

export function readGlobal<T>(key: symbol): T | undefined {
  return (globalThis as unknown as Registry)[key] as T | undefined;
}

export function writeGlobal<T>(key: symbol, value: T): T {
  (globalThis as unknown as Registry)[key] = value;
  return value;
}

/** Returns the page's instance under key, creating it once. */
export function pageSingleton<T>(key: symbol, create: () => T): T {
  const existing = readGlobal<T>(key);
  return existing !== undefined ? existing : writeGlobal(key, create());
}
