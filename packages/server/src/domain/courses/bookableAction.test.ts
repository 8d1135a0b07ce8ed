import {
  bookableAction,
  bookableVerdict,
  type BookableContext,
  COURSE_ENDED,
  COURSE_STARTED,
  COURSE_STARTED_NOT_BOOKABLE,
} from './bookableAction.ts';

const now = new Date('2026-03-01T12:00:00Z');
const days = (n: number) => new Date(now.getTime() + n * 86_400_000);
const base: BookableContext = {
  now,
  startsAt: days(5),
  endsAt: days(70),
  allowBookAfterStart: false,
  kind: 'course',
  capacityAvailable: 3,
  waitlistAvailable: null,
  customer: { booking: null, onWaitlist: false },
};

describe('bookable action', () => {
  it('COURSE-011 a future course with places is book with no message', () => {
    expect(bookableAction(base)).toEqual({ action: 'book', message: null });
    expect(bookableAction({ ...base, customer: null })).toEqual({ action: 'book', message: null });
  });

  it('COURSE-011 MSG-038 a started course that allows late booking stays bookable and says it started', () => {
    expect(bookableAction({ ...base, startsAt: days(-14), allowBookAfterStart: true })).toEqual({
      action: 'book',
      message: COURSE_STARTED,
    });
    expect(COURSE_STARTED).toBe('This course has already started');
  });

  it('COURSE-011 MSG-040 a started course without late booking is not bookable', () => {
    expect(bookableAction({ ...base, startsAt: days(-7) })).toEqual({
      action: 'none',
      message: COURSE_STARTED_NOT_BOOKABLE,
    });
    expect(COURSE_STARTED_NOT_BOOKABLE).toBe('This course has already started and is not bookable.');
  });

  it('COURSE-011 MSG-039 an ended course is not available', () => {
    expect(bookableAction({ ...base, startsAt: days(-70), endsAt: days(-1), allowBookAfterStart: true })).toEqual({
      action: 'none',
      message: COURSE_ENDED,
    });
    expect(COURSE_ENDED).toBe('This course has ended and is no longer available');
  });

  it('COURSE-011 a settled booking gives cancel_booking and a basket reservation gives cancel_reservation', () => {
    expect(bookableAction({ ...base, customer: { booking: 'settled', onWaitlist: false } }).action).toBe(
      'cancel_booking',
    );
    expect(bookableAction({ ...base, customer: { booking: 'reserved', onWaitlist: false } }).action).toBe(
      'cancel_reservation',
    );
  });

  it('COURSE-011 a full course offers the waitlist, or leaving it, or nothing', () => {
    const full = { ...base, capacityAvailable: 0 };
    expect(bookableAction({ ...full, waitlistAvailable: 5 }).action).toBe('join_waitlist');
    expect(
      bookableAction({ ...full, waitlistAvailable: 5, customer: { booking: null, onWaitlist: true } }).action,
    ).toBe('leave_waitlist');
    expect(bookableAction({ ...full, waitlistAvailable: 0 }).action).toBe('none');
    expect(bookableAction({ ...full, waitlistAvailable: null }).action).toBe('none');
  });

  it('COURSE-011 a started occurrence is never bookable and a cancelled one neither', () => {
    expect(
      bookableAction({
        ...base,
        kind: 'occurrence',
        startsAt: days(-0.01),
        endsAt: days(0.05),
        allowBookAfterStart: true,
      }).action,
    ).toBe('none');
    expect(bookableAction({ ...base, cancelled: true }).action).toBe('none');
  });
});

describe('bookable verdict', () => {
  it('says full when the answer comes from no places left, whatever the message', () => {
    expect(bookableVerdict({ ...base, capacityAvailable: 0 })).toEqual({
      action: { action: 'none', message: 'This is fully booked.' },
      full: true,
    });
    expect(bookableVerdict({ ...base, capacityAvailable: 0, waitlistAvailable: 2 }).full).toBe(true);
    expect(bookableVerdict({ ...base, capacityAvailable: 0, customer: { booking: null, onWaitlist: true } }).full).toBe(
      true,
    );
  });
  it('is not full when something else decides first or places are left', () => {
    expect(bookableVerdict({ ...base, capacityAvailable: 0, endsAt: days(-1), startsAt: days(-70) })).toEqual({
      action: { action: 'none', message: COURSE_ENDED },
      full: false,
    });
    expect(
      bookableVerdict({ ...base, capacityAvailable: 0, customer: { booking: 'reserved', onWaitlist: false } }).full,
    ).toBe(false);
    expect(bookableVerdict(base).full).toBe(false);
  });
});
