import type { ActivityClass } from '@venue/core';
import { toCamel } from '@venue/core';
import {
  BOOKED,
  BOOKABLE,
  CANCELLED,
  CLOSED,
  FULL_NO_WAITLIST,
  FULL_WAITLIST,
  RESERVED,
  WAITLISTED,
} from '../../../../../test/fixtures/classes.ts';
import {
  BOOKABLE_ACTIONS,
  classAction,
  DEFAULT_ACTION_FILTERS,
  durationText,
  ordinal,
  waitlistPlaceText,
} from './classActions.ts';
import { placesLeftText } from '../../internal/placesLeft.ts';

const view = (wire: unknown) => toCamel(wire) as ActivityClass;

describe('class actions', () => {
  it('each bookable action of contracts §4 has its own label and stays actionable', () => {
    expect(classAction(view(BOOKABLE))).toMatchObject({ kind: 'book', label: 'Book', actionable: true });
    expect(classAction(view(BOOKED))).toMatchObject({
      kind: 'cancel_booking',
      label: 'Cancel booking',
      actionable: true,
    });
    expect(classAction(view(RESERVED))).toMatchObject({
      kind: 'cancel_reservation',
      label: 'Cancel reservation',
      actionable: true,
    });
    expect(classAction(view(FULL_WAITLIST))).toMatchObject({ kind: 'join_waitlist', label: 'Join waitlist' });
    expect(classAction(view(WAITLISTED))).toMatchObject({ kind: 'leave_waitlist', label: 'Leave waitlist' });
  });

  it('none reads Full on a full class and Not bookable otherwise, with the server reason as text', () => {
    expect(classAction(view(FULL_NO_WAITLIST))).toEqual({
      kind: 'full',
      label: 'Full',
      actionable: false,
      reason: 'This activity is fully booked.',
    });
    expect(classAction(view(CANCELLED))).toEqual({
      kind: 'not_bookable',
      label: 'Not bookable',
      actionable: false,
      reason: 'This activity has been cancelled.',
    });
    expect(classAction(view(CLOSED))).toMatchObject({
      kind: 'not_bookable',
      reason: 'This activity is no longer bookable.',
    });
  });

  it('TT-016 by default classes and fast tickets show all actions; ad hoc hides the waitlist actions (G13)', () => {
    expect(DEFAULT_ACTION_FILTERS.classes).toEqual(BOOKABLE_ACTIONS);
    expect(DEFAULT_ACTION_FILTERS.fast_ticket).toEqual(BOOKABLE_ACTIONS);
    for (const entry of [BOOKABLE, BOOKED, RESERVED, FULL_WAITLIST, WAITLISTED]) {
      expect(classAction(view(entry), DEFAULT_ACTION_FILTERS.classes).actionable).toBe(true);
    }
    expect(classAction(view(FULL_WAITLIST), DEFAULT_ACTION_FILTERS.ad_hoc)).toMatchObject({
      kind: 'full',
      actionable: false,
    });
    expect(classAction(view(BOOKED), DEFAULT_ACTION_FILTERS.ad_hoc).kind).toBe('cancel_booking');
  });

  it('an unknown action word reads as none', () => {
    const odd = view({ ...BOOKABLE, bookable_action: { action: 'teleport', message: 'Nope.' } });
    expect(classAction(odd)).toMatchObject({ kind: 'not_bookable', reason: 'Nope.' });
  });

  it('places left, queue place and duration texts', () => {
    expect(placesLeftText(0)).toBe('Full');
    expect(placesLeftText(1)).toBe('1 place left');
    expect(placesLeftText(7)).toBe('7 places left');
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '101st',
    ]);
    expect(waitlistPlaceText(3)).toBe('You are 3rd on the waitlist.');
    expect(waitlistPlaceText(3, true)).toBe('This customer is 3rd on the waitlist.');
    expect(waitlistPlaceText(null)).toBeNull();
    expect(durationText(45)).toBe('45 min');
    expect(durationText(60)).toBe('1 hr');
    expect(durationText(90)).toBe('1 hr 30 min');
  });
});
