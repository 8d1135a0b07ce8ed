import { webAddress } from '../domain/webAddress.ts';

/**
 * What a kiosk says instead of following a link that would leave the site. `address` is what a person
 * can take away: a web address without its scheme, an email address or a phone number.
 */
export interface BlockedLink {
  kind: 'web' | 'email' | 'phone';
  address: string;
}

/** The link a click activates, looking through open shadow roots (the elements' links live in them). */
function linkOf(event: Event): Element | null {
  for (const node of event.composedPath())
    if (node instanceof Element && (node.localName === 'a' || node.localName === 'area') && node.hasAttribute('href'))
      return node;
  return null;
}

const digits = (text: string) => text.replace(/\D/g, '');

function addressOf(url: URL, words: string): BlockedLink | null {
  if (url.protocol === 'mailto:') return { kind: 'email', address: decodeURIComponent(url.pathname) };
  if (url.protocol === 'tel:') {
    // The number as the page writes it ("0161 496 0000") when the link's words are that number.
    const number = decodeURIComponent(url.pathname);
    return { kind: 'phone', address: digits(words) === digits(number) ? words.trim() : number };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return { kind: 'web', address: webAddress(url.href) };
}

/** What a click on a link does on a kiosk: follow it, follow it in this window, or stop it. */
export type KioskLinkCheck =
  { action: 'follow' } | { action: 'sameWindow'; url: string } | ({ action: 'block' } & BlockedLink);

/**
 * Whether a click on a link would take a kiosk off this site. A link to this origin in the same window, a
 * fragment or a `blob:` download is followed; one to this origin in a new window (a `target`, the middle
 * button, a modifier key) opens in this window instead, as a shared device must not gather tabs that the
 * idle logout cannot close; anything else is stopped.
 */
export function checkKioskLink(event: MouseEvent, here: Location = location): KioskLinkCheck {
  const link = linkOf(event);
  if (!link) return { action: 'follow' };
  let url: URL;
  try {
    url = new URL(link.getAttribute('href') ?? '', here.href);
  } catch {
    return { action: 'follow' };
  }
  if (url.protocol === 'blob:') return { action: 'follow' };
  if (url.origin === here.origin) {
    const target = link.getAttribute('target');
    const newWindow =
      (target !== null && target !== '' && target !== '_self') ||
      event.button === 1 ||
      event.ctrlKey ||
      event.metaKey ||
      event.shiftKey;
    return newWindow ? { action: 'sameWindow', url: url.href } : { action: 'follow' };
  }
  return { action: 'block', ...(addressOf(url, link.textContent ?? '') ?? { kind: 'web', address: url.href }) };
}

/**
 * Kiosk mode is a restricted mode (flows §6): a link to another site, a mail app or a phone would take the
 * device away from the booking site, out of reach of the idle logout that returns it to the kiosk home
 * (the next customer would find the last one's browsing). Such clicks are stopped and `onBlocked` says
 * where the link goes, so a person can visit it on their own device. Returns the stop function.
 */
export function guardKioskLinks(
  onBlocked: (link: BlockedLink) => void,
  target: EventTarget | null = typeof document === 'undefined' ? null : document,
  here: Location = location,
): () => void {
  const onClick = (event: Event) => {
    const click = event as MouseEvent;
    // auxclick: only the middle button's new tab (a right click opens the context menu, left alone).
    if (click.type === 'auxclick' && click.button !== 1) return;
    const check = checkKioskLink(click, here);
    if (check.action === 'follow') return;
    event.preventDefault();
    if (check.action === 'sameWindow') here.assign(check.url);
    else onBlocked({ kind: check.kind, address: check.address });
  };
  // Capture, so an element's own handler (a router's link) cannot follow it first.
  target?.addEventListener('click', onClick, true);
  target?.addEventListener('auxclick', onClick, true);
  return () => {
    target?.removeEventListener('click', onClick, true);
    target?.removeEventListener('auxclick', onClick, true);
  };
}

/** The toast a stopped link shows. */
export function blockedLinkToast(link: BlockedLink): { title: string; message: string } {
  const title = 'Not available on this kiosk';
  if (link.kind === 'email') return { title, message: `You can write to ${link.address} from your own device.` };
  if (link.kind === 'phone') return { title, message: `You can call ${link.address} from your own phone.` };
  return { title, message: `You can visit ${link.address} on your own device.` };
}
