import {
  BASKET_WITH_BENEFITS,
  EMPTY_BASKET,
  ONE_ITEM_BASKET,
  TWO_ITEM_BASKET,
} from '../../../../test/fixtures/cart.ts';
import { GUEST, LOGGED_IN } from '../../../../test/fixtures/session.ts';
import {
  byText,
  click,
  envelope,
  hearVenueEvents,
  render,
  renderInHost,
  setupPage,
} from '../../../../test/fixtures/viewTestPage.tsx';
import { Basket } from './Basket.tsx';
import { checkoutHref } from './checkoutHref.ts';

afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

const toastMessages = (page: ReturnType<typeof setupPage>) => page.store.getState().toasts.list.map((t) => t.message);

describe('<venue-basket> view', () => {
  it('UI-017 UI-018 UI-019 heading with item count and total, the items, and the summary', async () => {
    const page = setupPage(LOGGED_IN);
    page.server.on('GET', '/api/activities/cart', envelope(TWO_ITEM_BASKET));
    const view = await render(<Basket />);
    await vi.waitFor(() => expect(view.container.querySelectorAll('[data-cart-item]')).toHaveLength(2));
    expect(view.container.querySelector('h1')?.textContent).toBe('Shopping basket');
    expect(view.text()).toContain('2 items · £93.50');
    const summary = view.container.querySelector('aside')!;
    expect(summary.textContent).toMatch(/Basket cost£93\.50/);
    expect(summary.textContent).toMatch(/Total to pay£93\.50/);
  });

  it('a course reads as one summary of its sessions, with every session date on request', async () => {
    const page = setupPage(LOGGED_IN);
    page.server.on('GET', '/api/activities/cart', envelope(TWO_ITEM_BASKET));
    const view = await render(<Basket />);
    await vi.waitFor(() => expect(view.container.querySelectorAll('[data-cart-item]')).toHaveLength(2));
    const course = view.container.querySelector('[data-cart-item="9002"]')!;
    expect(course.querySelector('[data-item-when]')?.textContent).toBe(
      'Fridays 17:00–17:45, 27 Nov – 29 Jan, 10 sessions',
    );
    expect(course.textContent).not.toContain('[object Object]');
    const dates = [...course.querySelectorAll('details li')].map((li) => li.textContent);
    expect(dates).toHaveLength(10);
    expect(new Set(dates).size).toBe(10);
    expect(dates[0]).toBe('Fri 27 Nov, 17:00–17:45');
    expect(view.container.querySelector('[data-cart-item="9001"] [data-item-when]')?.textContent).toBe(
      'Tue 24 Nov, 18:00–19:00',
    );
  });

  it('MSG-027 a logged-in customer with an empty basket is told so', async () => {
    const page = setupPage({ ...LOGGED_IN, cart: EMPTY_BASKET });
    page.server.on('GET', '/api/activities/cart', envelope(EMPTY_BASKET));
    const view = await render(<Basket />);
    await vi.waitFor(() => expect(view.text()).toContain('Your shopping basket is empty'));
  });

  it('MSG-028 UI-023 a guest is asked to log in, and Log in opens the login modal', async () => {
    const page = setupPage(GUEST);
    const view = await render(<Basket />);
    expect(view.text()).toContain('Log in to add items to your basket');
    await click(byText(view.container, 'button', 'Log in'));
    expect(page.store.getState().system.loginModalOpen).toBe(true);
    expect(page.server.calls).toHaveLength(0);
  });

  it('UI-024 MSG-019 a spinner while loading; a failed load says so and offers a retry', async () => {
    const page = setupPage({ ...LOGGED_IN, cart: EMPTY_BASKET });
    page.store.setState((s) => ({ cart: { ...s.cart, loaded: false } }));
    let answer: (v: { status: number; body: unknown }) => void = () => {};
    // Every retry of the query waits on the same answer.
    const gate = new Promise<{ status: number; body: unknown }>((resolve) => (answer = resolve));
    page.server.on('GET', '/api/activities/cart', () => gate);
    const view = await render(<Basket />);
    expect(view.container.querySelector('[role="status"], [aria-busy="true"], svg, [class]')).not.toBeNull();
    expect(view.text()).toContain('Loading your basket');
    answer({ status: 500, body: {} });
    await vi.waitFor(() => expect(view.text()).toContain('Failed to load your shopping basket, please try again.'));
    expect(toastMessages(page)).toContain('Failed to load your shopping basket, please try again.');
  });

  it('UI-025 MSG-002 CART-024 removing shows an overlay on the item, debounced, then the basket updates with a toast', async () => {
    const page = setupPage(LOGGED_IN);
    page.server
      .on('GET', '/api/activities/cart', envelope(TWO_ITEM_BASKET))
      .on('POST', '/api/activities/cart/remove', envelope(ONE_ITEM_BASKET));
    const view = await render(<Basket />);
    await vi.waitFor(() => expect(view.container.querySelectorAll('[data-cart-item]')).toHaveLength(2));
    await click(view.container.querySelector('[aria-label="Remove Yoga"]'));
    expect(view.container.querySelector('[data-cart-item="9001"] [data-removing-overlay]')).not.toBeNull();
    expect(page.server.callsTo('POST', '/api/activities/cart/remove')).toHaveLength(0);
    await vi.waitFor(() => expect(view.container.querySelectorAll('[data-cart-item]')).toHaveLength(1), {
      timeout: 2000,
    });
    expect(page.server.callsTo('POST', '/api/activities/cart/remove')[0]!.body).toEqual({ cart_item_ids: [9001] });
    expect(toastMessages(page)).toContain('Successfully removed item from the basket.');
  });

  it('an item removed in <venue-basket> raises one venue:basket-change from the element: heard once on it, an ancestor, document and window', async () => {
    const page = setupPage(LOGGED_IN);
    page.server
      .on('GET', '/api/activities/cart', envelope(TWO_ITEM_BASKET))
      .on('POST', '/api/activities/cart/remove', envelope(ONE_ITEM_BASKET));
    const view = await renderInHost(<Basket />);
    await vi.waitFor(() => expect(view.container.querySelectorAll('[data-cart-item]')).toHaveLength(2));
    const { heard, stop } = hearVenueEvents(['venue:basket-change'], {
      element: view.host,
      wrapper: view.wrapper,
      document,
      window,
    });
    await click(view.container.querySelector('[aria-label="Remove Yoga"]'));
    await vi.waitFor(() => expect(view.container.querySelectorAll('[data-cart-item]')).toHaveLength(1), {
      timeout: 2000,
    });
    const once = [{ type: 'venue:basket-change', detail: { itemCount: 1 }, composedBubbling: true }];
    expect(heard).toEqual({ element: once, wrapper: once, document: once, window: once });
    stop();
  });

  it('UI-026 the removal overlay is cleared when removal fails', async () => {
    const page = setupPage(LOGGED_IN);
    page.server
      .on('GET', '/api/activities/cart', envelope(TWO_ITEM_BASKET))
      .on('POST', '/api/activities/cart/remove', { status: 500, body: {} });
    const view = await render(<Basket />);
    await vi.waitFor(() => expect(view.container.querySelectorAll('[data-cart-item]')).toHaveLength(2));
    await click(view.container.querySelector('[aria-label="Remove Yoga"]'));
    expect(view.container.querySelector('[data-removing-overlay]')).not.toBeNull();
    await vi.waitFor(() => expect(view.container.querySelector('[data-removing-overlay]')).toBeNull(), {
      timeout: 2000,
    });
    expect(view.container.querySelectorAll('[data-cart-item]')).toHaveLength(2);
  });

  it('MSG-004 MSG-005 benefit and package removal call their endpoints and toast', async () => {
    const page = setupPage({ ...LOGGED_IN, cart: BASKET_WITH_BENEFITS });
    page.server
      .on('GET', '/api/activities/cart', envelope(BASKET_WITH_BENEFITS))
      .on(
        'DELETE',
        '/api/activities/benefit/remove/9001',
        envelope({
          ...BASKET_WITH_BENEFITS,
          items: BASKET_WITH_BENEFITS.items!.map((i) => ({ ...i, benefitApplied: false })),
        }),
      )
      .on('DELETE', '/api/activities/package/remove/9002', envelope(TWO_ITEM_BASKET));
    const view = await render(<Basket />);
    await vi.waitFor(() => expect(byText(view.container, 'button', 'Remove benefit')).toBeDefined());
    await click(byText(view.container, 'button', 'Remove benefit'));
    await vi.waitFor(() => expect(toastMessages(page)).toContain('Successfully removed benefit.'));
    await click(byText(view.container, 'button', 'Remove package usage'));
    await vi.waitFor(() => expect(toastMessages(page)).toContain('Successfully removed package usage.'));
  });

  it('UI-020 UI-021 the narrow-screen buttons go to /redirect-to-selected-venue and /basket/checkout', async () => {
    const page = setupPage(LOGGED_IN);
    page.server.on('GET', '/api/activities/cart', envelope(TWO_ITEM_BASKET));
    const view = await render(<Basket />);
    await vi.waitFor(() => expect(view.container.querySelectorAll('[data-cart-item]')).toHaveLength(2));
    const bar = view.container.querySelector('nav[aria-label="Basket actions"]')!;
    expect(byText(bar, 'a', 'Continue browsing')?.getAttribute('href')).toBe('/redirect-to-selected-venue');
    expect(byText(bar, 'a', 'Checkout now')?.getAttribute('href')).toBe('/basket/checkout');
  });

  it('EMBED-010 EMBED-011 Checkout now leads to a checkout on the bookings host, with embedded=true when embedded', async () => {
    const page = setupPage(LOGGED_IN);
    page.server.on('GET', '/api/activities/cart', envelope(TWO_ITEM_BASKET));
    const checkoutNow = async () => {
      const view = await render(<Basket checkoutUrl="http://bookings.example.com/basket/checkout" />);
      await vi.waitFor(() => expect(view.container.querySelectorAll('[data-cart-item]')).toHaveLength(2));
      const href = byText(
        view.container.querySelector('nav[aria-label="Basket actions"]')!,
        'a',
        'Checkout now',
      )?.getAttribute('href');
      document.body.replaceChildren();
      return href;
    };
    expect(await checkoutNow()).toBe('http://bookings.example.com/basket/checkout');
    page.store.setState((s) => ({ system: { ...s.system, isEmbedded: true } }));
    expect(await checkoutNow()).toBe('http://bookings.example.com/basket/checkout?embedded=true');
  });

  it('checkoutHref adds embedded=true only when embedded and the checkout is on another host', () => {
    expect(checkoutHref('/basket/checkout', { embedded: true, pageUrl: 'http://localhost:4300/basket' })).toBe(
      '/basket/checkout',
    );
    expect(
      checkoutHref('http://bookings.example.com/basket/checkout', {
        embedded: true,
        pageUrl: 'http://operator.example/page',
      }),
    ).toBe('http://bookings.example.com/basket/checkout?embedded=true');
    expect(
      checkoutHref('http://bookings.example.com/basket/checkout', {
        embedded: false,
        pageUrl: 'http://operator.example/page',
      }),
    ).toBe('http://bookings.example.com/basket/checkout');
  });
});
