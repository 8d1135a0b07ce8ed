import { escapeHtml } from '../../internal/escapeHtml.ts';
import { actionKey, cardAction, cardText, staffKey, type CardAction, type CardText, type DayCard } from './dayCard.ts';
import { actionHtml, dayCardsHtml, dayGroupsHtml, spinnerHtml, staffHtml, tagsHtml } from './dayListHtml.ts';
import { CARDS_PER_GROUP } from './dayGroups.ts';
import * as styles from './classes.css.ts';

export type { CardCommand, DayCard, StaffCard } from './dayCard.ts';

// The cards of a day's classes, written straight into the DOM. A busy day lists hundreds of classes and
// every one of them stays in the page (screen readers and find-in-page read the whole day), so a card is
// not a tree of components: new cards are added as one string of markup (dayListHtml.ts), and another
// day's entries are written into the same nodes, position by position, changing only what differs (a
// changed action area, tags or staff part are replaced with their markup). The cards sit in groups of
// CARDS_PER_GROUP, every group full but the last, so the browser can skip the groups far from the screen
// (classes.css.ts). Framework-free; the view owns the list element and calls renderDayList after each
// render. The buttons carry `data-command` and `data-index` for the list's one click listener.

/** The nodes of one drawn card and what they show. */
interface CardNodes {
  li: HTMLLIElement;
  /** Its first text is the time, then the duration's element. */
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
  /** Front of house's part of the card (staff only), at the end of the body. */
  staff: HTMLElement | null;
  /** The action area: the last children of `side`. */
  action: HTMLElement[];
  /** Its button that shows the busy state (the action's, or "Yes, cancel it"). */
  busyButton: HTMLButtonElement | null;
  /** What its spinner announces. */
  busyLabel: string;
  shown: { text: CardText; name: string; actionKey: string; busy: boolean; staffKey: string };
}

/**
 * A list's drawn cards: `nodes` for those already rewritten once, then `markup`, the cards of the list's
 * next children as dayListHtml drew them. Their nodes are looked up only when a later render rewrites them,
 * so a first day's cards cost the markup and nothing more.
 */
interface DrawnList {
  nodes: CardNodes[];
  markup: readonly DayCard[];
}

const drawn = new WeakMap<HTMLElement, DrawnList>();

const next = (node: Element | null) => node?.nextElementSibling as HTMLElement | null;

/** A price or queue line for a card drawn without one: kept aside until an entry needs it. */
function part(doc: Document, tag: 'span' | 'p', className: string): HTMLElement {
  const node = doc.createElement(tag);
  node.className = className;
  return node;
}

/** The nodes of a card drawn as markup from `card` (dayListHtml.ts's layout). */
function adoptCard(li: HTMLLIElement, card: DayCard): CardNodes {
  const doc = li.ownerDocument;
  const text = cardText(card.entry, card.staff !== undefined);
  const timeP = li.firstElementChild as HTMLElement;
  const body = next(timeP)!;
  const side = next(body)!;
  const name = body.firstElementChild as HTMLElement;
  const meta = next(name)!;
  const price = text.price === null ? part(doc, 'span', styles.price) : (side.firstElementChild as HTMLElement);
  const places = (text.price === null ? side.firstElementChild : next(price)) as HTMLElement;
  const queue = text.queue === null ? part(doc, 'p', styles.queue) : next(places)!;
  const action = childrenAfter(side, text.queue === null ? places : queue);
  const shape = cardAction(card);
  const busyButton = busyButtonOf(shape, action);
  const sKey = staffKey(card);
  return {
    li,
    time: timeP,
    duration: timeP.lastElementChild as HTMLElement,
    name,
    meta,
    body,
    side,
    places,
    price,
    queue,
    tags: card.entry.tags.length > 0 ? next(meta) : null,
    staff: sKey === '' ? null : (body.lastElementChild as HTMLElement),
    action,
    busyButton,
    busyLabel: shape.kind === 'status' ? '' : shape.busyLabel,
    shown: {
      text,
      name: card.entry.name,
      actionKey: actionKey(shape),
      busy: busyButton !== null && card.state === 'busy',
      staffKey: sKey,
    },
  };
}

// A card's texts are its elements' first children (the time's is followed by the duration's element):
// compare and replace the text itself (reading textContent would build a string for every element of 500
// cards).
const setText = (node: HTMLElement, value: string) => {
  const text = node.firstChild;
  if (text === null || text.nodeType !== Node.TEXT_NODE)
    node.insertBefore(node.ownerDocument.createTextNode(value), text);
  else if ((text as Text).data !== value) (text as Text).data = value;
};

/** The card after `li` in the list, in its group or at the start of the next. */
const nextCard = (li: Element): HTMLLIElement | null =>
  (li.nextElementSibling ?? li.parentElement!.nextElementSibling?.firstElementChild ?? null) as HTMLLIElement | null;

/** Puts `node` in `parent` before `before` when `present`, takes it out otherwise. */
function place(parent: HTMLElement, node: HTMLElement, present: boolean, before: Node | null) {
  if (!present) node.remove();
  else if (node.parentNode !== parent) parent.insertBefore(node, before);
}

/** As `<Button loading>` shows it: a spinner announcing the label, aria-busy, clicks ignored. */
function setBusy(node: HTMLButtonElement, busy: boolean, label: string) {
  const spinner = node.firstElementChild;
  if (busy && !spinner) {
    node.insertAdjacentHTML('afterbegin', spinnerHtml(label));
    node.setAttribute('aria-busy', 'true');
    node.setAttribute('aria-disabled', 'true');
  } else if (!busy && spinner) {
    spinner.remove();
    node.removeAttribute('aria-busy');
    node.removeAttribute('aria-disabled');
  }
}

/** The button of an action area that shows the busy state: the action's, or "Yes, cancel it". */
function busyButtonOf(action: CardAction, nodes: readonly HTMLElement[]): HTMLButtonElement | null {
  if (action.kind === 'button') return nodes[0] as HTMLButtonElement;
  if (action.kind === 'confirm') return nodes[0]!.lastElementChild as HTMLButtonElement;
  return null;
}

/** The elements of `parent` after `after` (all of them when null). */
function childrenAfter(parent: HTMLElement, after: Element | null): HTMLElement[] {
  const found: HTMLElement[] = [];
  for (let at = after ? after.nextElementSibling : parent.firstElementChild; at; at = at.nextElementSibling) {
    found.push(at as HTMLElement);
  }
  return found;
}

function updateCard(nodes: CardNodes, card: DayCard, index: number, nameId: string) {
  const { entry } = card;
  const text = cardText(entry, card.staff !== undefined);
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
    if (shown.text.tagsKey !== text.tagsKey) {
      nodes.tags?.remove();
      nodes.tags = null;
      // Right after the meta line: the staff part, when there is one, stays last.
      if (entry.tags.length > 0) {
        nodes.meta.insertAdjacentHTML('afterend', tagsHtml(entry));
        nodes.tags = next(nodes.meta);
      }
    }
    shown.text = text;
  }
  if (shown.name !== entry.name) {
    setText(nodes.name, entry.name);
    shown.name = entry.name;
  }
  const action = cardAction(card);
  const key = actionKey(action);
  const busy = card.state === 'busy';
  if (shown.actionKey !== key) {
    for (const node of nodes.action) node.remove();
    const last = nodes.side.lastElementChild;
    nodes.side.insertAdjacentHTML('beforeend', actionHtml(action, busy, index, escapeHtml(nameId)));
    nodes.action = childrenAfter(nodes.side, last);
    nodes.busyButton = busyButtonOf(action, nodes.action);
    nodes.busyLabel = action.kind === 'status' ? '' : action.busyLabel;
    shown.actionKey = key;
    shown.busy = nodes.busyButton !== null && busy;
  }
  const sKey = staffKey(card);
  if (shown.staffKey !== sKey) {
    // A keyboard user who pressed one of its buttons lands on the first button of what replaces it (the
    // cancel question, or the cancel button again), not on the page's start.
    const root = nodes.li.getRootNode() as Document | ShadowRoot;
    const focused = root.activeElement;
    const hadFocus = nodes.staff !== null && focused !== null && nodes.staff.contains(focused);
    nodes.staff?.remove();
    nodes.staff = null;
    if (sKey !== '') {
      nodes.body.insertAdjacentHTML('beforeend', staffHtml(card, index, escapeHtml(nameId)));
      nodes.staff = nodes.body.lastElementChild as HTMLElement;
    }
    if (hadFocus) nodes.staff?.querySelector('button')?.focus();
    shown.staffKey = sKey;
  }
  if (nodes.busyButton && shown.busy !== busy) {
    setBusy(nodes.busyButton, busy, nodes.busyLabel);
    shown.busy = busy;
  }
}

/**
 * Draws `cards` into `list` (an element whose children only this function writes): the first cards reuse
 * the nodes already there, position by position; missing ones are added as markup in one go, extra ones
 * removed. `idPrefix` makes the name ids (`{idPrefix}-{index}`) unique in the list's root.
 */
export function renderDayList(list: HTMLElement, cards: readonly DayCard[], idPrefix: string): void {
  let state = drawn.get(list);
  if (!state) {
    state = { nodes: [], markup: [] };
    drawn.set(list, state);
  }
  const { nodes, markup } = state;
  // The cards last drawn as markup get their nodes when this render reaches them.
  const reach = Math.min(cards.length, nodes.length + markup.length);
  let li =
    nodes.length > 0
      ? nextCard(nodes[nodes.length - 1]!.li)
      : (list.firstElementChild?.firstElementChild as HTMLLIElement | null);
  for (let i = 0; nodes.length < reach; i += 1, li = nextCard(li!)) {
    nodes.push(adoptCard(li!, markup[i]!));
  }
  for (let index = 0; index < nodes.length && index < cards.length; index += 1) {
    updateCard(nodes[index]!, cards[index]!, index, `${idPrefix}-${index}`);
  }
  // Past this day's cards: the extra nodes, then any card drawn as markup that this render did not reach.
  nodes.splice(cards.length);
  const end = nodes.length > 0 ? nodes[nodes.length - 1]!.li : null;
  const endGroup = end?.parentElement ?? null;
  while (end?.nextElementSibling) end.nextElementSibling.remove();
  while (list.lastElementChild && list.lastElementChild !== endGroup) list.lastElementChild.remove();
  state.markup = cards.slice(nodes.length);
  addCards(list, endGroup, state.markup, nodes.length, idPrefix);
}

/** Adds `cards` (from position `from` on) after the last card: to the last group first, if it has room. */
function addCards(list: HTMLElement, last: Element | null, cards: readonly DayCard[], from: number, idPrefix: string) {
  const room = last === null ? 0 : Math.min(cards.length, CARDS_PER_GROUP - last.childElementCount);
  if (room > 0) last!.insertAdjacentHTML('beforeend', dayCardsHtml(cards.slice(0, room), from, idPrefix));
  if (cards.length > room)
    list.insertAdjacentHTML('beforeend', dayGroupsHtml(cards.slice(room), from + room, idPrefix));
}
