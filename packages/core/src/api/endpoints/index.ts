export { forgottenPassword, register, resetPassword, type OnboardingType, type RegisterInput } from './account.ts';
export {
  cancelBooking,
  getBookableCategories,
  getCourse,
  getRestriction,
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
export { joinWaitlist, leaveWaitlist } from './waitlist.ts';
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
export { getOrder } from './orders.ts';
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
export {
  getClient,
  getTheme,
  getVenue,
  listVenues,
  type ClientAnswer,
  type ThemeAnswer,
  type VenueAnswer,
} from './venues.ts';
export { getSessionUser, login, logout, type LoginAnswer, type SessionUserAnswer } from './session.ts';
export {
  addCartItems,
  addUserCartItems,
  applyCredits,
  clearCart,
  getCart,
  removeBenefit,
  removeCartItems,
  removePackageUsage,
  updateCartItem,
  type Notify,
} from './cart.ts';
export { listUserLinks, type UserLinkView } from './userLinks.ts';
