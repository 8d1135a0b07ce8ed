import { createTestSession } from '../testing/session.ts';
import { blockedLinkToast, guardKioskLinks, type BlockedLink } from './kiosk-links.ts';

/** A page at https://book.example.com with the guard on its document; links are added to `host`. */
const stops: Array<() => void> = [];

function setUp() {
  const here = { href: 'https://book.example.com/kiosk', origin: 'https://book.example.com', assign: vi.fn() };
  const blocked: BlockedLink[] = [];
  const stop = guardKioskLinks((link) => blocked.push(link), document, here as unknown as Location);
  stops.push(stop);
  const host = document.createElement('div');
  document.body.append(host);
  // Whether the guard (which listens first, in capture) stopped the click; then stopped here in any case, as
  // happy-dom would follow a link and leave this page.
  let stopped = false;
  for (const type of ['click', 'auxclick'])
    host.addEventListener(type, (event) => {
      stopped = event.defaultPrevented;
      event.preventDefault();
    });
  const click = (html: string, init: MouseEventInit = {}, type = 'click') => {
    host.innerHTML = html;
    const target = host.querySelector('span') ?? host.firstElementChild!;
    target.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true, composed: true, ...init }));
    return stopped;
  };
  return { here, blocked, stop, host, click };
}

describe('kiosk links (restricted mode)', () => {
  afterEach(() => {
    for (const stop of stops.splice(0)) stop();
    document.body.replaceChildren();
  });

  it('stops a link to another site and says where it goes', () => {
    const { blocked, click, stop } = setUp();
    expect(click('<a href="https://www.example.org/privacy/"><span>Privacy notice</span></a>')).toBe(true);
    expect(blocked).toEqual([{ kind: 'web', address: 'example.org/privacy' }]);
    stop();
  });

  it('stops mail and phone links, naming the address and the number', () => {
    const { blocked, click, stop } = setUp();
    expect(click('<a href="mailto:info@riverside.example">Email us</a>')).toBe(true);
    expect(click('<a href="tel:01614960000"> 0161 496 0000 </a>')).toBe(true);
    expect(click('<a href="tel:+441614960000">Call us</a>')).toBe(true);
    expect(blocked).toEqual([
      { kind: 'email', address: 'info@riverside.example' },
      { kind: 'phone', address: '0161 496 0000' },
      { kind: 'phone', address: '+441614960000' },
    ]);
    stop();
  });

  it('follows links on this site, fragments and downloads made on the page', () => {
    const { blocked, click, here, stop } = setUp();
    expect(click('<a href="/courses/riverside">Courses</a>')).toBe(false);
    expect(click('<a href="https://book.example.com/basket">Basket</a>')).toBe(false);
    expect(click('<a href="#times">Times</a>')).toBe(false);
    expect(click('<a href="blob:https://book.example.com/5d1c" download="booking.ics">Add</a>')).toBe(false);
    expect(click('<a>No address</a>')).toBe(false);
    expect(blocked).toEqual([]);
    expect(here.assign).not.toHaveBeenCalled();
    stop();
  });

  it('opens a link on this site that asks for a new window in this window instead', () => {
    const { blocked, click, here, stop } = setUp();
    expect(click('<a href="/terms" target="_blank">Terms</a>')).toBe(true);
    expect(click('<a href="/basket">Basket</a>', { ctrlKey: true })).toBe(true);
    expect(click('<a href="/account">Account</a>', { button: 1 }, 'auxclick')).toBe(true);
    expect(here.assign.mock.calls).toEqual([
      ['https://book.example.com/terms'],
      ['https://book.example.com/basket'],
      ['https://book.example.com/account'],
    ]);
    expect(blocked).toEqual([]);
    stop();
  });

  it('finds a link inside an open shadow root (the elements draw theirs there)', () => {
    const { blocked, host, stop } = setUp();
    const shadow = host.attachShadow({ mode: 'open' });
    shadow.innerHTML = '<a href="https://example.com/terms" target="_blank" rel="noopener">Read the terms</a>';
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, composed: true });
    shadow.querySelector('a')!.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(blocked).toEqual([{ kind: 'web', address: 'example.com/terms' }]);
    stop();
  });

  it('leaves a right click alone and lets go of the page when stopped', () => {
    const { blocked, click, stop } = setUp();
    expect(click('<a href="https://example.org/">Elsewhere</a>', { button: 2 }, 'auxclick')).toBe(false);
    stop();
    expect(click('<a href="https://example.org/">Elsewhere</a>')).toBe(false);
    expect(blocked).toEqual([]);
  });

  it("the kiosk slice's guard tells the person in a toast where the link goes", async () => {
    const session = createTestSession();
    stops.push(session.state().kiosk.guardLinks(document));
    // The guard's code loads on first use.
    await import('./kiosk-links.ts');
    await new Promise((resolve) => setTimeout(resolve, 0));
    const link = document.createElement('a');
    link.href = 'https://example.org/accessibility';
    document.body.append(link);
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, composed: true });
    link.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(session.state().toasts.list).toMatchObject([
      { title: 'Not available on this kiosk', message: 'You can visit example.org/accessibility on your own device.' },
    ]);
  });

  it('words its toast for each kind of link', () => {
    expect(blockedLinkToast({ kind: 'email', address: 'a@b.example' }).message).toBe(
      'You can write to a@b.example from your own device.',
    );
    expect(blockedLinkToast({ kind: 'phone', address: '0161 496 0000' }).message).toBe(
      'You can call 0161 496 0000 from your own phone.',
    );
  });
});
