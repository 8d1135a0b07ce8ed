// @venue/core/runtime: the few names the elements' shared runtime (start-up, the element factory, the
// session hook, the toast viewport) needs, by their own modules. Importing the whole `@venue/core` entry
// there would make every module it re-exports part of the runtime's static graph, and the bundler would
// put whatever a lazy view uses of it (dates, the venue search, ...) into the chunk every page loads.
export { configureApi } from './api/global.ts';
export { getTheme } from './api/endpoints/venues.ts';
export { ensureSlicesIn, getSessionStore, loadBasket } from './store/page-store.ts';

export { originOf, sessionEvents, type SessionEventDetail } from './store/events.ts';
export type { SessionState, SliceDef } from './store/types.ts';
// For build/shims/ufo.mjs, which stands in for ofetch's ufo in the bundles.
export { joinBase, withQueryString } from './api/url.ts';
