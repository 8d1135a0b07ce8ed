// The `venue:*` events, one per fact, one detail shape each, every one a bubbling, composed
// CustomEvent. A fact an element caused (a course added in <course-booking>, an item removed in
// <venue-basket>, an order completed in <venue-checkout>, a login through <venue-login>, a log out
// through <venue-nav>) is raised once from that element, so listeners on it, on any ancestor, on
// document and on window each hear it once; a fact no element caused (the login-status poll noticing
// a logout, another tab, the theme loading) is raised once on document. Hosts import the map:
//   document.addEventListener('venue:basket-change', (e) => e.detail.itemCount);
// registry.ts's EVENTS describes the same names and shapes for custom-elements.json and the shipped
// typings (a test compares them).
import type { SessionEventDetail } from '@venue/core';
import type { ThemeLoadResult } from '@venue/theme';

/** `venue:logged-in`: a customer logged in. */
export type LoggedInDetail = SessionEventDetail['logged-in'];
/** `venue:logged-out`: the customer logged out (no detail). */
export type LoggedOutDetail = SessionEventDetail['logged-out'];
/** `venue:basket-change`: the basket's contents changed (added, removed, cleared, or emptied by an order). */
export type BasketChangeDetail = SessionEventDetail['basket-change'];
/** `venue:booking-confirmed`: checkout completed; the confirmation lives at /booking-confirmed/{completeOrderId}. */
export type BookingConfirmedDetail = SessionEventDetail['booking-confirmed'];
/**
 * `venue:navigate`: `<activity-booking>` asks the page to show another place (a category, a week, a day);
 * cancelable. A page with a router cancels it and routes to `path`; otherwise the element moves itself.
 */
export interface NavigateDetail {
  /** `/location/{venue}[/{activity}[/{date}]]`, under the element's base-url. */
  path: string;
  /** Replace the current history entry rather than add one (e.g. a broken activity link). */
  replace: boolean;
}
/** `venue:theme`: the embed bundle loaded the client's theme, or could not (maintenance, error). */
export type ThemeDetail = ThemeLoadResult;

/** Every `venue:*` event name and its detail type. */
export interface VenueEventMap {
  'venue:logged-in': LoggedInDetail;
  'venue:logged-out': LoggedOutDetail;
  'venue:basket-change': BasketChangeDetail;
  'venue:booking-confirmed': BookingConfirmedDetail;
  'venue:theme': ThemeDetail;
  'venue:navigate': NavigateDetail;
}

export type VenueEventName = keyof VenueEventMap;

/** The DOM event of each name, as listeners receive it. */
export type VenueDomEventMap = { [K in VenueEventName]: CustomEvent<VenueEventMap[K]> };

declare global {
  // Typed `addEventListener('venue:…')` on window, document and any element (events bubble to all).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DocumentEventMap extends VenueDomEventMap {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface HTMLElementEventMap extends VenueDomEventMap {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface WindowEventMap extends VenueDomEventMap {}
}
