import type { ActivityClass } from '@venue/core';

/** The bookable actions of contracts §4 ('none' is the server's "nothing to do", with its reason). */
export const BOOKABLE_ACTIONS = [
  'book',
  'cancel_booking',
  'cancel_reservation',
  'join_waitlist',
  'leave_waitlist',
  'none',
] as const;
export type BookableActionName = (typeof BOOKABLE_ACTIONS)[number];

/**
 * Which actions a timetable offers by default (contracts §9, TT-016): classes and fast tickets show all of
 * them; ad hoc shows a restricted set, decided in G13 as book, cancel_booking and cancel_reservation only.
 */
export const DEFAULT_ACTION_FILTERS = {
  classes: BOOKABLE_ACTIONS,
  fast_ticket: BOOKABLE_ACTIONS,
  ad_hoc: ['book', 'cancel_booking', 'cancel_reservation'],
} as const satisfies Record<string, readonly BookableActionName[]>;
export type ActionFilterName = keyof typeof DEFAULT_ACTION_FILTERS;

/** What a class card's action area shows. */
export type ClassActionKind =
  'book' | 'cancel_booking' | 'cancel_reservation' | 'join_waitlist' | 'leave_waitlist' | 'full' | 'not_bookable';

export interface ClassAction {
  kind: ClassActionKind;
  /** The button's text, or the status text when there is no button. */
  label: string;
  /** false: a status, not a button. */
  actionable: boolean;
  /** The server's reason or explanation (a tooltip or a line under the button); null when none. */
  reason: string | null;
}

export function isBookableAction(name: string): name is BookableActionName {
  return (BOOKABLE_ACTIONS as readonly string[]).includes(name);
}

/** The server's action for this customer; an unknown word reads as none. */
export function actionOf(entry: Pick<ActivityClass, 'bookableAction' | 'actionToShow'>): BookableActionName {
  const name = entry.bookableAction?.action ?? entry.actionToShow.status;
  return isBookableAction(name) ? name : 'none';
}

/**
 * The action area of one class: the server's bookable action, narrowed by the timetable's action filter
 * (an action the filter hides becomes a status with the server's reason). 'none' is full when no places are
 * left on a running class, otherwise not bookable (cancelled, closed, suspended) with the server's reason.
 */
export function classAction(
  entry: Pick<ActivityClass, 'bookableAction' | 'actionToShow' | 'capacity' | 'status'>,
  filter: readonly BookableActionName[] = DEFAULT_ACTION_FILTERS.classes,
): ClassAction {
  const action = actionOf(entry);
  const message = entry.bookableAction?.message ?? entry.actionToShow.message ?? null;
  if (action !== 'none' && !filter.includes(action)) {
    return entry.status !== 'cancelled' && entry.capacity.available <= 0
      ? { kind: 'full', label: 'Full', actionable: false, reason: message }
      : { kind: 'not_bookable', label: 'Not bookable', actionable: false, reason: message };
  }
  switch (action) {
    case 'book':
      return { kind: 'book', label: 'Book', actionable: true, reason: message };
    case 'cancel_booking':
      return { kind: 'cancel_booking', label: 'Cancel booking', actionable: true, reason: message };
    case 'cancel_reservation':
      return { kind: 'cancel_reservation', label: 'Cancel reservation', actionable: true, reason: message };
    case 'join_waitlist':
      return { kind: 'join_waitlist', label: 'Join waitlist', actionable: true, reason: message };
    case 'leave_waitlist':
      return { kind: 'leave_waitlist', label: 'Leave waitlist', actionable: true, reason: message };
    case 'none':
      if (entry.status !== 'cancelled' && entry.capacity.available <= 0) {
        return { kind: 'full', label: 'Full', actionable: false, reason: message };
      }
      return { kind: 'not_bookable', label: 'Not bookable', actionable: false, reason: message };
    default:
      return action satisfies never;
  }
}

/** 1 -> 1st, 2 -> 2nd, 3 -> 3rd, 11 -> 11th, 22 -> 22nd. */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  switch (n % 10) {
    case 1:
      return `${n}st`;
    case 2:
      return `${n}nd`;
    case 3:
      return `${n}rd`;
    default:
      return `${n}th`;
  }
}

/**
 * The customer's place in the waitlist queue, as the card says it: to the customer, or to staff acting for
 * them (whose day was read for that customer, so the place is the customer's).
 */
export function waitlistPlaceText(position: number | null | undefined, forStaff = false): string | null {
  if (!position) return null;
  return `${forStaff ? 'This customer is' : 'You are'} ${ordinal(position)} on the waitlist.`;
}

/** "60 min", "1 hr 30 min". */
export function durationText(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m === 0 ? `${h} hr` : `${h} hr ${m} min`;
}
