import { describe, expect, it } from 'vitest';
import { ALREADY_A_MEMBER } from '../domain/membership-joining/addMembership.ts';
import * as course from '../domain/courses/bookableAction.ts';
import { BOOKABLE_MESSAGES } from '../domain/occurrences/bookableAction.ts';
import { ALREADY_BOOKED as CART_BOOKED } from '../domain/carts/addItems.ts';
import { WAIVER_REQUIRED } from '../domain/carts/itemValidation.ts';
import { COURSE_WAITLIST_MESSAGES, WAITLIST_MESSAGES } from '../domain/waitlists/waitlist.ts';
import { BOOKING_MESSAGES } from '../domain/bookings/placeBooking.ts';
import { reworded, staffWording } from './staffWording.ts';

// Every message the server gives a customer about themself, read by staff acting for them.
const SPOKEN_TO_YOU = [
  BOOKABLE_MESSAGES.booked,
  BOOKABLE_MESSAGES.reserved,
  BOOKABLE_MESSAGES.onWaitlist,
  BOOKABLE_MESSAGES.bookingDisabled,
  course.ALREADY_BOOKED,
  course.RESERVED,
  course.ON_WAITLIST,
  CART_BOOKED,
  WAITLIST_MESSAGES.already,
  WAITLIST_MESSAGES.booked,
  WAITLIST_MESSAGES.notOn,
  COURSE_WAITLIST_MESSAGES.already,
  COURSE_WAITLIST_MESSAGES.booked,
  COURSE_WAITLIST_MESSAGES.notOn,
  BOOKING_MESSAGES.alreadyBooked,
  ALREADY_A_MEMBER,
  WAIVER_REQUIRED('Swimming pool waiver'),
];

describe('staff wording', () => {
  it.each(SPOKEN_TO_YOU)('"%s" is told about the customer, not to "you"', (message) => {
    const forStaff = staffWording(message);
    expect(forStaff).not.toBe(message);
    expect(forStaff).not.toMatch(/\byou(r)?\b/i);
    expect(forStaff).toMatch(/customer/);
  });

  it('keeps the waiver and the rest of the sentence', () => {
    expect(staffWording(WAIVER_REQUIRED('Gym induction'))).toBe(
      'The customer must agree to the Gym induction before booking.',
    );
  });

  it('leaves messages that speak to no one as they are', () => {
    for (const message of [
      BOOKABLE_MESSAGES.full,
      BOOKABLE_MESSAGES.cancelled,
      course.FULLY_BOOKED,
      WAITLIST_MESSAGES.joined,
      'You have already booked this activity', // not the sentence: no full stop
    ])
      expect(staffWording(message)).toBe(message);
  });

  it('rewords strings anywhere in an answer, copying only what changed', () => {
    const untouched = { name: 'Yoga', tags: [{ name: 'Beginner' }] };
    const answer = [
      { bookable_action: { action: 'cancel_booking', message: BOOKABLE_MESSAGES.booked }, extra: untouched },
      { bookable_action: { action: 'book', message: null }, extra: untouched },
    ];
    const out = reworded(answer);
    expect(out[0]!.bookable_action.message).toBe('This customer has already booked this activity.');
    expect(out[0]!.extra).toBe(untouched);
    expect(out[1]).toBe(answer[1]);
    expect(answer[0]!.bookable_action.message).toBe(BOOKABLE_MESSAGES.booked);
  });
});
