/**
 * The bookable action of one customer for one occurrence (contracts §4): what the button offers and
 * why. Order matters: what the customer already holds (booking, reservation, waitlist place) wins over
 * whether the occurrence could be booked.
 */
export type BookableActionKind =
  'book' | 'cancel_booking' | 'cancel_reservation' | 'join_waitlist' | 'leave_waitlist' | 'none';

export interface BookableAction {
  action: BookableActionKind;
  message: string | null;
}

export interface BookableContext {
  status: 'bookable' | 'cancelled' | 'clashing';
  startsAt: Date;
  lastBookableAt: Date | null;
  available: number;
  waitlist: { available: number } | null;
  customer: { bookingStatus: 'settled' | 'reserved' | null; onWaitlist: boolean } | null;
  bookingDisabled?: boolean;
}

export const BOOKABLE_MESSAGES = {
  booked: 'You have already booked this activity.',
  reserved: 'This activity is reserved in your basket.',
  onWaitlist: 'You are on the waitlist for this activity.',
  cancelled: 'This activity has been cancelled.',
  closed: 'This activity is no longer bookable.',
  full: 'This activity is fully booked.',
  waitlist: 'This activity is fully booked. Join the waitlist to be told when a place comes up.',
  login: 'Log in to book this activity.',
  bookingDisabled: 'Online booking is suspended on your account.',
} as const;

export function decideBookableAction(ctx: BookableContext, now: Date): BookableAction {
  const customer = ctx.customer;
  if (customer?.bookingStatus === 'settled') return { action: 'cancel_booking', message: BOOKABLE_MESSAGES.booked };
  if (customer?.bookingStatus === 'reserved')
    return { action: 'cancel_reservation', message: BOOKABLE_MESSAGES.reserved };
  if (customer?.onWaitlist) return { action: 'leave_waitlist', message: BOOKABLE_MESSAGES.onWaitlist };
  if (ctx.status === 'cancelled') return { action: 'none', message: BOOKABLE_MESSAGES.cancelled };
  const closesAt = ctx.lastBookableAt ?? ctx.startsAt;
  if (now.getTime() >= closesAt.getTime()) return { action: 'none', message: BOOKABLE_MESSAGES.closed };
  if (ctx.available <= 0) {
    if (ctx.waitlist && ctx.waitlist.available > 0)
      return { action: 'join_waitlist', message: BOOKABLE_MESSAGES.waitlist };
    return { action: 'none', message: BOOKABLE_MESSAGES.full };
  }
  if (customer && ctx.bookingDisabled) return { action: 'none', message: BOOKABLE_MESSAGES.bookingDisabled };
  // Anonymous visitors may browse; the button still says book and login happens on the way.
  return { action: 'book', message: customer ? null : BOOKABLE_MESSAGES.login };
}
