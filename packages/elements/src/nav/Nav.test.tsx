import { getSessionStore } from '@venue/core';
import { activeElementDeep, byText, cleanup, click, press, render } from '@venue/ui/testing';
import { act } from 'react';
import {
  applySession,
  EMPTY_BASKET,
  GUEST,
  LOGGED_IN,
  TWO_ITEM_BASKET,
  RIVERSIDE_CLIENT,
} from '../../../../test/fixtures/session.ts';
import { basketLabel, defaultAccountUrl, routeUrl } from './links.ts';
import { Nav } from './Nav.tsx';

const store = getSessionStore();

const linkTexts = (root: ParentNode) =>
  [...root.querySelectorAll('a, button')].map((el) => el.getAttribute('aria-label') ?? el.textContent?.trim());
const topLinks = (container: HTMLElement) => container.querySelector('nav ul')!;
const link = (root: ParentNode, text: string) => byText<HTMLAnchorElement>(root, text, 'a');

beforeEach(() => {
  applySession(store, GUEST);
  store.setState((s) => ({ system: { ...s.system, client: null } }));
});
afterEach(cleanup);

describe('<venue-nav> top navigation', () => {
  it('UI-009 shows Book an activity, linking to /redirect-to-selected-venue under the base URL', () => {
    const { container } = render(<Nav />);
    expect(link(topLinks(container), 'Book an activity').getAttribute('href')).toBe('/redirect-to-selected-venue');
    cleanup();
    const embedded = render(<Nav baseUrl="https://bookings.example.com/" />);
    expect(link(topLinks(embedded.container), 'Book an activity').getAttribute('href')).toBe(
      'https://bookings.example.com/redirect-to-selected-venue',
    );
  });

  it('UI-010 shows Buy a membership only when online joining is enabled (attribute or client setting)', () => {
    const off = render(<Nav />);
    expect(linkTexts(topLinks(off.container))).not.toContain('Buy a membership');
    off.unmount();
    const on = render(<Nav onlineJoining />);
    expect(link(topLinks(on.container), 'Buy a membership').getAttribute('href')).toBe('/pricing');
    on.unmount();
    act(() =>
      store.setState((s) => ({
        system: {
          ...s.system,
          client: RIVERSIDE_CLIENT,
        },
      })),
    );
    const fromClient = render(<Nav />);
    expect(linkTexts(topLinks(fromClient.container))).toContain('Buy a membership');
    fromClient.unmount();
    const forcedOff = render(<Nav onlineJoining={false} />);
    expect(linkTexts(topLinks(forcedOff.container))).not.toContain('Buy a membership');
  });

  it('UI-011 a guest sees Log in, a logged-in customer sees My account', () => {
    const { container } = render(<Nav accountUrl="http://account.localhost:4300/" />);
    expect(linkTexts(topLinks(container))).toContain('Log in');
    expect(linkTexts(topLinks(container))).not.toContain('My account');
    expect(link(topLinks(container), 'Log in').getAttribute('href')).toBe('/login');
    act(() => applySession(store, LOGGED_IN));
    expect(linkTexts(topLinks(container))).not.toContain('Log in');
    expect(link(topLinks(container), 'My account').getAttribute('href')).toBe('http://account.localhost:4300/');
  });

  it('UI-011 Log in opens the login modal through the session when a <venue-login> is on the page', () => {
    const { container } = render(<Nav />);
    const login = link(topLinks(container), 'Log in');
    const seen: boolean[] = [];
    const record = (e: Event) => {
      seen.push(e.defaultPrevented);
      e.preventDefault(); // keep happy-dom from navigating
    };
    document.addEventListener('click', record);
    click(login);
    expect(seen).toEqual([false]);
    expect(store.getState().system.loginModalOpen).toBe(false);
    document.body.appendChild(document.createElement('venue-login'));
    click(login);
    expect(seen).toEqual([false, true]);
    expect(store.getState().system.loginModalOpen).toBe(true);
    document.removeEventListener('click', record);
  });

  it('UI-012 the basket shows an item-count badge and names the count', () => {
    act(() => applySession(store, LOGGED_IN));
    const { container } = render(<Nav />);
    const basket = topLinks(container).querySelector<HTMLAnchorElement>('[data-basket]')!;
    expect(basket.getAttribute('href')).toBe('/basket');
    expect(basket.getAttribute('aria-label')).toBe('Shopping basket, 2 items');
    expect(basket.textContent).toBe('2');
    act(() =>
      store.getState().cart.replace({ ...TWO_ITEM_BASKET, itemCount: 1, items: TWO_ITEM_BASKET.items!.slice(0, 1) }),
    );
    expect(basket.getAttribute('aria-label')).toBe('Shopping basket, 1 item');
    act(() => store.getState().cart.replace(EMPTY_BASKET));
    expect(basket.getAttribute('aria-label')).toBe('Shopping basket, 0 items');
    expect(basket.textContent).toBe('');
  });

  it('KIOSK-004 kiosk mode adds Back to Kiosk Home, kept in the bar at every width', () => {
    const { container } = render(<Nav />);
    expect(linkTexts(container)).not.toContain('Back to Kiosk Home');
    act(() => applySession(store, { ...GUEST, kiosk: true }));
    const kioskHome = link(container, 'Back to Kiosk Home');
    expect(kioskHome.getAttribute('href')).toBe('/kiosk');
    // Outside the link list that folds into the drawer below 576 px.
    expect(topLinks(container).contains(kioskHome)).toBe(false);
  });

  it('KIOSK-004 a logged-in kiosk shows no way into the account area (gap G17)', () => {
    act(() => applySession(store, { ...LOGGED_IN, kiosk: true }));
    const { container } = render(<Nav />);
    expect(linkTexts(container)).not.toContain('My account');
    click(byText(container, 'Menu', 'button'));
    const drawer = container.querySelector('[role="dialog"]')!;
    expect([...drawer.querySelectorAll('ul li')].map((li) => li.textContent?.trim())).toEqual([
      'Book an activity',
      'Shopping basket',
      'Log out',
    ]);
  });
});

describe('<venue-nav> mobile side drawer', () => {
  const openDrawer = (container: HTMLElement) => {
    const menu = byText<HTMLButtonElement>(container, 'Menu', 'button');
    menu.focus();
    click(menu);
    return { menu, drawer: container.querySelector<HTMLElement>('[role="dialog"]')! };
  };

  it('UI-013 the drawer is 306 px wide', () => {
    const { container } = render(<Nav />);
    const { drawer } = openDrawer(container);
    expect(drawer.dataset.width).toBe('306');
    const css = [...document.querySelectorAll('style')].map((s) => s.textContent).join('\n');
    expect([...drawer.classList].some((c) => new RegExp(`\\.${c}\\s*\\{[^}]*width:\\s*306px`).test(css))).toBe(true);
  });

  it('UI-014 logged in, the entries are Book an activity, Buy a membership, Shopping basket, My account, Log out', () => {
    act(() => applySession(store, LOGGED_IN));
    const { container } = render(<Nav onlineJoining accountUrl="http://account.localhost:4300/" />);
    const { drawer } = openDrawer(container);
    const entries = [...drawer.querySelectorAll('ul li')].map((li) => li.textContent?.trim());
    expect(entries).toEqual(['Book an activity', 'Buy a membership', 'Shopping basket', 'My account', 'Log out']);
    expect(link(drawer, 'Shopping basket').getAttribute('href')).toBe('/basket');
    expect(drawer.textContent).not.toContain('Login to make bookings faster');
  });

  it('UI-015 MSG-026 a guest sees the guest text, Log in and Create an account, and no My account or Log out', () => {
    const { container } = render(<Nav baseUrl="https://bookings.example.com" />);
    const { drawer } = openDrawer(container);
    expect(drawer.textContent).toContain('Login to make bookings faster and manage your account');
    expect(link(drawer, 'Log in').getAttribute('href')).toBe('https://bookings.example.com/login');
    expect(link(drawer, 'Create an account').getAttribute('href')).toBe('https://bookings.example.com/register');
    expect(linkTexts(drawer)).not.toContain('My account');
    expect(linkTexts(drawer)).not.toContain('Log out');
    // Gap G25: the drawer's Buy a membership follows the same online joining condition as the bar.
    expect(linkTexts(drawer)).not.toContain('Buy a membership');
  });

  it('traps focus, closes on Escape and returns focus to the menu button', () => {
    const { container } = render(<Nav />);
    const { menu, drawer } = openDrawer(container);
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    expect(drawer.contains(activeElementDeep())).toBe(true);
    press(activeElementDeep()!, 'Escape');
    expect(container.querySelector('[role="dialog"]')).toBeNull();
    expect(activeElementDeep()).toBe(menu);
    expect(menu.getAttribute('aria-expanded')).toBe('false');
  });

  it('AUTH-005 Log out calls the session logout and closes the drawer', () => {
    act(() => applySession(store, LOGGED_IN));
    const logout = vi.fn(async () => {});
    act(() => store.setState((s) => ({ auth: { ...s.auth, logout } })));
    const { container } = render(<Nav />);
    const { drawer } = openDrawer(container);
    click(byText(drawer, 'Log out', 'button'));
    expect(logout).toHaveBeenCalledTimes(1);
    expect(container.querySelector('[role="dialog"]')).toBeNull();
  });
});

describe('nav links', () => {
  it('the account area defaults to the account sub-domain of the booking host', () => {
    expect(defaultAccountUrl('', 'http://localhost:4300/basket')).toBe('http://account.localhost:4300/');
    expect(defaultAccountUrl('https://bookings.example.com', 'https://operator.example.org/')).toBe(
      'https://account.bookings.example.com/',
    );
    expect(defaultAccountUrl('', 'http://127.0.0.1:4300/')).toBe('http://127.0.0.1:4300/account');
    expect(routeUrl('basket', 'https://x.test/')).toBe('https://x.test/basket');
    expect(basketLabel(2)).toBe('Shopping basket, 2 items');
  });
});
