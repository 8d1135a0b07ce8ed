import type { Context } from 'hono';
import { ALREADY_A_MEMBER } from '../domain/membership-joining/addMembership.ts';
import { ALREADY_BOOKED as COURSE_BOOKED, ON_WAITLIST, RESERVED } from '../domain/courses/bookableAction.ts';
import { BOOKABLE_MESSAGES } from '../domain/occurrences/bookableAction.ts';
import { ALREADY_BOOKED as CART_BOOKED } from '../domain/carts/addItems.ts';
import { COURSE_WAITLIST_MESSAGES, WAITLIST_MESSAGES } from '../domain/waitlists/waitlist.ts';

/**
 * What the server tells a customer about themself says "you"; staff at the front desk acting for a chosen
 * customer (selected_user_id) read the same facts about that customer. Domain code keeps one wording (the
 * customer's, which every rule and test names); the answer to a request made for someone else is reworded
 * here, on its way out: its JSON (`ok`, `okPaged`, `okConditional`, the timetable's answer) and its errors
 * (app.ts's onError). The keys are whole sentences, so no other text can match one.
 */
const FOR_STAFF = new Map<string, string>([
  [BOOKABLE_MESSAGES.booked, 'This customer has already booked this activity.'],
  [BOOKABLE_MESSAGES.reserved, "This activity is reserved in the customer's basket."],
  [BOOKABLE_MESSAGES.onWaitlist, 'This customer is on the waitlist for this activity.'],
  [BOOKABLE_MESSAGES.bookingDisabled, "Online booking is suspended on this customer's account."],
  [COURSE_BOOKED, 'This customer has already booked this.'],
  [RESERVED, "This is reserved in the customer's basket."],
  [ON_WAITLIST, 'This customer is on the waitlist.'],
  [WAITLIST_MESSAGES.already, 'This customer is already on the waitlist for this activity.'],
  [WAITLIST_MESSAGES.notOn, 'This customer is not on the waitlist for this activity.'],
  [COURSE_WAITLIST_MESSAGES.already, 'This customer is already on the waitlist for this course.'],
  [COURSE_WAITLIST_MESSAGES.booked, 'This customer has already booked this course.'],
  [COURSE_WAITLIST_MESSAGES.notOn, 'This customer is not on the waitlist for this course.'],
  [CART_BOOKED, 'This customer has already booked this.'],
  [ALREADY_A_MEMBER, 'This customer already has an active membership.'],
]);

/** itemValidation.ts's WAIVER_REQUIRED, for any waiver's name. */
const WAIVER = /^You must agree to the (.+) before booking\.$/;

/** One message as staff acting for the customer read it (unchanged when it does not speak to "you"). */
export function staffWording(message: string): string {
  const known = FOR_STAFF.get(message);
  if (known) return known;
  const waiver = WAIVER.exec(message);
  return waiver ? `The customer must agree to the ${waiver[1]} before booking.` : message;
}

/** Every string in `value` reworded for staff; objects and arrays are copied only where something changed. */
export function reworded<T>(value: T): T {
  if (typeof value === 'string') return staffWording(value) as T;
  if (Array.isArray(value)) {
    let out: unknown[] | null = null;
    value.forEach((item, i) => {
      const next = reworded(item);
      if (next !== item) (out ??= [...value])[i] = next;
    });
    return (out ?? value) as T;
  }
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    let out: Record<string, unknown> | null = null;
    for (const [key, item] of Object.entries(value)) {
      const next = reworded(item);
      if (next !== item) (out ??= { ...(value as Record<string, unknown>) })[key] = next;
    }
    return (out ?? value) as T;
  }
  return value;
}

type WithActingFor = { get(key: 'actingFor'): number | undefined; set(key: 'actingFor', id: number): void };

/** Marks the request as made by staff for another user (the session module calls it when it grants that). */
export function markActingFor(c: Context, customerId: number): void {
  (c as unknown as WithActingFor).set('actingFor', customerId);
}

/** Whether the request acts for someone other than the signed-in user. */
function isActingFor(c: Context): boolean {
  return (c as unknown as WithActingFor).get('actingFor') !== undefined;
}

/** `data` as this request's reader should see it: reworded for staff acting for a customer, else as it is. */
export function forReader<T>(c: Context, data: T): T {
  return isActingFor(c) ? reworded(data) : data;
}
