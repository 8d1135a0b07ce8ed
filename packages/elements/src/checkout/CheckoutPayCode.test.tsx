import { SWIMMING_BASKET } from '../../../../test/fixtures/cart.ts';
import { AUTHORISED, COMPLETED, PREPARE_NO_TERMS } from '../../../../test/fixtures/checkout.ts';
import { LOGGED_IN } from '../../../../test/fixtures/session.ts';
import { byText, click, envelope, render, setupPage } from '../../../../test/fixtures/viewTestPage.tsx';
import { Checkout } from './Checkout.tsx';

// Pay's own code (the payment controller with the pay flow and completion's redirect) loads apart from the
// checkout's first screen (core store/checkout.ts). Here it arrives only when the test lets it, as on a slow
// connection. (The unit tests reach core through its index, which holds the controller itself; the slice's
// load waits for completion's module too, which nothing else imports.)
const gate = vi.hoisted(() => {
  let release: () => void = () => {};
  const arrived = new Promise<void>((resolve) => (release = resolve));
  return { arrived, release: () => release(), loads: 0 };
});
vi.mock('../../../core/src/store/checkoutFinish.ts', async (original) => {
  gate.loads += 1;
  await gate.arrived;
  return original();
});

const API_ORIGIN = 'http://api.test';

describe('<venue-checkout> Pay before its code has arrived', () => {
  it('PAY-011 the first screen does not load it; a press shows Pay busy at once, a second press does nothing, and the payment goes on once it arrives', async () => {
    const page = setupPage({ ...LOGGED_IN, cart: SWIMMING_BASKET });
    page.server
      .on('GET', '/api/activities/cart', envelope(SWIMMING_BASKET))
      .on('GET', '/api/checkout/prepare', envelope(PREPARE_NO_TERMS))
      .on('POST', '/api/checkout/authorise', envelope(AUTHORISED))
      .on('POST', '/api/checkout/complete', envelope(COMPLETED));
    const view = await render(<Checkout noRedirect />);
    await vi.waitFor(() => expect(view.container.querySelector('iframe[title="Card details"]')).not.toBeNull());
    const frame = view.container.querySelector<HTMLIFrameElement>('iframe[title="Card details"]')!;
    const posted = vi.fn();
    Object.defineProperty(frame, 'contentWindow', { value: { postMessage: posted } });
    frame.dispatchEvent(new Event('load'));
    const pay = () => byText<HTMLButtonElement>(view.container, 'button', /^(Pay £|Paying)/)!;
    await vi.waitFor(() => expect(pay().getAttribute('aria-disabled')).toBeNull());
    expect(gate.loads).toBe(0);

    await click(pay());
    await vi.waitFor(() => expect(pay().getAttribute('aria-busy')).toBe('true'));
    await click(pay());
    gate.release();
    await vi.waitFor(() => expect(posted).toHaveBeenCalledTimes(1), { timeout: 5000 });
    window.dispatchEvent(
      new MessageEvent('message', {
        origin: API_ORIGIN,
        data: { type: 'opayo:card-identifier', cardIdentifier: 'card-id-1' },
        source: frame.contentWindow as Window,
      }),
    );
    await vi.waitFor(() => expect(page.server.callsTo('POST', '/api/checkout/complete')).toHaveLength(1));
    expect(page.server.callsTo('POST', '/api/checkout/authorise')).toHaveLength(1);
    expect(gate.loads).toBe(1);
  });
});
