export { forgottenPassword, register, resetPassword, type OnboardingType, type RegisterInput } from './account.ts';
export { cancelBooking, getBookableCategories, getCourse, getRestriction, listCourses, type CourseFilters } from './courses.ts';
export { getActivityClass, getCategoryDates, getSlots, getTickets, getTimes, getTimetable, getVenueCategory, listVenueCategories, timetableVersion, type TimetableRequest, type TimetableVersion } from './timetable.ts';
export { joinWaitlist, leaveWaitlist } from './waitlist.ts';
export { geocode, getFooter, previousAttendees, priceTicket, saveActivityAnswers, saveCartQuestions, saveWaivers } from './activities.ts';
export { createCustomer, searchCustomers, type CreateCustomerInput } from './customers.ts';
