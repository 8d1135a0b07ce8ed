import { describe, expect, it } from 'vitest';
import { BOOKABLE_MESSAGES, decideBookableAction, type BookableContext } from './bookableAction.ts';

const now = new Date('2026-11-22T09:00:00Z');
const base: BookableContext = {
  status: 'bookable',
  startsAt: new Date('2026-11-23T09:00:00Z'),
  lastBookableAt: null,
  available: 3,
  waitlist: { available: 5 },
  customer: { bookingStatus: null, onWaitlist: false },
};

describe('bookable action', () => {
  it('OCC-014 offers book while places remain', () => {
    expect(decideBookableAction(base, now)).toEqual({ action: 'book', message: null });
  });
  it('OCC-014 offers cancel_booking and cancel_reservation to a customer who holds a place', () => {
    expect(
      decideBookableAction({ ...base, customer: { bookingStatus: 'settled', onWaitlist: false } }, now).action,
    ).toBe('cancel_booking');
    expect(
      decideBookableAction({ ...base, available: 0, customer: { bookingStatus: 'reserved', onWaitlist: false } }, now)
        .action,
    ).toBe('cancel_reservation');
  });
  it('WAIT-003 offers join_waitlist when full with waitlist room, leave_waitlist when on it, none when both are full', () => {
    expect(decideBookableAction({ ...base, available: 0 }, now)).toEqual({
      action: 'join_waitlist',
      message: BOOKABLE_MESSAGES.waitlist,
    });
    expect(
      decideBookableAction({ ...base, available: 0, customer: { bookingStatus: null, onWaitlist: true } }, now).action,
    ).toBe('leave_waitlist');
    expect(decideBookableAction({ ...base, available: 0, waitlist: { available: 0 } }, now)).toEqual({
      action: 'none',
      message: BOOKABLE_MESSAGES.full,
    });
    expect(decideBookableAction({ ...base, available: 0, waitlist: null }, now).action).toBe('none');
  });
  it('OCC-007 offers none for a cancelled occurrence or after last_bookable_at', () => {
    expect(decideBookableAction({ ...base, status: 'cancelled' }, now)).toEqual({
      action: 'none',
      message: BOOKABLE_MESSAGES.cancelled,
    });
    expect(decideBookableAction({ ...base, lastBookableAt: new Date('2026-11-22T08:00:00Z') }, now).message).toBe(
      BOOKABLE_MESSAGES.closed,
    );
  });
  it('OCC-014 anonymous visitors see book with a prompt to log in', () => {
    expect(decideBookableAction({ ...base, customer: null }, now)).toEqual({
      action: 'book',
      message: BOOKABLE_MESSAGES.login,
    });
  });
  it('BOOK-010 a customer whose booking is disabled after a late cancellation cannot book', () => {
    expect(decideBookableAction({ ...base, bookingDisabled: true }, now).action).toBe('none');
  });
});
