// The `venue:*` events the elements raise on `document` (bubbling, composed), one per fact, one
// detail shape each. Hosts import the map and get typed listeners:
//   document.addEventListener('venue:basket-change', (e) => e.detail.itemCount);
import type { SessionEventDetail } from '@venue/core';

/** `venue:logged-in`: a customer logged in. */
export type LoggedInDetail = SessionEventDetail['logged-in'];
/** `venue:logged-out`: the customer logged out (no detail). */
export type LoggedOutDetail = SessionEventDetail['logged-out'];
/** `venue:basket-change`: the basket's contents changed (added, removed, cleared, or emptied by an order). */
export type BasketChangeDetail = SessionEventDetail['basket-change'];
/** `venue:booking-confirmed`: checkout completed; the confirmation lives at /booking-confirmed/{completeOrderId}. */
export type BookingConfirmedDetail = SessionEventDetail['booking-confirmed'];

/** Every `venue:*` event name and its detail type. */
export interface VenueEventMap {
  'venue:logged-in': LoggedInDetail;
  'venue:logged-out': LoggedOutDetail;
  'venue:basket-change': BasketChangeDetail;
  'venue:booking-confirmed': BookingConfirmedDetail;
}

export type VenueEventName = keyof VenueEventMap;

/** The DOM event of each name, as listeners receive it. */
export type VenueDomEventMap = { [K in VenueEventName]: CustomEvent<VenueEventMap[K]> };

declare global {
  // Typed `addEventListener('venue:…')` on document and on any element (events bubble to both).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DocumentEventMap extends VenueDomEventMap {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface HTMLElementEventMap extends VenueDomEventMap {}
}
