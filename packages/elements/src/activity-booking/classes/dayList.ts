import { currencySymbol, formatMoney, type ActivityClass } from '@venue/core';
import { buttonClassName } from '@venue/ui';
import { spinnerRingStyle, spinnerStyle } from '@venue/ui/styles';
import { blockRows, type BlockBookingView } from './blockBookings.ts';
import { durationText, placesLeftText, waitlistPlaceText, type ClassAction } from './classActions.ts';
import * as styles from './classes.css.ts';

// The cards of a day's classes, written straight into the DOM. A busy day lists hundreds of classes and
// every one of them stays in the page (screen readers and find-in-page read the whole day), so a card is
// a cloned template whose text is filled in, not a tree of components: building 500 takes a few
// milliseconds, and another day's entries are written into the same nodes, position by position, changing
// only what differs. Framework-free; the view owns the list element and calls renderDayList after each
// render. The buttons carry `data-command` and `data-index` for the list's one click listener.

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

const cardTexts = new WeakMap<ActivityClass, CardText>();

export function cardText(entry: ActivityClass): CardText {
  let text = cardTexts.get(entry);
  if (text) return text;
  const instructors = entry.instructors.map((i) => i.name).join(', ');
  const price = entry.price;
  text = {
    time: `${entry.startsAt.time24h}–${entry.endsAt.time24h}`,
    duration: durationText(entry.duration),
    meta: [instructors ? `with ${instructors}` : '', entry.locationName ?? ''].filter(Boolean).join(' · '),
    tagsKey: entry.tags.map((t) => t.name).join('\n'),
    price: price
      ? formatMoney(Number.isFinite(price.value) ? price.value : 0, currencySymbol(price.currency ?? 'GBP'))
      : null,
    places: placesLeftText(entry.capacity.available),
    queue: waitlistPlaceText(entry.waitlistPosition),
  };
  cardTexts.set(entry, text);
  return text;
}

/** The nodes of one drawn card and what they show. */
interface CardNodes {
  li: HTMLLIElement;
  time: HTMLElement;
  duration: HTMLElement;
  name: HTMLElement;
  meta: HTMLElement;
  body: HTMLElement;
  side: HTMLElement;
  places: HTMLElement;
  price: HTMLElement;
  queue: HTMLElement;
  tags: HTMLElement | null;
  /** The action area: the last children of `side`. */
  action: HTMLElement[];
  /** Its button that shows the busy state (the action's, or "Yes, cancel it"). */
  busyButton: HTMLButtonElement | null;
  /** What its spinner announces. */
  busyLabel: string;
  /** Front of house's part of the card (staff only), at the end of the body. */
  staff: HTMLElement | null;
  shown: { text: CardText | null; name: string; actionKey: string; busy: boolean; staffKey: string };
}

const drawn = new WeakMap<HTMLElement, CardNodes[]>();
const PRIMARY = buttonClassName('primary');
const OUTLINE = buttonClassName('outline');

function element<K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  className?: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = doc.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

const templates = new WeakMap<Document, HTMLLIElement>();

/** The fixed part of every card, built once per document and cloned. */
function template(doc: Document): HTMLLIElement {
  let li = templates.get(doc);
  if (li) return li;
  li = element(doc, 'li', styles.card);
  const time = element(doc, 'p', styles.time);
  time.append(element(doc, 'span'), element(doc, 'span', styles.duration));
  const body = element(doc, 'div', styles.body);
  body.append(element(doc, 'h3', styles.name), element(doc, 'p', styles.meta));
  const side = element(doc, 'div', styles.side);
  side.append(element(doc, 'p', styles.places));
  li.append(time, body, side);
  templates.set(doc, li);
  return li;
}

function createCard(doc: Document, nameId: string): CardNodes {
  const li = template(doc).cloneNode(true) as HTMLLIElement;
  li.setAttribute('aria-labelledby', nameId);
  const [timeP, body, side] = li.children as unknown as [HTMLElement, HTMLElement, HTMLElement];
  const name = body.firstElementChild as HTMLElement;
  name.id = nameId;
  return {
    li,
    time: timeP.firstElementChild as HTMLElement,
    duration: timeP.lastElementChild as HTMLElement,
    name,
    meta: body.lastElementChild as HTMLElement,
    body,
    side,
    places: side.firstElementChild as HTMLElement,
    price: element(doc, 'span', styles.price),
    queue: element(doc, 'p', styles.queue),
    tags: null,
    action: [],
    busyButton: null,
    busyLabel: '',
    staff: null,
    shown: { text: null, name: '', actionKey: '', busy: false, staffKey: '' },
  };
}

// A card's text nodes are its elements' only children: compare and replace the text itself (reading
// textContent would build a string for every element of 500 cards).
const setText = (node: HTMLElement, value: string) => {
  const text = node.firstChild as Text | null;
  if (text === null) node.textContent = value;
  else if (text.data !== value) text.data = value;
};

/** Puts `node` in `parent` before `before` when `present`, takes it out otherwise. */
function place(parent: HTMLElement, node: HTMLElement, present: boolean, before: Node | null) {
  if (!present) node.remove();
  else if (node.parentNode !== parent) parent.insertBefore(node, before);
}

function tagsOf(doc: Document, entry: ActivityClass): HTMLElement {
  const p = element(doc, 'p', styles.tags);
  p.append(element(doc, 'span', styles.visuallyHidden, 'Tags: '));
  for (const tag of entry.tags) p.append(element(doc, 'span', styles.tag, tag.name));
  return p;
}

function button(doc: Document, className: string, command: CardCommand, index: number, label: string) {
  const node = element(doc, 'button', className, label);
  node.type = 'button';
  node.setAttribute('data-command', command);
  node.setAttribute('data-index', String(index));
  return node;
}

/** As `<Button loading>` shows it: a spinner announcing the label, aria-busy, clicks ignored. */
function setBusy(node: HTMLButtonElement, busy: boolean, label: string) {
  const spinner = node.firstElementChild;
  if (busy && !spinner) {
    const status = element(node.ownerDocument, 'span', spinnerStyle);
    status.setAttribute('role', 'status');
    const ring = element(node.ownerDocument, 'span', spinnerRingStyle);
    ring.setAttribute('aria-hidden', 'true');
    status.append(ring, element(node.ownerDocument, 'span', styles.visuallyHidden, label));
    node.prepend(status);
    node.setAttribute('aria-busy', 'true');
    node.setAttribute('aria-disabled', 'true');
  } else if (!busy && spinner) {
    spinner.remove();
    node.removeAttribute('aria-busy');
    node.removeAttribute('aria-disabled');
  }
}

/** The action area: a status (and the server's reason), the action's button, or the cancel question. */
function actionNodes(doc: Document, card: DayCard, index: number, nameId: string) {
  const { action, entry } = card;
  if (!action.actionable) {
    const nodes: HTMLElement[] = [element(doc, 'span', styles.status, action.label)];
    if (action.reason) nodes.push(element(doc, 'p', styles.reason, action.reason));
    return { nodes, busyButton: null, busyLabel: '' };
  }
  if (confirming(card)) {
    const row = element(doc, 'div', styles.confirmRow);
    row.setAttribute('role', 'group');
    row.setAttribute('aria-label', `Cancel ${entry.name} at ${entry.startsAt.time24h}?`);
    const yes = button(doc, PRIMARY, 'cancel', index, 'Yes, cancel it');
    row.append(button(doc, OUTLINE, 'keep', index, 'Keep booking'), yes);
    return { nodes: [row], busyButton: yes, busyLabel: 'Cancelling' };
  }
  const primary = action.kind === 'book' || action.kind === 'join_waitlist';
  const node = button(
    doc,
    primary ? PRIMARY : OUTLINE,
    action.kind === 'cancel_booking' ? 'confirm' : 'act',
    index,
    action.label,
  );
  node.setAttribute('aria-describedby', nameId);
  return { nodes: [node], busyButton: node, busyLabel: action.label };
}

// A cancel that is under way stays in its question (the busy "Yes, cancel it").
const confirming = (card: DayCard) =>
  card.state === 'confirming' || (card.state === 'busy' && card.action.kind === 'cancel_booking');

function actionKey(card: DayCard): string {
  const { action, entry } = card;
  if (!action.actionable) return `status|${action.label}|${action.reason ?? ''}`;
  if (confirming(card)) return `confirm|${entry.name}|${entry.startsAt.time24h}`;
  return `button|${action.kind}|${action.label}`;
}

function staffKey(card: DayCard): string {
  const staff = card.staff;
  if (!staff) return '';
  const block = staff.block;
  if (!block) return staff.canBlockBook ? `book|${card.entry.name}` : '';
  return JSON.stringify([block, staff.blockState, card.entry.name]);
}

/** Staff's part of a card: the block booking's details and its cancel, or the button that makes one. */
function staffNode(doc: Document, card: DayCard, index: number, nameId: string): HTMLElement | null {
  const staff = card.staff;
  if (!staff) return null;
  const block = staff.block;
  if (!block) {
    if (!staff.canBlockBook) return null;
    const book = button(doc, OUTLINE, 'block', index, 'Block book');
    book.setAttribute('aria-describedby', nameId);
    const wrap = element(doc, 'div', styles.blockActions);
    wrap.append(book);
    return wrap;
  }
  const titleId = `${nameId}-block`;
  const section = element(doc, 'div', styles.block);
  section.setAttribute('role', 'group');
  section.setAttribute('aria-labelledby', titleId);
  const title = element(doc, 'p', styles.blockTitle, 'Block booking');
  title.id = titleId;
  const list = element(doc, 'dl', styles.blockList);
  for (const [label, value] of blockRows(block)) {
    const row = element(doc, 'div', styles.blockRow);
    row.append(element(doc, 'dt', undefined, label), element(doc, 'dd', undefined, value));
    list.append(row);
  }
  section.append(title, list);
  if (staff.blockState === 'idle') {
    const cancel = button(doc, OUTLINE, 'block-confirm', index, 'Cancel block booking');
    cancel.setAttribute('aria-describedby', nameId);
    const wrap = element(doc, 'div', styles.blockActions);
    wrap.append(cancel);
    section.append(wrap);
  } else {
    const row = element(doc, 'div', styles.blockActions);
    row.setAttribute('role', 'group');
    row.setAttribute('aria-label', `Cancel the block booking of ${block.holder} for ${card.entry.name}?`);
    const yes = button(doc, PRIMARY, 'block-cancel', index, 'Yes, cancel block booking');
    row.append(button(doc, OUTLINE, 'block-keep', index, 'Keep block booking'), yes);
    if (staff.blockState === 'busy') setBusy(yes, true, 'Cancelling block booking');
    section.append(row);
  }
  return section;
}

function updateCard(nodes: CardNodes, card: DayCard, index: number, nameId: string) {
  const { entry } = card;
  const text = cardText(entry);
  const doc = nodes.li.ownerDocument;
  const shown = nodes.shown;
  if (shown.text !== text) {
    setText(nodes.time, text.time);
    setText(nodes.duration, text.duration);
    setText(nodes.meta, text.meta);
    setText(nodes.places, text.places);
    if (text.price !== null) setText(nodes.price, text.price);
    place(nodes.side, nodes.price, text.price !== null, nodes.places);
    if (text.queue !== null) setText(nodes.queue, text.queue);
    place(nodes.side, nodes.queue, text.queue !== null, nodes.places.nextSibling);
    if (shown.text?.tagsKey !== text.tagsKey) {
      nodes.tags?.remove();
      nodes.tags = entry.tags.length > 0 ? tagsOf(doc, entry) : null;
      if (nodes.tags) nodes.body.append(nodes.tags);
    }
    shown.text = text;
  }
  if (shown.name !== entry.name) {
    setText(nodes.name, entry.name);
    shown.name = entry.name;
  }
  const key = actionKey(card);
  if (shown.actionKey !== key) {
    for (const node of nodes.action) node.remove();
    const next = actionNodes(doc, card, index, nameId);
    nodes.side.append(...next.nodes);
    nodes.action = next.nodes;
    nodes.busyButton = next.busyButton;
    nodes.busyLabel = next.busyLabel;
    shown.actionKey = key;
    shown.busy = false;
  }
  const sKey = staffKey(card);
  if (shown.staffKey !== sKey) {
    // A keyboard user who pressed one of its buttons lands on the first button of what replaces it (the
    // cancel question, or the cancel button again), not on the page's start.
    const root = nodes.li.getRootNode() as Document | ShadowRoot;
    const hadFocus = !!nodes.staff && !!root.activeElement && nodes.staff.contains(root.activeElement);
    nodes.staff?.remove();
    nodes.staff = staffNode(doc, card, index, nameId);
    if (nodes.staff) nodes.body.append(nodes.staff);
    if (hadFocus) nodes.staff?.querySelector('button')?.focus();
    shown.staffKey = sKey;
  }
  const busy = card.state === 'busy';
  if (nodes.busyButton && shown.busy !== busy) {
    setBusy(nodes.busyButton, busy, nodes.busyLabel);
    shown.busy = busy;
  }
}

/**
 * Draws `cards` into `list` (a `<ul>` whose children only this function writes): the first cards reuse
 * the nodes already there, position by position; missing ones are added in one go, extra ones removed.
 * `idPrefix` makes the name ids (`{idPrefix}-{index}`) unique in the list's root.
 */
export function renderDayList(list: HTMLElement, cards: readonly DayCard[], idPrefix: string): void {
  const doc = list.ownerDocument;
  let nodes = drawn.get(list);
  if (!nodes) {
    nodes = [];
    drawn.set(list, nodes);
  }
  const fresh = doc.createDocumentFragment();
  for (let index = 0; index < cards.length; index += 1) {
    const nameId = `${idPrefix}-${index}`;
    let card = nodes[index];
    if (!card) {
      card = createCard(doc, nameId);
      nodes.push(card);
      fresh.append(card.li);
    }
    updateCard(card, cards[index]!, index, nameId);
  }
  list.append(fresh);
  for (const extra of nodes.splice(cards.length)) extra.li.remove();
}
