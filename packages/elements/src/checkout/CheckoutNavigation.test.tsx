import type { CartResponse } from '@venue/core';
import { act } from 'react';
import { SWIMMING_BASKET } from '../../../../test/fixtures/cart.ts';
import { AUTHORISED, COMPLETED, PREPARE_NO_TERMS } from '../../../../test/fixtures/checkout.ts';
import { EMPTY_BASKET, LOGGED_IN } from '../../../../test/fixtures/session.ts';
import { Checkout } from './Checkout.tsx';
import { byText, click, envelope, render, setupPage } from '../../../../test/fixtures/viewTestPage.tsx';

const API_ORIGIN = 'http://api.test';

function checkoutPage(source: CartResponse['source'] = null, kiosk = false) {
  const cart = { ...SWIMMING_BASKET, source };
  const page = setupPage({ ...LOGGED_IN, cart, kiosk });
  page.server
    .on('GET', '/api/activities/cart', envelope(cart))
    .on('GET', '/api/checkout/prepare', envelope(PREPARE_NO_TERMS))
    .on('POST', '/api/checkout/authorise', envelope(AUTHORISED))
    .on('POST', '/api/checkout/complete', envelope(COMPLETED));
  return page;
}

/** Pays through the sandbox card frame (happy-dom loads no cross-origin page, so the frame is stood in for). */
async function pay(container: HTMLElement) {
  await vi.waitFor(() => expect(container.querySelector('iframe[title="Card details"]')).not.toBeNull());
  const frame = container.querySelector<HTMLIFrameElement>('iframe[title="Card details"]')!;
  const posted = vi.fn();
  Object.defineProperty(frame, 'contentWindow', { value: { postMessage: posted } });
  await act(async () => {
    frame.dispatchEvent(new Event('load'));
  });
  const button = () => byText<HTMLButtonElement>(container, 'button', /^(Pay £|Complete order)/);
  await vi.waitFor(() => expect(button()?.getAttribute('aria-disabled')).toBeNull());
  await click(button());
  await vi.waitFor(() => expect(posted).toHaveBeenCalled());
  await act(async () => {
    window.dispatchEvent(
      new MessageEvent('message', {
        origin: API_ORIGIN,
        data: { type: 'opayo:card-identifier', cardIdentifier: 'card-id-1' },
        source: frame.contentWindow as Window,
      }),
    );
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
  sessionStorage.clear();
});

describe('<venue-checkout> navigation', () => {
  it("UI-022 AUTH-013 a logged-in customer gets the checkout with an 'Edit basket' link back to /basket", async () => {
    checkoutPage();
    const view = await render(<Checkout />);
    // The logged-in checkout is a chunk of its own, after the element's shell.
    await vi.waitFor(() =>
      expect(byText<HTMLAnchorElement>(view.container, 'a', 'Edit basket')?.getAttribute('href')).toBe('/basket'),
    );
    // Logged in, checkout is open: the card fields load and there is no log-in prompt.
    await vi.waitFor(() => expect(view.container.querySelector('iframe[title="Card details"]')).not.toBeNull());
    expect(byText(view.container, 'button', 'Log in')).toBeUndefined();
    view.unmount();
    const custom = await render(<Checkout basketUrl="/shop/basket" />);
    expect(byText<HTMLAnchorElement>(custom.container, 'a', 'Edit basket')?.getAttribute('href')).toBe('/shop/basket');
  });

  it('an empty checkout says so and leads on to booking (Continue browsing) as well as back to the basket', async () => {
    const page = setupPage({ ...LOGGED_IN, cart: EMPTY_BASKET });
    page.server.on('GET', '/api/activities/cart', envelope(EMPTY_BASKET));
    const view = await render(<Checkout />);
    await vi.waitFor(() => expect(byText(view.container, 'p', 'Your shopping basket is empty')).toBeDefined());
    const link = (text: string) => byText<HTMLAnchorElement>(view.container, 'a', text)?.getAttribute('href');
    expect(link('Continue browsing')).toBe('/redirect-to-selected-venue');
    expect(link('Edit basket')).toBe('/basket');
    view.unmount();
    const custom = await render(<Checkout continueUrl="/whats-on" />);
    await vi.waitFor(() =>
      expect(byText<HTMLAnchorElement>(custom.container, 'a', 'Continue browsing')?.getAttribute('href')).toBe(
        '/whats-on',
      ),
    );
  });

  it('ROUTE-028 payment completion goes to /booking-confirmed/{completeOrderId}', async () => {
    const page = checkoutPage('activity-booking');
    const view = await render(<Checkout />);
    await pay(view.container);
    await vi.waitFor(() => expect(page.navigate).toHaveBeenCalledExactlyOnceWith('/booking-confirmed/ord-0077'));
  });

  it('ROUTE-028 an online joining order goes to /order-confirmed/{completeOrderId} (kiosk keeps its flag)', async () => {
    const page = checkoutPage('online-joining');
    const view = await render(<Checkout />);
    await pay(view.container);
    await vi.waitFor(() => expect(page.navigate).toHaveBeenCalledExactlyOnceWith('/order-confirmed/ord-0077'));
    view.unmount();
    const kioskPage = checkoutPage('online-joining', true);
    const kiosk = await render(<Checkout />);
    await pay(kiosk.container);
    await vi.waitFor(() =>
      expect(kioskPage.navigate).toHaveBeenCalledExactlyOnceWith('/order-confirmed/ord-0077?kiosk=true'),
    );
  });

  it('ROUTE-028 an explicit confirmation-url wins', async () => {
    const page = checkoutPage('online-joining');
    const view = await render(<Checkout confirmationUrl="/thanks/" />);
    await pay(view.container);
    await vi.waitFor(() => expect(page.navigate).toHaveBeenCalledExactlyOnceWith('/thanks/ord-0077'));
  });
});
