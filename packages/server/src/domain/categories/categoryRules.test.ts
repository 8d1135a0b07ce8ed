import { describe, expect, it } from 'vitest';
import { CATEGORY_MESSAGES, categoryUsage, validateCategoryChange, type CategoryFacts } from './categoryRules.ts';

const group: CategoryFacts = { id: 'g', bookingType: null, parentId: null, childCount: 2, holdingCount: 0 };
const yoga: CategoryFacts = { id: 'y', bookingType: 'classes', parentId: 'g', childCount: 0, holdingCount: 5 };
const fresh = { bookingType: null, parentId: null, slug: 'new' };

describe('category rules', () => {
  it('CAT-004 refuses a slug already used anywhere in the tree', () => {
    expect(validateCategoryChange({ current: null, proposed: fresh, slugTaken: true })).toEqual({
      slug: [CATEGORY_MESSAGES.slugTaken],
    });
  });
  it('CAT-005 a category holding activities needs a booking type', () => {
    expect(
      validateCategoryChange({
        current: yoga,
        proposed: { ...fresh, parentId: 'g', bookingType: null },
        parent: group,
        slugTaken: false,
      }).booking_type,
    ).toEqual([CATEGORY_MESSAGES.typeRequired]);
  });
  it('CAT-006 a parent group cannot have a booking type', () => {
    expect(
      validateCategoryChange({ current: group, proposed: { ...fresh, bookingType: 'classes' }, slugTaken: false })
        .booking_type,
    ).toEqual([CATEGORY_MESSAGES.groupHasNoType]);
  });
  it('CAT-007 the type cannot change once in use, but can while unused', () => {
    const change = { ...fresh, parentId: 'g', bookingType: 'ticketed' as const };
    expect(
      validateCategoryChange({ current: yoga, proposed: change, parent: group, slugTaken: false }).booking_type,
    ).toEqual([CATEGORY_MESSAGES.typeLocked]);
    expect(
      validateCategoryChange({
        current: { ...yoga, holdingCount: 0 },
        proposed: change,
        parent: group,
        slugTaken: false,
      }),
    ).toEqual({});
  });
  it('CAT-008 CAT-009 the parent must have no booking type and no parent', () => {
    const errors = validateCategoryChange({
      current: null,
      proposed: { ...fresh, parentId: 'y' },
      parent: yoga,
      slugTaken: false,
    });
    expect(errors.parent_id).toEqual([CATEGORY_MESSAGES.parentHasType, CATEGORY_MESSAGES.parentHasParent]);
  });
  it('CAT-010 a category with children cannot get a parent', () => {
    const other: CategoryFacts = { id: 'o', bookingType: null, parentId: null, childCount: 0, holdingCount: 0 };
    expect(
      validateCategoryChange({ current: group, proposed: { ...fresh, parentId: 'o' }, parent: other, slugTaken: false })
        .parent_id,
    ).toEqual([CATEGORY_MESSAGES.isParent]);
  });
  it('CAT-011 usage lists the reasons a category is in use', () => {
    expect(categoryUsage({ childCount: 0, holdingCount: 0, bookingCount: 0 })).toEqual({ in_use: false, reasons: [] });
    const usage = categoryUsage({ childCount: 1, holdingCount: 3, bookingCount: 2 });
    expect(usage.in_use).toBe(true);
    expect(usage.reasons).toHaveLength(3);
  });
});
