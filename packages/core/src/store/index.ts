export {
  createSessionStore,
  ensureSlices,
  ensureSlicesIn,
  getSessionStore,
  LAZY_SLICES,
  loadCart,
  loadBasket,
  type SessionStore,
} from './session-store.ts';

export {
  emitSessionEvent,
  onSessionEvent,
  originOf,
  sessionEvents,
  type EventOrigin,
  type SessionEvent,
  type SessionEventDetail,
  type SessionEventName,
} from './events.ts';
export type {
  BaseSessionState,
  LazySessionState,
  LazySliceName,
  PageSessionState,
  SessionState,
  SliceDef,
  SliceName,
  StoreDeps,
} from './types.ts';
export type { SystemSlice } from './system.ts';
export { LOGIN_STATUS_POLL_MS, type AuthSlice, type AuthStatus, type PasswordResetOutcome } from './auth.ts';
export type { VenueListSource, VenueSlice } from './venue.ts';
export {
  CART_DEBOUNCE_MS,
  type AddCourseInput,
  type CartActionResult,
  type CartSlice,
  type CartStatusFlags,
} from './cart.ts';
export type { CheckoutPayRequest, CheckoutSlice, CompletionTarget } from './checkout.ts';
export { isCreditTender, type PaymentEntry, type PaymentsSlice } from './payments.ts';
export { KIOSK_HOME_PATH, type KioskSlice } from './kiosk.ts';
export {
  createIdleTimer,
  KIOSK_IDLE_MS,
  KIOSK_IDLE_WARNING_MS,
  type IdleTimer,
  type IdleTimerOptions,
} from './idle-timer.ts';
export { DEFAULT_TOAST_DURATION_MS, TOAST_TYPES, type Toast, type ToastInput, type ToastsSlice } from './toasts.ts';
export { DEFAULT_MAP_RADIUS_MILES, DEFAULT_MAP_VIEW, type MapSlice } from './map.ts';
export type { AttendeesSendResult, AttendeesSlice, PreviousAttendee } from './attendees.ts';
export { customerLabel, type CreateCustomerResult, type CustomerSummary, type CustomersSlice } from './customers.ts';
export { selectBasketCount, selectBookingSource, selectIsKiosk, selectSelectedUserId } from './selectors.ts';
export {
  forgetJoiningChoice,
  pendingJoiningChoice,
  rememberJoiningChoice,
  JOINING_CHOICE_KEY,
  type JoiningChoice,
} from './joiningChoice.ts';
export { joiningRegisterHref } from './cartJoining.ts';
export type { DiscountResult } from './cart.ts';
export { cartSlice } from './cart.ts';
export { kioskSlice } from './kiosk.ts';
export { paymentsSlice } from './payments.ts';
export { checkoutSlice } from './checkout.ts';
export { mapSlice } from './map.ts';
export { attendeesSlice } from './attendees.ts';
export { customersSlice } from './customers.ts';
