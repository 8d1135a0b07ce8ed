import type { CartAddItem, CustomQuestionSection, MoneyWire, UserLink } from '@venue/core';

/** A restriction an attendee must have signed, or agree to with the add (contracts §3 restriction ref). */
export interface RestrictionRef {
  id: string | number;
  name: string;
  type: string;
}

/**
 * What the booking steps book: one single-occurrence place, whatever the booking type (a class, a court
 * slot, a ticketed session). The view that opens the steps says how to put it in the basket.
 */
export interface BookablePurchasable {
  /** Stable key (occurrence id, or a slot's composite key). */
  key: string;
  name: string;
  /** One line under the name: day, time, place. */
  summary: string;
  price: MoneyWire | null;
  /** Pre-purchase waivers and inductions (timetable entry `restrictions`). */
  restrictions: RestrictionRef[];
  /**
   * Custom questions asked before the add (a class's, timetable entry `custom_question_sections`). The
   * answers go through the activities questions call for the occurrence (flows §7, decision C5) before the
   * add; the server checks them and a refusal names the question.
   */
  questions?: { occurrenceId: string | number; sections: CustomQuestionSection[] };
}

/** Who attends and which waivers were agreed on the way. */
export interface BookingChoice {
  /** The attendee: null is the customer themself. */
  attendeeId: number | null;
  /** Waivers agreed in the waiver step (sent as activity_restriction_ids). */
  restrictionIds: number[];
}

/** A person who may attend: the customer or someone linked to them. */
export interface AttendeeOption {
  id: number;
  name: string;
  /** 'You' for the customer; the link's relationship otherwise (parent of a child reads as "Your child"). */
  relation: string;
  self: boolean;
}

export function isInduction(type: string): boolean {
  return type === 'pre-purchase-induction' || type === 'post-purchase-induction';
}

/** Only pre-purchase restrictions are asked before the add; post-purchase ones come later. */
export function prePurchase(restrictions: RestrictionRef[]): RestrictionRef[] {
  return restrictions.filter(
    (r) => r.type === 'pre-purchase-waiver' || r.type === 'enhanced-pre-waiver' || r.type === 'pre-purchase-induction',
  );
}

/**
 * What the attendee still has to do before the add: waivers to agree here (sanitised terms and a
 * checkbox), inductions they cannot sign online (only staff record one, the server refuses otherwise).
 */
export function outstandingRestrictions(
  restrictions: RestrictionRef[],
  signedBy: ReadonlyMap<string, ReadonlySet<number>>,
  attendeeId: number,
): { waivers: RestrictionRef[]; inductions: RestrictionRef[] } {
  const open = prePurchase(restrictions).filter((r) => !signedBy.get(String(r.id))?.has(attendeeId));
  return { waivers: open.filter((r) => !isInduction(r.type)), inductions: open.filter((r) => isInduction(r.type)) };
}

/** The people a customer may book for besides themself: their confirmed links (failed reads give none). */
export function linkedAttendees(links: readonly UserLink[]): AttendeeOption[] {
  return links
    .filter((l) => l.status === 'successful')
    .map((l) => ({
      id: l.referencedUser.id,
      name: l.referencedUser.name,
      relation: relationText(l.relationship),
      self: false,
    }));
}

/** "Your child" for a parent link (the customer is the child's parent), else the relationship as a word. */
export function relationText(relationship: string | null | undefined): string {
  switch (relationship) {
    case 'parent':
      return 'Your child';
    case 'partner':
      return 'Your partner';
    case 'sibling':
      return 'Your sibling';
    case 'carer':
      return 'You care for them';
    case 'employee':
      return 'Your employee';
    default:
      return 'Linked to you';
  }
}

/** The flows cart service item for one occurrence place (flows §3 "Cart item (as sent on add)"). */
export function occurrenceItem(
  occurrenceId: string | number,
  choice: BookingChoice,
  type: 'activity' | 'av2Booking' = 'activity',
): CartAddItem {
  return {
    id: occurrenceId,
    type,
    quantity: 1,
    purchasedForUserId: choice.attendeeId,
    activityRestrictionIds: choice.restrictionIds,
  };
}

const ANSWER_KEY = /(?:^|\.)custom_question_answers\.(\d+)(?:\.|$)/;

/** A questions call's 422 messages by question id (`answers.custom_question_answers.{id}`). */
export function questionErrors(errors: Record<string, string[]> | null | undefined): Record<number, string[]> {
  const out: Record<number, string[]> = {};
  for (const [key, messages] of Object.entries(errors ?? {})) {
    const match = ANSWER_KEY.exec(key);
    if (match) out[Number(match[1])] = [...(out[Number(match[1])] ?? []), ...messages];
  }
  return out;
}
