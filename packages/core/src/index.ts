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
  isApiError,
  memoryCookieJar,
  parentCookieDomain,
  serverMessageOf,
  statusMessage,
  toCamel,
  toSnake,
  tokenCookieName,
  MAX_QUERY_RETRIES,
} from './api/index.ts';
export type {
  ApiClient,
  ApiConfig,
  ApiResponse,
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
  createIdleTimer,
  isCreditTender,
  CART_DEBOUNCE_MS,
  DEFAULT_MAP_RADIUS_MILES,
  DEFAULT_MAP_VIEW,
  DEFAULT_TOAST_DURATION_MS,
  KIOSK_HOME_PATH,
  KIOSK_IDLE_MS,
  KIOSK_IDLE_WARNING_MS,
  LOGIN_STATUS_POLL_MS,
  TOAST_TYPES,
  selectAuth,
  selectCart,
  selectCartItemCount,
  selectCartItems,
  selectCartTotals,
  selectIsEmbedded,
  selectIsKiosk,
  selectIsLoggedIn,
  selectKiosk,
  selectLoginModalOpen,
  selectMap,
  selectPayments,
  selectSelectedVenueSlug,
  selectSystem,
  selectToastList,
  selectToasts,
  selectUser,
  selectVenue,
} from './store/index.ts';
export type {
  AddCourseInput,
  AuthSlice,
  AuthStatus,
  CartActionResult,
  CartSlice,
  CartStatusFlags,
  IdleTimer,
  IdleTimerOptions,
  KioskSlice,
  MapSlice,
  PaymentEntry,
  PaymentsSlice,
  SessionEventDetail,
  SessionEventName,
  SessionState,
  SessionStore,
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
  toSessionUser,
  toVenue,
  CARTABLE_TYPES,
  METRES_PER_MILE,
  TENDER_TYPES,
  TILL_TENDER_TYPES,
} from './domain/index.ts';
export type {
  CartAddItem,
  CartableResource,
  CartableType,
  CartCredit,
  CartCredits,
  CartData,
  CartItem,
  CartItemResponse,
  CartResponse,
  CartTotals,
  ClientInfo,
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
export {
  dayjs,
  formatMinutes,
  formatTimeOfDay,
  formatTimeValue,
  instantOf,
  localOf,
  minutesSinceMidnight,
  parseWireTime,
  startOfWeek,
  toTimeValue,
  toWireTime,
  weekDays,
  LAST_MINUTE_OF_DAY,
  WIRE_TIME_FORMAT,
  WIRE_TIME_PATTERN,
} from './time/index.ts';
export type { ClockFormat, Dayjs, TimeValue } from './time/index.ts';

// Messages
export { catalogue, t, LANGUAGE, NAMESPACES } from './messages/index.ts';
export type { Catalogue, MessageKey, MessageParams, Namespace } from './messages/index.ts';

// Payments (owned by the checkout engineer: payments/)
export * from './payments/index.ts';
