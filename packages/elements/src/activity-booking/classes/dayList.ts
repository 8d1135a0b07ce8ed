import { spinnerRingStyle, spinnerStyle } from '@venue/ui/styles';
import {
  actionKey,
  cardAction,
  cardText,
  OUTLINE_BUTTON,
  PRIMARY_BUTTON,
  type CardAction,
  type CardText,
  type DayCard,
} from './dayCard.ts';
import { dayCardsHtml } from './dayListHtml.ts';
import * as styles from './classes.css.ts';

export type { CardCommand, DayCard } from './dayCard.ts';

// The cards of a day's classes, written straight into the DOM. A busy day lists hundreds of classes and
// every one of them stays in the page (screen readers and find-in-page read the whole day), so a card is
// not a tree of components: new cards are added as one string of markup (dayListHtml.ts), and another
// day's entries are written into the same nodes, position by position, changing only what differs.
// Framework-free; the view owns the list element and calls renderDayList after each render. The buttons
// carry `data-command` and `data-index` for the list's one click listener.

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
  shown: { text: CardText; name: string; actionKey: string; busy: boolean };
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

const next = (node: Element | null) => node?.nextElementSibling as HTMLElement | null;

/** The nodes of a card drawn as markup from `card` (dayListHtml.ts's layout). */
function adoptCard(li: HTMLLIElement, card: DayCard): CardNodes {
  const doc = li.ownerDocument;
  const text = cardText(card.entry);
  const timeP = li.firstElementChild!;
  const body = next(timeP)!;
  const side = next(body)!;
  const name = body.firstElementChild as HTMLElement;
  const meta = next(name)!;
  let at = side.firstElementChild as HTMLElement | null;
  const take = (present: boolean, make: () => HTMLElement) => {
    if (!present) return make();
    const node = at!;
    at = next(at);
    return node;
  };
  const price = take(text.price !== null, () => element(doc, 'span', styles.price));
  const places = take(true, () => element(doc, 'p', styles.places));
  const queue = take(text.queue !== null, () => element(doc, 'p', styles.queue));
  const action: HTMLElement[] = [];
  for (; at; at = next(at)) action.push(at);
  const shape = cardAction(card);
  const busyButton =
    shape.kind === 'button'
      ? (action[0] as HTMLButtonElement)
      : shape.kind === 'confirm'
        ? (action[0]!.lastElementChild as HTMLButtonElement)
        : null;
  return {
    li,
    time: timeP.firstElementChild as HTMLElement,
    duration: timeP.lastElementChild as HTMLElement,
    name,
    meta,
    body,
    side,
    places,
    price,
    queue,
    tags: next(meta),
    action,
    busyButton,
    busyLabel: shape.kind === 'status' ? '' : shape.busyLabel,
    shown: {
      text,
      name: card.entry.name,
      actionKey: actionKey(shape),
      busy: busyButton !== null && card.state === 'busy',
    },
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

function tagsOf(doc: Document, card: DayCard): HTMLElement {
  const p = element(doc, 'p', styles.tags);
  p.append(element(doc, 'span', styles.visuallyHidden, 'Tags: '));
  for (const tag of card.entry.tags) p.append(element(doc, 'span', styles.tag, tag.name));
  return p;
}

function button(doc: Document, className: string, command: string, index: number, label: string) {
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

/** The action area's nodes: a status (and the server's reason), the action's button, or the cancel question. */
function actionNodes(doc: Document, action: CardAction, index: number, nameId: string) {
  if (action.kind === 'status') {
    const nodes: HTMLElement[] = [element(doc, 'span', styles.status, action.label)];
    if (action.reason) nodes.push(element(doc, 'p', styles.reason, action.reason));
    return { nodes, busyButton: null, busyLabel: '' };
  }
  if (action.kind === 'confirm') {
    const row = element(doc, 'div', styles.confirmRow);
    row.setAttribute('role', 'group');
    row.setAttribute('aria-label', action.question);
    const yes = button(doc, PRIMARY_BUTTON, 'cancel', index, 'Yes, cancel it');
    row.append(button(doc, OUTLINE_BUTTON, 'keep', index, 'Keep booking'), yes);
    return { nodes: [row], busyButton: yes, busyLabel: action.busyLabel };
  }
  const node = button(doc, action.className, action.command, index, action.label);
  node.setAttribute('aria-describedby', nameId);
  return { nodes: [node], busyButton: node, busyLabel: action.busyLabel };
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
    if (shown.text.tagsKey !== text.tagsKey) {
      nodes.tags?.remove();
      nodes.tags = entry.tags.length > 0 ? tagsOf(doc, card) : null;
      if (nodes.tags) nodes.body.append(nodes.tags);
    }
    shown.text = text;
  }
  if (shown.name !== entry.name) {
    setText(nodes.name, entry.name);
    shown.name = entry.name;
  }
  const action = cardAction(card);
  const key = actionKey(action);
  if (shown.actionKey !== key) {
    for (const node of nodes.action) node.remove();
    const drawnAction = actionNodes(doc, action, index, nameId);
    nodes.side.append(...drawnAction.nodes);
    nodes.action = drawnAction.nodes;
    nodes.busyButton = drawnAction.busyButton;
    nodes.busyLabel = drawnAction.busyLabel;
    shown.actionKey = key;
    shown.busy = false;
  }
  const busy = card.state === 'busy';
  if (nodes.busyButton && shown.busy !== busy) {
    setBusy(nodes.busyButton, busy, nodes.busyLabel);
    shown.busy = busy;
  }
}

/**
 * Draws `cards` into `list` (a `<ul>` whose children only this function writes): the first cards reuse
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
  let li = (
    nodes.length > 0 ? nodes[nodes.length - 1]!.li.nextElementSibling : list.firstElementChild
  ) as HTMLLIElement;
  for (let i = 0; nodes.length < reach; i += 1, li = li.nextElementSibling as HTMLLIElement) {
    nodes.push(adoptCard(li, markup[i]!));
  }
  for (let index = 0; index < nodes.length && index < cards.length; index += 1) {
    updateCard(nodes[index]!, cards[index]!, index, `${idPrefix}-${index}`);
  }
  // Past this day's cards: the extra nodes, then any card drawn as markup that this render did not reach.
  for (const extra of nodes.splice(cards.length)) extra.li.remove();
  const end = nodes.length > 0 ? nodes[nodes.length - 1]!.li : null;
  while (list.lastElementChild && list.lastElementChild !== end) list.lastElementChild.remove();
  state.markup = cards.slice(nodes.length);
  if (state.markup.length > 0) list.insertAdjacentHTML('beforeend', dayCardsHtml(state.markup, nodes.length, idPrefix));
}
