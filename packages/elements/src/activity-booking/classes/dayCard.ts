import { currencySymbol, formatMoney, type ActivityClass } from '@venue/core';
import { buttonClassName } from '@venue/ui';
import type { BlockBookingView } from './blockBookings.ts';
import { placesLeftText } from '../../internal/placesLeft.ts';
import { durationText, waitlistPlaceText, type ClassAction } from './classActions.ts';

// What a class card of the day list says, shared by its two ways of being drawn (dayListHtml.ts builds a
// new card as markup, dayList.ts rewrites a drawn one), so both show the same.

/** What a card's buttons ask for; the block commands are front of house's (BOOK-025). */
export type CardCommand =
  'act' | 'confirm' | 'keep' | 'cancel' | 'block' | 'block-confirm' | 'block-keep' | 'block-cancel';

/** What staff see on a card: its block booking (or the way to make one), and whether its cancel is asked or under way.
 */
export interface StaffCard {
  block: BlockBookingView | null;
  canBlockBook: boolean;
  blockState: 'idle' | 'busy' | 'confirming';
}

/** One card as drawn: the entry, its action and whether it waits on the server or asks to confirm. */
export interface DayCard {
  entry: ActivityClass;
  action: ClassAction;
  state: 'idle' | 'busy' | 'confirming';
  /** Only for staff: a customer's card never carries block booking information. */
  staff?: StaffCard;
}

/** What a card says, worked out once per timetable entry (a redraw of the same answer reuses it). */
export interface CardText {
  time: string;
  duration: string;
  /** "with Sam Taylor · Studio 1" */
  meta: string;
  /** The tag names, joined, to tell when they changed. */
  tagsKey: string;
  price: string | null;
  places: string;
  queue: string | null;
}

// One per reader: a staff member's card speaks of the customer they act for, a customer's to them.
const customerTexts = new WeakMap<ActivityClass, CardText>();
const staffTexts = new WeakMap<ActivityClass, CardText>();

/** The names of `items` joined by `separator` (a loop: a first day runs it 500 times before it is optimised). */
function names(items: readonly { name: string }[], separator: string): string {
  let joined = items.length > 0 ? (items[0]!.name ?? '') : '';
  for (let i = 1; i < items.length; i += 1) joined += separator + (items[i]!.name ?? '');
  return joined;
}

export function cardText(entry: ActivityClass, forStaff = false): CardText {
  const cardTexts = forStaff ? staffTexts : customerTexts;
  let text = cardTexts.get(entry);
  if (text) return text;
  const instructors = names(entry.instructors, ', ');
  const place = entry.locationName ?? '';
  const price = entry.price;
  text = {
    time: `${entry.startsAt.time24h}–${entry.endsAt.time24h}`,
    duration: durationText(entry.duration),
    meta: instructors ? (place ? `with ${instructors} · ${place}` : `with ${instructors}`) : place,
    tagsKey: names(entry.tags, '\n'),
    price: price
      ? formatMoney(Number.isFinite(price.value) ? price.value : 0, currencySymbol(price.currency ?? 'GBP'))
      : null,
    // A cancelled class has no places to offer: "Full" would say it ran out of them.
    places: entry.status === 'cancelled' ? 'Cancelled' : placesLeftText(entry.capacity.available),
    queue: waitlistPlaceText(entry.waitlistPosition, forStaff),
  };
  cardTexts.set(entry, text);
  return text;
}

/** What a card's action area holds, and which button shows the busy state. */
export type CardAction =
  /** No button: the status, and the server's reason under it. */
  | { kind: 'status'; label: string; reason: string | null }
  /** "Cancel this booking?": Keep booking, then Yes, cancel it (the busy one). */
  | { kind: 'confirm'; question: string; busyLabel: 'Cancelling' }
  /** The action's button, described by the card's name. */
  | { kind: 'button'; className: string; command: CardCommand; label: string; busyLabel: string };

export const PRIMARY_BUTTON = buttonClassName('primary');
export const OUTLINE_BUTTON = buttonClassName('outline');

// A cancel that is under way stays in its question (the busy "Yes, cancel it").
const confirming = (card: DayCard) =>
  card.state === 'confirming' || (card.state === 'busy' && card.action.kind === 'cancel_booking');

export function cardAction(card: DayCard): CardAction {
  const { action, entry } = card;
  if (!action.actionable) return { kind: 'status', label: action.label, reason: action.reason };
  if (confirming(card)) {
    return { kind: 'confirm', question: `Cancel ${entry.name} at ${entry.startsAt.time24h}?`, busyLabel: 'Cancelling' };
  }
  const primary = action.kind === 'book' || action.kind === 'join_waitlist';
  return {
    kind: 'button',
    className: primary ? PRIMARY_BUTTON : OUTLINE_BUTTON,
    command: action.kind === 'cancel_booking' ? 'confirm' : 'act',
    label: action.label,
    busyLabel: action.label,
  };
}

/** Tells when a drawn card's action area must be built again. */
export function actionKey(action: CardAction): string {
  switch (action.kind) {
    case 'status':
      return `status|${action.label}|${action.reason ?? ''}`;
    case 'confirm':
      return `confirm|${action.question}`;
    case 'button':
      return `button|${action.className}|${action.command}|${action.label}`;
    default:
      return action satisfies never;
  }
}

/**
 * Tells when a drawn card's staff part must be built again; empty when the card has none (a customer's
 * card, or a class staff can neither read a block of nor block book).
 */
export function staffKey(card: DayCard): string {
  const staff = card.staff;
  if (!staff) return '';
  const block = staff.block;
  if (!block) return staff.canBlockBook ? 'book' : '';
  return JSON.stringify([block, staff.blockState, card.entry.name]);
}
