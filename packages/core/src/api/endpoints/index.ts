export {
  forgottenPassword,
  register,
  resetPassword,
  type OnboardingSource,
  type OnboardingType,
  type RegisterInput,
} from './account.ts';
export {
  cancelBooking,
  getBookableCategories,
  getCamp,
  getCourse,
  getRestriction,
  listCamps,
  listCourses,
  type CourseFilters,
} from './courses.ts';
export {
  getActivityClass,
  getCategoryDates,
  getSlots,
  getTickets,
  getTimes,
  getTimetable,
  getVenueCategory,
  listVenueCategories,
  timetableVersion,
  type TimetableRequest,
  type TimetableVersion,
} from './timetable.ts';
export { joinWaitlist, leaveWaitlist, listMyWaitlist } from './waitlist.ts';
export {
  geocode,
  getFooter,
  type FooterAnswer,
  previousAttendees,
  priceTicket,
  saveActivityAnswers,
  saveCartQuestions,
  saveWaivers,
} from './activities.ts';
export { getOrder, listOrders } from './orders.ts';
export { createCustomer, searchCustomers, type CreateCustomerInput } from './customers.ts';
export {
  authoriseCheckout,
  completeCheckout,
  completeSca,
  payCheckout,
  prepareCheckout,
  type AuthoriseBody,
  type CompleteBody,
  type PayBody,
  type ScaCompletionBody,
  type ScaCompletionResult,
} from './checkout.ts';
export { getClient, getTheme, type ClientAnswer, type ThemeAnswer, type VenueAnswer } from './venues.ts';
export { getVenue, listVenues } from './venueReads.ts';
export { createHandoff, exchangeHandoff, type HandoffAnswer } from './handoff.ts';
export { getSessionUser, type LoginAnswer, type SessionUserAnswer } from './session.ts';
export { login, logout } from './login.ts';
export { getCart } from './cart.ts';
export {
  addCartItems,
  addUserCartItems,
  clearCart,
  removeBenefit,
  removeCartItems,
  removePackageUsage,
  updateCartItem,
  type Notify,
} from './cartEdits.ts';
export { applyCredits } from './credits.ts';
export {
  createCalendarFeed,
  getCalendarFeed,
  listBookings,
  revokeCalendarFeed,
  type BookingListFilters,
} from './bookings.ts';
export {
  bookPlaces,
  cancelBookingAtDesk,
  getBooking,
  listOccurrences,
  type OccurrenceListFilters,
} from './blockBookings.ts';
export {
  addDependant,
  cancelUserLink,
  changePassword,
  getAccountUser,
  listNextBookings,
  listUserLinks,
  listUserMemberships,
  revokeUserLink,
  updateAccountUser,
  type AccountUser,
  type AccountUserUpdate,
  type ChangePasswordInput,
  type DependantInput,
  type UserLinkView,
  type UserMembershipView,
} from './user-account.ts';
export { applyDiscountCode, removeDiscountCode } from './cartEdits.ts';
export {
  getVenueMemberships,
  type MembershipOfferAnswer,
  type MembershipPricingOptionAnswer,
  type VenueMembershipsAnswer,
} from './memberships.ts';
