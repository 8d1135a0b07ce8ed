import {
  catalogue,
  instantMs,
  type Course,
  type CourseBookableActionName,
  type MoneyWire,
  type SessionRestriction,
} from '@venue/core';

// The course booking rules of contracts §4 and §8, kept out of the view so they are tested alone.

/**
 * Tooltip copy for the two actions the contract names without quoting (gap G19), as the customer reads it
 * and as staff acting for them do (the course was read for that customer).
 */
export const COURSE_TOOLTIPS = {
  reserved: 'This course is reserved in your basket.',
  alreadyBooked: 'You have already booked this course.',
  reservedForCustomer: "This course is reserved in the customer's basket.",
  alreadyBookedByCustomer: 'This customer has already booked this course.',
} as const;

/**
 * contracts §4: reserved for cancel_reservation, already booked for cancel_booking, otherwise the server's
 * message (which the server words for staff itself).
 */
export function bookTooltip(
  action: CourseBookableActionName,
  serverMessage: string | null,
  forStaff = false,
): string | null {
  switch (action) {
    case 'cancel_reservation':
      return forStaff ? COURSE_TOOLTIPS.reservedForCustomer : COURSE_TOOLTIPS.reserved;
    case 'cancel_booking':
      return forStaff ? COURSE_TOOLTIPS.alreadyBookedByCustomer : COURSE_TOOLTIPS.alreadyBooked;
    case 'book':
    case 'join_waitlist':
    case 'leave_waitlist':
    case 'none':
      return serverMessage;
    default:
      return action satisfies never;
  }
}

/** The pre-purchase waiver of the course, taken from its occurrences (contracts §3 client view). */
export function courseWaiver(course: Course): SessionRestriction | null {
  for (const occurrence of course.occurrences) {
    const waiver = occurrence.restrictions.prePurchaseWaiver;
    if (waiver) return waiver;
  }
  return null;
}

export interface BookButtonState {
  disabled: boolean;
  /** Why it is disabled, for the tooltip; null when enabled. */
  reason: string | null;
}

/**
 * COURSE-012/013: disabled when the logged-in customer's action is not book, or a waiver exists and
 * is not agreed. A guest's button stays enabled: pressing it asks them to log in.
 */
export function bookButtonState(
  course: Course,
  options: { loggedIn: boolean; waiverAgreed: boolean; forStaff?: boolean },
): BookButtonState {
  const { action, message } = course.bookableAction;
  if (options.loggedIn && action !== 'book')
    return { disabled: true, reason: bookTooltip(action, message, options.forStaff) };
  if (options.loggedIn && courseWaiver(course) && !options.waiverAgreed) {
    return { disabled: true, reason: 'Please agree to the waiver to book this course.' };
  }
  return { disabled: false, reason: null };
}

// A schedule with no sessions has no start or end (the contract's null): it has neither started nor ended.
function started(course: Course, now: Date): boolean {
  return course.startsAt !== null && instantMs(course.startsAt) <= now.getTime();
}

function ended(course: Course, now: Date): boolean {
  return course.endsAt !== null && instantMs(course.endsAt) <= now.getTime();
}

/** The started, ended and not-bookable notices (contracts §8). */
export function courseNotice(course: Course, now: Date): string | null {
  if (ended(course, now)) return catalogue.courses.courseEnded;
  if (!started(course, now)) return null;
  return course.allowCustomerBookCourseAfterStart
    ? catalogue.courses.courseStarted
    : catalogue.courses.courseStartedNotBookable;
}

/** Gap G24: the pro-rata price once the course has started and one exists, else the price. */
export function coursePrice(course: Course, now: Date): { price: MoneyWire | null; proRata: boolean } {
  if (course.proRataPrice && started(course, now)) return { price: course.proRataPrice, proRata: true };
  return { price: course.price, proRata: false };
}

/** "Ticking sets the restriction ids to the waiver id, unticking clears them" (contracts §5). */
export function restrictionIdsFor(waiver: SessionRestriction | null, agreed: boolean): number[] {
  return waiver && agreed ? [waiver.id] : [];
}
