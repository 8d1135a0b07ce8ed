/**
 * Category rules of contracts §5 that need facts from the database (CAT-004 to CAT-011). The route
 * gathers the facts; these functions decide, so every rule is testable without a database.
 * Each answers validation errors keyed by field, ready for a 422.
 */
export type BookingType = 'ticketed' | 'resources' | 'classes' | 'courses' | 'camps';
export type FieldErrors = Record<string, string[]>;

export interface CategoryFacts {
  id: string;
  bookingType: BookingType | null;
  parentId: string | null;
  childCount: number;
  /** Templates, schedules, occurrences or courses filed under it. */
  holdingCount: number;
}

export interface CategoryProposal {
  bookingType: BookingType | null;
  parentId: string | null;
  slug: string;
}

export interface CategoryRuleContext {
  /** The category being edited, or null when creating. */
  current: CategoryFacts | null;
  proposed: CategoryProposal;
  /** The proposed parent when parentId is set (undefined: not found). */
  parent?: CategoryFacts | undefined;
  /** Another category (anywhere in the tree) already has this slug. */
  slugTaken: boolean;
}

export const CATEGORY_MESSAGES = {
  slugTaken: 'The slug has already been taken.',
  typeRequired: 'A booking type is required for a category that holds activities.',
  groupHasNoType: 'A parent group cannot have a booking type.',
  typeLocked: 'The booking type cannot change while the category is in use.',
  parentNotFound: 'The selected parent category does not exist.',
  parentHasType: 'The parent category must not have a booking type.',
  parentHasParent: 'The parent category must not have a parent of its own.',
  isParent: 'A category that has child categories cannot be given a parent.',
  selfParent: 'A category cannot be its own parent.',
  inUse: 'The category is in use and cannot be deleted.',
} as const;

function add(errors: FieldErrors, field: string, message: string) {
  (errors[field] ??= []).push(message);
}

export function validateCategoryChange(ctx: CategoryRuleContext): FieldErrors {
  const errors: FieldErrors = {};
  const { current, proposed, parent } = ctx;
  if (ctx.slugTaken) add(errors, 'slug', CATEGORY_MESSAGES.slugTaken);

  const holds = (current?.holdingCount ?? 0) > 0;
  const hasChildren = (current?.childCount ?? 0) > 0;
  if (holds && proposed.bookingType === null) add(errors, 'booking_type', CATEGORY_MESSAGES.typeRequired);
  if (hasChildren && proposed.bookingType !== null) add(errors, 'booking_type', CATEGORY_MESSAGES.groupHasNoType);
  if (
    holds &&
    current &&
    current.bookingType !== null &&
    proposed.bookingType !== null &&
    proposed.bookingType !== current.bookingType
  ) {
    add(errors, 'booking_type', CATEGORY_MESSAGES.typeLocked);
  }

  if (proposed.parentId !== null) {
    if (current && proposed.parentId === current.id) add(errors, 'parent_id', CATEGORY_MESSAGES.selfParent);
    else if (!parent) add(errors, 'parent_id', CATEGORY_MESSAGES.parentNotFound);
    else {
      if (parent.bookingType !== null) add(errors, 'parent_id', CATEGORY_MESSAGES.parentHasType);
      if (parent.parentId !== null) add(errors, 'parent_id', CATEGORY_MESSAGES.parentHasParent);
    }
    if (hasChildren) add(errors, 'parent_id', CATEGORY_MESSAGES.isParent);
  }
  return errors;
}

/** in_use {in_use, reasons} (CAT-001, CAT-011): why a category cannot be deleted or retyped. */
export function categoryUsage(facts: Pick<CategoryFacts, 'childCount' | 'holdingCount'> & { bookingCount: number }) {
  const reasons: string[] = [];
  if (facts.childCount > 0)
    reasons.push(`Has ${facts.childCount} child categor${facts.childCount === 1 ? 'y' : 'ies'}.`);
  if (facts.holdingCount > 0)
    reasons.push(`Holds ${facts.holdingCount} scheduled activit${facts.holdingCount === 1 ? 'y' : 'ies'}.`);
  if (facts.bookingCount > 0) reasons.push(`Has ${facts.bookingCount} booking${facts.bookingCount === 1 ? '' : 's'}.`);
  return { in_use: reasons.length > 0, reasons };
}
