import type { ActivityClass } from '@venue/core';
import { spinnerRingStyle, spinnerStyle } from '@venue/ui/styles';
import { escapeHtml } from '../../internal/escapeHtml.ts';
import { blockRows } from './blockBookings.ts';
import { cardAction, cardText, OUTLINE_BUTTON, PRIMARY_BUTTON, type CardAction, type DayCard } from './dayCard.ts';
import { CARDS_PER_GROUP } from './dayGroups.ts';
import * as styles from './classes.css.ts';

// The day list's cards as markup: new cards are added as one string, which the browser parses in one
// go, where building them with DOM calls costs about twenty calls a card (and a page's first day runs
// those calls as cold code); a drawn card's tags, action area and spinner are rewritten from the same
// pieces (dayList.ts), so there is one way a card looks. Every value is escaped, the server's strings
// (names, instructors, places, tags, reasons) above all.
//
// Only the tags Chromium's fast fragment parser knows (div, p, span, ul, li, button among them; no h1-h6):
// one other tag sends the whole string to the full HTML parser, which takes about twice as long for a
// day of cards. So a card's name is `<div role="heading" aria-level="3">`, which assistive technology
// reads as the `<h3>` it would otherwise be (a level-3 heading, in the headings list).

// Class names are the stylesheet's own identifiers; escaped once anyway, as every value in the markup.
const cls = Object.fromEntries(
  Object.entries({ ...styles, spinner: spinnerStyle, ring: spinnerRingStyle }).map(([key, value]) => [
    key,
    escapeHtml(String(value)),
  ]),
) as Record<keyof typeof styles | 'spinner' | 'ring', string>;

/** As `<Button loading>` shows it: a spinner announcing the label (the button is also aria-busy). */
export const spinnerHtml = (label: string) =>
  `<span class="${cls.spinner}" role="status"><span class="${cls.ring}" aria-hidden="true"></span>` +
  `<span class="${cls.visuallyHidden}">${escapeHtml(label)}</span></span>`;

// Nearly every card's button has one of these two classes: escaped once, not once a card.
const PRIMARY_CLASS = escapeHtml(PRIMARY_BUTTON);
const OUTLINE_CLASS = escapeHtml(OUTLINE_BUTTON);
const classAttribute = (className: string) =>
  className === PRIMARY_BUTTON ? PRIMARY_CLASS : className === OUTLINE_BUTTON ? OUTLINE_CLASS : escapeHtml(className);

function buttonHtml(
  className: string,
  command: string,
  index: number,
  label: string,
  busy: string | null,
  describedBy: string | null,
): string {
  return (
    `<button class="${classAttribute(className)}" type="button" data-command="${command}" data-index="${index}"` +
    (describedBy === null ? '' : ` aria-describedby="${describedBy}"`) +
    (busy === null ? '>' : ` aria-busy="true" aria-disabled="true">${spinnerHtml(busy)}`) +
    `${escapeHtml(label)}</button>`
  );
}

/**
 * A card's action area: a status (and the server's reason), the action's button, or the cancel question.
 * `nameId` (already escaped) names the card.
 */
export function actionHtml(action: CardAction, busy: boolean, index: number, nameId: string): string {
  switch (action.kind) {
    case 'status':
      return (
        `<span class="${cls.status}">${escapeHtml(action.label)}</span>` +
        (action.reason ? `<p class="${cls.reason}">${escapeHtml(action.reason)}</p>` : '')
      );
    case 'confirm':
      return (
        `<div class="${cls.confirmRow}" role="group" aria-label="${escapeHtml(action.question)}">` +
        buttonHtml(OUTLINE_BUTTON, 'keep', index, 'Keep booking', null, null) +
        buttonHtml(PRIMARY_BUTTON, 'cancel', index, 'Yes, cancel it', busy ? action.busyLabel : null, null) +
        '</div>'
      );
    case 'button':
      return buttonHtml(action.className, action.command, index, action.label, busy ? action.busyLabel : null, nameId);
    default:
      return action satisfies never;
  }
}

const TAGS_OPEN = `<p class="${cls.tags}"><span class="${cls.visuallyHidden}">Tags: </span>`;
const TAG_OPEN = `<span class="${cls.tag}">`;

/** A card's tags, with their screen-reader label; none when it has none. */
export function tagsHtml(entry: ActivityClass): string {
  const list = entry.tags;
  if (list.length === 0) return '';
  let tags = TAGS_OPEN;
  for (let i = 0; i < list.length; i += 1) tags += TAG_OPEN + escapeHtml(list[i]!.name) + '</span>';
  return tags + '</p>';
}

/**
 * Front of house's part of a card (BOOK-025; empty for a customer's card): the class's block booking in a
 * group labelled "Block booking" (who holds it, places, status, paid, tender types, reference) with its
 * cancel, or the cancel question; or the button that block books the class. `nameId` (already escaped)
 * names the card. Its details are a description list, which Chromium's fast parser does not know: a day
 * holding a block booking is parsed by the full parser, and only for staff.
 */
export function staffHtml(card: DayCard, index: number, nameId: string): string {
  const staff = card.staff;
  if (!staff) return '';
  const block = staff.block;
  if (!block) {
    if (!staff.canBlockBook) return '';
    const book = buttonHtml(OUTLINE_BUTTON, 'block', index, 'Block book', null, nameId);
    return `<div class="${cls.blockActions}">${book}</div>`;
  }
  const titleId = `${nameId}-block`;
  let html =
    `<div class="${cls.block}" role="group" aria-labelledby="${titleId}">` +
    `<p class="${cls.blockTitle}" id="${titleId}">Block booking</p><dl class="${cls.blockList}">`;
  for (const [label, value] of blockRows(block)) {
    html += `<div class="${cls.blockRow}"><dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd></div>`;
  }
  html += '</dl>';
  if (staff.blockState === 'idle') {
    html += `<div class="${cls.blockActions}">`;
    html += buttonHtml(OUTLINE_BUTTON, 'block-confirm', index, 'Cancel block booking', null, nameId);
  } else {
    const question = `Cancel the block booking of ${block.holder} for ${card.entry.name}?`;
    const busy = staff.blockState === 'busy' ? 'Cancelling block booking' : null;
    html += `<div class="${cls.blockActions}" role="group" aria-label="${escapeHtml(question)}">`;
    html += buttonHtml(OUTLINE_BUTTON, 'block-keep', index, 'Keep block booking', null, null);
    html += buttonHtml(PRIMARY_BUTTON, 'block-cancel', index, 'Yes, cancel block booking', busy, null);
  }
  return `${html}</div></div>`;
}

// The card's fixed markup between its values, joined once: a day of 500 cards is built by code running for
// the first time, where each piece of a template costs a concatenation.
const CARD_OPEN = `<li class="${cls.card}" role="listitem" aria-labelledby="`;
const TIME_OPEN = `"><p class="${cls.time}">`;
// The en dash as a character reference: it is the only character of a day's markup past Latin-1 as a rule,
// and one such character makes the whole string two bytes a character, which the parser then reads slower.
const TIME_DASH = '&#8211;';
const DURATION_OPEN = `<span class="${cls.duration}">`;
const NAME_OPEN = `</span></p><div class="${cls.body}"><div class="${cls.name}" role="heading" aria-level="3" id="`;
const META_OPEN = `</div><p class="${cls.meta}">`;
const SIDE_OPEN = `</div><div class="${cls.side}">`;
const PRICE_OPEN = `<span class="${cls.price}">`;
const PLACES_OPEN = `<p class="${cls.places}">`;
const QUEUE_OPEN = `<p class="${cls.queue}">`;

/** One card's markup; `nameId` (already escaped) names it. Its time reads as cardText's. */
function cardHtml(card: DayCard, index: number, nameId: string): string {
  const { entry } = card;
  const text = cardText(entry, card.staff !== undefined);
  let html =
    CARD_OPEN +
    nameId +
    TIME_OPEN +
    escapeHtml(entry.startsAt.time24h) +
    TIME_DASH +
    escapeHtml(entry.endsAt.time24h) +
    DURATION_OPEN +
    escapeHtml(text.duration) +
    NAME_OPEN +
    nameId +
    '">' +
    escapeHtml(entry.name) +
    META_OPEN +
    escapeHtml(text.meta) +
    '</p>' +
    tagsHtml(entry) +
    staffHtml(card, index, nameId) +
    SIDE_OPEN;
  if (text.price !== null) html += PRICE_OPEN + escapeHtml(text.price) + '</span>';
  html += PLACES_OPEN + escapeHtml(text.places) + '</p>';
  if (text.queue !== null) html += QUEUE_OPEN + escapeHtml(text.queue) + '</p>';
  return html + actionHtml(cardAction(card), card.state === 'busy', index, nameId) + '</div></li>';
}

/**
 * The markup of `cards` (a group's, or the end of one), the first of them at position `from` of the list
 * (their indexes and name ids, `{idPrefix}-{index}`, count from there).
 */
export function dayCardsHtml(cards: readonly DayCard[], from: number, idPrefix: string): string {
  const prefix = escapeHtml(idPrefix);
  let html = '';
  for (let i = 0; i < cards.length; i += 1) html += cardHtml(cards[i]!, from + i, `${prefix}-${from + i}`);
  return html;
}

/**
 * The markup of `cards` in groups of CARDS_PER_GROUP, the first of them at position `from` of the list.
 * A group is a `<ul>` with no role of its own: a screen reader finds one list of the day's classes (the
 * list element's), the cards being its items. Its cards say `listitem` themselves, as the items of a
 * presentational list would lose their role with it.
 */
export function dayGroupsHtml(cards: readonly DayCard[], from: number, idPrefix: string): string {
  let html = '';
  for (let i = 0; i < cards.length; i += CARDS_PER_GROUP) {
    const group = cards.slice(i, i + CARDS_PER_GROUP);
    html += `<ul class="${cls.group}" role="none">${dayCardsHtml(group, from + i, idPrefix)}</ul>`;
  }
  return html;
}
