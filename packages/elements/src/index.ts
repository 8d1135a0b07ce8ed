// The public API of @venue/elements for code that builds on the element layer: the one factory and
// the hooks views use. Each flow's tag is registered by its own `<flow>/define.ts`, listed in registry.ts.
export {
  defineVenueElement,
  eventBinding,
  type AttributeType,
  type VenueElementOptions,
} from './internal/createElement.ts';
export { ElementErrorBoundary, GENERIC_ERROR_TEXT } from './internal/ErrorBoundary.tsx';
export {
  createVenueEvent,
  EVENT_PREFIX,
  HostElementContext,
  useHostElement,
  useVenueEvents,
  type EmitVenueEvent,
} from './internal/hostContext.ts';
export { useSession, type SessionState } from './internal/useSession.ts';
export { lazyView } from './internal/lazyView.ts';
export { ensureLiveRegion, LIVE_REGION_ID } from './internal/liveRegion.ts';
export { announce } from './internal/announce.ts';
export { installPageBridges, SESSION_EVENT_NAMES, venueEventTarget } from './internal/pageBridges.ts';
export { adoptSharedStyles, getRegisteredCss, getSharedSheet, registerStyles } from './internal/styles.ts';
export { VERSION } from './internal/version.ts';
export type {
  BasketChangeDetail,
  BookingConfirmedDetail,
  LoggedInDetail,
  LoggedOutDetail,
  NavigateDetail,
  ThemeDetail,
  VenueDomEventMap,
  VenueEventMap,
  VenueEventName,
} from './events/venueEvents.ts';
