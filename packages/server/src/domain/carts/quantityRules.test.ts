import {
  quantityErrors,
  updateErrors,
  QUANTITY_COURSE,
  QUANTITY_MIN,
  QUANTITY_ONE_FOR_USER,
  UPDATE_NOT_POSSIBLE,
} from './quantityRules.ts';

describe('cart quantity rules', () => {
  it('VAL-003 quantity is at least 1', () => {
    expect(quantityErrors({ quantity: 0 })).toEqual([QUANTITY_MIN]);
    expect(quantityErrors({ quantity: 1.5 })).toEqual([QUANTITY_MIN]);
    expect(quantityErrors({ quantity: 3 })).toEqual([]);
  });

  it('VAL-004 quantity must be 1 when purchased_for_user_id is set', () => {
    expect(quantityErrors({ quantity: 2, purchasedForUserId: 7 })).toEqual([QUANTITY_ONE_FOR_USER]);
    expect(quantityErrors({ quantity: 1, purchasedForUserId: 7 })).toEqual([]);
  });

  it('COURSE-020 a course is booked as quantity 1', () => {
    expect(quantityErrors({ quantity: 2 }, 'course')).toEqual([QUANTITY_COURSE]);
    expect(quantityErrors({ quantity: 1 }, 'course')).toEqual([]);
  });

  it('VAL-011 VAL-013 update applies the same rules and refuses items holding more than one', () => {
    expect(updateErrors(1, { quantity: 0 })).toEqual([QUANTITY_MIN]);
    expect(updateErrors(1, { quantity: 2, purchasedForUserId: 3 })).toEqual([QUANTITY_ONE_FOR_USER]);
    expect(updateErrors(2, { quantity: 1 })).toEqual([UPDATE_NOT_POSSIBLE]);
    expect(updateErrors(1, { quantity: 1 })).toEqual([]);
  });
});
