import type { CartAddItem, CustomQuestionSection, MoneyWire } from '@venue/core';

// The attendee choice is shared with <attendee-selection>, which loads it without the rest of these steps.
export { linkedAttendees, relationText, type AttendeeOption } from '../../attendees/linkedAttendees.ts';

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
