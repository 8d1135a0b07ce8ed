export * from './types.ts';
export {
  formatSession,
  summariseSessions,
  type SessionSummary,
  type SummaryOptions,
  type TimedSession,
} from './sessionSummary.ts';
export { cartItemWhen } from './cartItemWhen.ts';
export {
  emptyCartData,
  emptyCredits,
  sortBySortKey,
  toCartData,
  toCartItem,
  type CartChildItemResponse,
  type CartItemResponse,
  type CartResponse,
} from './cart.ts';
export { toSessionUser, type UserResponse } from './user.ts';
export { milesToMetres, toVenue, METRES_PER_MILE, type VenueResponse } from './venue.ts';
export { isCustomerAllocation, toVenueCategory, type VenueCategoryResponse } from './venueCategory.ts';
export type {
  ActivityClass,
  Booking,
  Camelized,
  Cancellation,
  Category,
  VenueCategory,
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
} from './contract-views.ts';
export { BOOKING_TYPES, CART_SOURCES, isUuid, type CartSource } from './constants.ts';
export { confirmationPath } from './routes.ts';
export { toClientInfo, type ClientResponse } from './client.ts';
export {
  clampRadius,
  formatMiles,
  hasUsableCoordinates,
  milesBetween,
  searchVenues,
  venueNameMatches,
  MAX_SEARCH_RADIUS_MILES,
  MIN_SEARCH_RADIUS_MILES,
  type PlacedVenue,
  type VenueResult,
  type VenueSearch,
  type VenueSearchMode,
  type VenueSearchResult,
} from './venueSearch.ts';
