/**
 * The bookable action of one customer for a course or an occurrence (contracts §4): what the
 * booking button should do for them, and the server message the client shows as a tooltip.
 */
export type BookableActionName =
  'book' | 'cancel_booking' | 'cancel_reservation' | 'join_waitlist' | 'leave_waitlist' | 'none';

export interface BookableAction {
  action: BookableActionName;
  message: string | null;
}

export const COURSE_STARTED = 'This course has already started';
export const COURSE_ENDED = 'This course has ended and is no longer available';
export const COURSE_STARTED_NOT_BOOKABLE = 'This course has already started and is not bookable.';
export const ALREADY_BOOKED = 'You have already booked this.';
export const RESERVED = 'This is reserved in your basket.';
export const FULLY_BOOKED = 'This is fully booked.';
export const FULLY_BOOKED_WAITLIST = 'This is fully booked, you can join the waitlist.';
export const ON_WAITLIST = 'You are on the waitlist.';
export const CANCELLED = 'This has been cancelled.';

export interface BookableContext {
  now: Date;
  startsAt: Date;
  endsAt: Date;
  /** Courses only: may a customer join after the first session? Occurrences pass false and are never
   * "started"-bookable. */
  allowBookAfterStart: boolean;
  kind: 'course' | 'occurrence';
  cancelled?: boolean;
  capacityAvailable: number;
  /** Places left on the waitlist, or null when the course or occurrence has no waitlist. */
  waitlistAvailable: number | null;
  /** The known customer's own state; null for a guest (they may browse, booking needs login). */
  customer: null | { booking: 'settled' | 'reserved' | null; onWaitlist: boolean };
}

/**
 * The action plus why: `full` says the answer came from no places being left (join or leave the
 * waitlist, or 'none' when the waitlist has no room), so callers never read the message to know.
 */
export interface BookableVerdict {
  action: BookableAction;
  full: boolean;
}

export function bookableAction(ctx: BookableContext): BookableAction {
  return bookableVerdict(ctx).action;
}

export function bookableVerdict(ctx: BookableContext): BookableVerdict {
  const now = ctx.now.getTime();
  const open = (action: BookableActionName, message: string | null): BookableVerdict => ({
    action: { action, message },
    full: false,
  });
  if (ctx.cancelled) return open('none', CANCELLED);
  // The customer's own booking wins over "started": they must still be told it is theirs.
  if (ctx.customer?.booking === 'settled') return open('cancel_booking', ALREADY_BOOKED);
  if (ctx.customer?.booking === 'reserved') return open('cancel_reservation', RESERVED);
  if (ctx.endsAt.getTime() <= now) return open('none', COURSE_ENDED);
  const started = ctx.startsAt.getTime() <= now;
  if (started && !(ctx.kind === 'course' && ctx.allowBookAfterStart)) {
    return open('none', ctx.kind === 'course' ? COURSE_STARTED_NOT_BOOKABLE : COURSE_STARTED);
  }
  if (ctx.capacityAvailable <= 0) {
    const full = (action: BookableActionName, message: string): BookableVerdict => ({
      action: { action, message },
      full: true,
    });
    if (ctx.customer?.onWaitlist) return full('leave_waitlist', ON_WAITLIST);
    if (ctx.waitlistAvailable !== null && ctx.waitlistAvailable > 0)
      return full('join_waitlist', FULLY_BOOKED_WAITLIST);
    return full('none', FULLY_BOOKED);
  }
  // A started course that allows late joiners is still bookable, at the pro-rata price.
  return open('book', started ? COURSE_STARTED : null);
}
