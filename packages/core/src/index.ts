// @venue/core: the framework-free core. No React, no styling (core.no-react.test.ts proves it).
// Exports by name; test helpers (testing/) are reached by path and never from here.

// API client
export {
  ApiError,
  configureApi,
  createApiClient,
  documentCookieJar,
  getApi,
  isApiConfigured,
  isCrossOrigin,
  isApiError,
  memoryCookieJar,
  parentCookieDomain,
  serverMessageOf,
  statusMessage,
  toCamel,
  toSnake,
  preloadSnakeCasing,
  tokenCookieName,
  MAX_QUERY_RETRIES,
  endpoints,
  timetableVersion,
} from './api/index.ts';
export type {
  ApiClient,
  ApiConfig,
  ApiResponse,
  CourseFilters,
  BookingListFilters,
  CreateCustomerInput,
  OnboardingType,
  RegisterInput,
  TimetableRequest,
  TimetableVersion,
  CookieAttributes,
  CookieJar,
  FieldErrors,
  Method,
  PageMeta,
  QueryResult,
  RequestOptions,
  ToastRequest,
  ToastType,
} from './api/index.ts';

// Session store
export {
  createSessionStore,
  getSessionStore,
  sessionEvents,
  emitSessionEvent,
  onSessionEvent,
  originOf,
  createIdleTimer,
  isCreditTender,
  customerLabel,
  CART_DEBOUNCE_MS,
  DEFAULT_MAP_RADIUS_MILES,
  DEFAULT_MAP_VIEW,
  DEFAULT_TOAST_DURATION_MS,
  KIOSK_HOME_PATH,
  KIOSK_IDLE_MS,
  KIOSK_IDLE_WARNING_MS,
  LOGIN_STATUS_POLL_MS,
  TOAST_TYPES,
  selectBasketCount,
  selectBookingSource,
  selectSelectedUserId,
  selectIsKiosk,
  kioskSlice,
  ensureSlices,
  ensureSlicesIn,
  loadBasket,
  loadCart,
  LAZY_SLICES,
  cartSlice,
  paymentsSlice,
  checkoutSlice,
  mapSlice,
  attendeesSlice,
  customersSlice,
} from './store/index.ts';
export type {
  AddCourseInput,
  AttendeesSendResult,
  AttendeesSlice,
  PreviousAttendee,
  CreateCustomerResult,
  CustomerSummary,
  CustomersSlice,
  CheckoutPayRequest,
  CheckoutSlice,
  CompletionTarget,
  AuthSlice,
  AuthStatus,
  CartActionResult,
  CartSlice,
  CartStatusFlags,
  IdleTimer,
  IdleTimerOptions,
  KioskSlice,
  MapSlice,
  PasswordResetOutcome,
  PaymentEntry,
  PaymentsSlice,
  EventOrigin,
  SessionEvent,
  SessionEventDetail,
  SessionEventName,
  SessionState,
  SessionStore,
  BaseSessionState,
  LazySessionState,
  LazySliceName,
  PageSessionState,
  SliceDef,
  SliceName,
  StoreDeps,
  SystemSlice,
  Toast,
  ToastInput,
  ToastsSlice,
  VenueListSource,
  VenueSlice,
} from './store/index.ts';

// Domain
export {
  emptyCartData,
  emptyCredits,
  milesToMetres,
  sortBySortKey,
  toCartData,
  toCartItem,
  cartItemWhen,
  formatSession,
  summariseSessions,
  toClientInfo,
  toSessionUser,
  toVenue,
  toVenueCategory,
  isCustomerAllocation,
  CARTABLE_TYPES,
  METRES_PER_MILE,
  TENDER_TYPES,
  TILL_TENDER_TYPES,
  BOOKING_TYPES,
  CART_SOURCES,
  isUuid,
  confirmationPath,
} from './domain/index.ts';
export type {
  ActivityClass,
  Booking,
  Camelized,
  Cancellation,
  Category,
  VenueCategory,
  VenueCategoryResponse,
  Clash,
  Course,
  CourseBookableActionName,
  CourseSession,
  CustomQuestion,
  CustomQuestionSection,
  Occurrence,
  Order,
  Restriction,
  SessionRestriction,
  UserLink,
  WaitlistEntry,
  CalendarFeed,
  CartAddItem,
  CartableResource,
  CartableType,
  CartCredit,
  CartCredits,
  CartData,
  CartItem,
  CartChildItemResponse,
  CartItemResponse,
  CartResponse,
  SessionSummary,
  SummaryOptions,
  TimedSession,
  CartSource,
  CartTotals,
  ClientInfo,
  ClientResponse,
  CreditTender,
  CreditType,
  DocumentExpiry,
  FontOption,
  MapCoordinates,
  MembershipUser,
  OfflineTender,
  SessionUser,
  TenderType,
  ThemeFields,
  Transaction,
  TransactionStatus,
  UserResponse,
  Venue,
  VenueResponse,
} from './domain/index.ts';

// Money and time
export { currencySymbol, formatMoney, parseMoney, zeroMoney, DEFAULT_CURRENCY_SYMBOL } from './money/index.ts';
export type { Money, MoneyWire } from './money/index.ts';
// The time barrel is already the curated public list; repeating it here would let the two drift.
export * from './time/index.ts';

// Messages
export { catalogue, commonMessages, t, LANGUAGE, NAMESPACES } from './messages/index.ts';
export type { Catalogue, MessageKey, MessageParams, Namespace } from './messages/index.ts';

// Payments (owned by the checkout engineer: payments/)
export * from './payments/index.ts';

// Venue search (the venue picker's list and map)
export {
  clampRadius,
  formatMiles,
  hasUsableCoordinates,
  milesBetween,
  searchVenues,
  venueNameMatches,
  MAX_SEARCH_RADIUS_MILES,
  MIN_SEARCH_RADIUS_MILES,
} from './domain/index.ts';
export type { PlacedVenue, VenueResult, VenueSearch, VenueSearchMode, VenueSearchResult } from './domain/index.ts';
// Online joining and discount codes (issue 11)
export { forgetJoiningChoice, pendingJoiningChoice, rememberJoiningChoice, JOINING_CHOICE_KEY } from './store/index.ts';
export type { DiscountResult, JoiningChoice } from './store/index.ts';
export type { CartDiscount } from './domain/index.ts';
export type {
  MembershipOfferAnswer,
  MembershipPricingOptionAnswer,
  VenueAnswer,
  VenueMembershipsAnswer,
} from './api/endpoints/index.ts';
/** Onboarding value lists (sign-up, issue 10): zod-free, safe for browser bundles. */
export { ONBOARDING_SOURCES, ONBOARDING_TYPES } from './contract/values.ts';

// iCalendar text for "Add to calendar" (also the server's calendar feed, through @venue/core/calendar)
export * from './calendar/index.ts';
// Resource hire and ticketed sessions (issue 9): slot keys, the court grid, ticket totals per customer
export { webAddress } from './domain/webAddress.ts';
export { allocationOf, courtGrid, slotKey } from './domain/resourceHire.ts';
export type { Allocation, CourtSlot, SlotRow } from './domain/resourceHire.ts';
export { clampQuantity, ticketTotals, ticketUnitPrice, withDiscount, MAX_TICKETS_PER_TYPE } from './domain/tickets.ts';
export type { SelectedTicket, TicketDiscounts } from './domain/tickets.ts';
export type { FastTicket, Slot, TicketPriceAnswer } from './domain/contract-views.ts';
