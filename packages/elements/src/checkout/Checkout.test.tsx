import { SMALL_BASKET, SWIMMING_BASKET, TWO_ITEM_BASKET } from '../../../../test/fixtures/cart.ts';
import {
  AUTHORISED,
  COMPLETED,
  DECLINED,
  PAID_BOOKING_DISABLED,
  PREPARE_NO_TERMS,
  PREPARE_SANDBOX,
  SCA_AUTHORISED,
  SCA_REQUIRED,
  STAFF_USER_SEARCH,
} from '../../../../test/fixtures/checkout.ts';
import { ALEX_MORGAN, GUEST, LOGGED_IN } from '../../../../test/fixtures/session.ts';
import { Checkout } from './Checkout.tsx';
import {
  byText,
  click,
  envelope,
  hearVenueEvents,
  labelled,
  render,
  renderInHost,
  setupPage,
  type,
} from '../../../../test/fixtures/viewTestPage.tsx';

const API_ORIGIN = 'http://api.test';

function checkoutPage(fixture = { ...LOGGED_IN, cart: SWIMMING_BASKET }, prepare: object = PREPARE_SANDBOX) {
  const page = setupPage(fixture);
  page.server
    .on('GET', '/api/activities/cart', envelope(fixture.cart))
    .on('GET', '/api/checkout/prepare', envelope(prepare))
    .on('POST', '/api/checkout/authorise', envelope(AUTHORISED))
    .on('POST', '/api/checkout/complete', envelope(COMPLETED));
  return page;
}

const stubbed = new WeakMap<HTMLIFrameElement, ReturnType<typeof vi.fn>>();

/** The sandbox card fields frame, with a stand-in window (happy-dom loads no cross-origin pages). */
async function cardFrame(container: HTMLElement) {
  await vi.waitFor(() => expect(container.querySelector('iframe[title="Card details"]')).not.toBeNull());
  const frame = container.querySelector<HTMLIFrameElement>('iframe[title="Card details"]')!;
  const known = stubbed.get(frame);
  if (known) return { frame, posted: known };
  const posted = vi.fn();
  stubbed.set(frame, posted);
  Object.defineProperty(frame, 'contentWindow', { value: { postMessage: posted } });
  frame.dispatchEvent(new Event('load'));
  return { frame, posted };
}

function frameSays(frame: HTMLIFrameElement, data: unknown) {
  window.dispatchEvent(
    new MessageEvent('message', { origin: API_ORIGIN, data, source: frame.contentWindow as Window }),
  );
}

const payButton = (root: ParentNode) => byText<HTMLButtonElement>(root, 'button', /^(Pay £|Complete order)/);

async function payWithCard(view: { container: HTMLElement }) {
  const { frame, posted } = await cardFrame(view.container);
  await click(payButton(view.container));
  // Pay's own code (the payment controller and its pay flow) loads on the first press; the test runner
  // compiles it then, which can take over a second on a busy machine.
  await vi.waitFor(
    () => expect(posted).toHaveBeenCalledWith({ type: 'opayo:tokenise', cardholderName: 'Alex Morgan' }, API_ORIGIN),
    { timeout: 5000 },
  );
  frameSays(frame, { type: 'opayo:card-identifier', cardIdentifier: 'card-id-1' });
}

const toasts = (page: ReturnType<typeof setupPage>) => page.store.getState().toasts.list.map((t) => t.message);

afterEach(() => {
  document.body.replaceChildren();
  sessionStorage.clear();
});

describe('<venue-checkout> view', () => {
  it('PAY-003 PAY-004 PAY-007 PAY-027 PAY-029 MSG-008 ORDER-007 terms first, then card, authorise, complete and booking-confirmed', async () => {
    const page = checkoutPage();
    const heard: { type: string; detail: unknown }[] = [];
    const listening = new AbortController();
    const hear = (e: CustomEvent) => heard.push({ type: e.type, detail: e.detail });
    const view = await render(<Checkout noRedirect />);
    await cardFrame(view.container);
    // Pay is blocked from the start; the box to agree is there at once, the terms (sanitised) behind a
    // disclosure, fetched and shown once it is opened.
    expect(payButton(view.container)?.getAttribute('aria-disabled')).toBe('true');
    expect(labelled(view.container, 'I agree to the terms and conditions')).toBeDefined();
    expect(view.container.querySelector('details strong')).toBeNull();
    await click(byText(view.container, 'summary', 'Read the terms and conditions')!);
    // The sanitiser loads only now; the test runner compiles it then (over a second on a busy machine).
    await vi.waitFor(
      () => expect(view.container.querySelector('details[open] strong')?.textContent).toBe('Riverside Leisure Trust'),
      { timeout: 5000 },
    );
    expect(payButton(view.container)?.getAttribute('aria-disabled')).toBe('true');
    await click(payButton(view.container));
    expect(page.server.callsTo('POST', '/api/checkout/authorise')).toHaveLength(0);
    await click(labelled(view.container, 'I agree to the terms and conditions'));
    expect(payButton(view.container)?.textContent).toContain('Pay £85.00');
    // Typed for hosts through VenueEventMap: e.detail is the documented detail.
    document.addEventListener('venue:booking-confirmed', hear, { signal: listening.signal });
    document.addEventListener('venue:basket-change', hear, { signal: listening.signal });
    await payWithCard(view);
    await vi.waitFor(() => expect(toasts(page)).toContain('Order completed Successfully.'));
    const [authorise] = page.server.callsTo('POST', '/api/checkout/authorise');
    expect(authorise!.body).toMatchObject({
      card_identifier: 'card-id-1',
      session_key: 'msk-test-0001',
      terms: true,
      browser_javascript_enabled: true,
      browser_java_enabled: false,
    });
    expect(authorise!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    const [complete] = page.server.callsTo('POST', '/api/checkout/complete');
    expect(complete!.body).toMatchObject({ transaction_uuid: 'tx-0001', terms: true, source: 'activity-booking' });
    expect(complete!.headers['idempotency-key']).not.toBe(authorise!.headers['idempotency-key']);
    // One event per fact: the basket emptied, then the booking is confirmed (on document: no host element here).
    expect(heard).toEqual([
      { type: 'venue:basket-change', detail: { itemCount: 0 } },
      { type: 'venue:booking-confirmed', detail: { completeOrderId: 'ord-0077' } },
    ]);
    listening.abort();
    expect(page.store.getState().cart.completeOrderId).toBe('ord-0077');
    expect(page.store.getState().checkout.paymentComplete).toBe(true);
  });

  it('an order completed in <venue-checkout> raises one venue:basket-change and one venue:booking-confirmed from the element: each heard once on it, an ancestor, document and window', async () => {
    const page = checkoutPage();
    const view = await renderInHost(<Checkout noRedirect />);
    await cardFrame(view.container);
    await click(labelled(view.container, 'I agree to the terms and conditions'));
    const { heard, stop } = hearVenueEvents(['venue:basket-change', 'venue:booking-confirmed'], {
      element: view.host,
      wrapper: view.wrapper,
      document,
      window,
    });
    await payWithCard(view);
    await vi.waitFor(() => expect(toasts(page)).toContain('Order completed Successfully.'));
    const facts = [
      { type: 'venue:basket-change', detail: { itemCount: 0 }, composedBubbling: true },
      { type: 'venue:booking-confirmed', detail: { completeOrderId: 'ord-0077' }, composedBubbling: true },
    ];
    expect(heard).toEqual({ element: facts, wrapper: facts, document: facts, window: facts });
    stop();
  });

  it('the order summary says when each line is, as the basket does, so two lines of one class read apart', async () => {
    checkoutPage({ ...LOGGED_IN, cart: TWO_ITEM_BASKET });
    const view = await render(<Checkout noRedirect />);
    await cardFrame(view.container);
    const order = view.container.querySelector('aside[aria-labelledby="order-summary-title"]')!;
    const lines = Array.from(order.querySelectorAll('li'), (li) => li.textContent);
    expect(lines[0]).toMatch(/^YogaTue 24 Nov, 18:00–\d\d:\d\d£/);
    expect(lines[1]).toMatch(/^Swimming Lessons Stage 1.*sessions?.*£/);
  });

  it('PAY-028 no terms, no terms checkbox', async () => {
    checkoutPage(undefined, PREPARE_NO_TERMS);
    const view = await render(<Checkout noRedirect />);
    await cardFrame(view.container);
    expect(labelled(view.container, 'I agree to the terms and conditions')).toBeUndefined();
    expect(payButton(view.container)?.getAttribute('aria-disabled')).toBeNull();
  });

  it('PAY-005 API-045 the 3-D Secure challenge shows in a frame, then SCA completion and complete', async () => {
    const page = checkoutPage(undefined, PREPARE_NO_TERMS);
    page.server
      .on('POST', '/api/checkout/authorise', envelope(SCA_REQUIRED))
      .on('POST', '/api/payment-providers/sca-completion/tx-3ds-0001', envelope(SCA_AUTHORISED));
    const view = await render(<Checkout noRedirect />);
    await payWithCard(view);
    await vi.waitFor(() =>
      expect(view.container.querySelector('iframe[title="3-D Secure verification"]')).not.toBeNull(),
    );
    const challenge = view.container.querySelector<HTMLIFrameElement>('iframe[title="3-D Secure verification"]')!;
    expect(new URL(challenge.src).pathname).toBe('/sandbox/opayo/challenge/tx-3ds-0001');
    Object.defineProperty(challenge, 'contentWindow', { value: { postMessage: vi.fn() } });
    frameSays(challenge, { type: 'opayo:challenge-result', transaction_uuid: 'tx-3ds-0001', cres: 'cres-ok' });
    await vi.waitFor(() => expect(toasts(page)).toContain('Order completed Successfully.'));
    expect(page.server.callsTo('POST', '/api/payment-providers/sca-completion/tx-3ds-0001')[0]!.body).toEqual({
      transaction_uuid: 'tx-3ds-0001',
      sca_result: 'cres-ok',
    });
    expect(page.server.callsTo('POST', '/api/checkout/complete')[0]!.body).toMatchObject({
      transaction_uuid: 'tx-3ds-0001',
    });
  });

  it('PAY-026 MSG-012 PAY-014 a declined card says Payment was declined and keeps the basket', async () => {
    const page = checkoutPage(undefined, PREPARE_NO_TERMS);
    page.server.on('POST', '/api/checkout/authorise', DECLINED);
    const view = await render(<Checkout noRedirect />);
    await payWithCard(view);
    await vi.waitFor(() =>
      expect(view.container.querySelector('[role="alert"]')?.textContent).toBe('Payment was declined'),
    );
    expect(page.store.getState().cart.items).toHaveLength(1);
    expect(page.store.getState().checkout.paymentProcessing).toBe(false);
    expect(page.server.callsTo('POST', '/api/checkout/complete')).toHaveLength(0);
  });

  it('a declined card moves focus from Pay to the message at the top, so it is in view on a phone', async () => {
    const page = checkoutPage(undefined, PREPARE_NO_TERMS);
    page.server.on('POST', '/api/checkout/authorise', DECLINED);
    const view = await render(<Checkout noRedirect />);
    await payWithCard(view);
    await vi.waitFor(() => expect(document.activeElement?.textContent).toBe('Payment was declined'));
    expect(document.activeElement?.getAttribute('role')).toBe('alert');
  });

  it('PAY-011 a double click on Pay authorises once', async () => {
    const page = checkoutPage(undefined, PREPARE_NO_TERMS);
    const view = await render(<Checkout noRedirect />);
    const { frame, posted } = await cardFrame(view.container);
    const button = payButton(view.container)!;
    await click(button);
    await click(button);
    await vi.waitFor(() => expect(posted).toHaveBeenCalledTimes(1));
    frameSays(frame, { type: 'opayo:card-identifier', cardIdentifier: 'card-id-1' });
    await vi.waitFor(() => expect(toasts(page)).toContain('Order completed Successfully.'));
    expect(page.server.callsTo('POST', '/api/checkout/authorise')).toHaveLength(1);
    expect(page.server.callsTo('POST', '/api/checkout/complete')).toHaveLength(1);
  });

  it('PAY-031 PAY-032 a 403 with paid_booking_disabled shows the server message and disables paying', async () => {
    const page = checkoutPage(undefined, PREPARE_NO_TERMS);
    page.server.on('GET', '/api/checkout/prepare', { status: 403, body: PAID_BOOKING_DISABLED });
    const view = await render(<Checkout noRedirect />);
    await vi.waitFor(() =>
      expect(view.container.querySelector('[role="alert"]')?.textContent).toBe(
        'Paid bookings are switched off at this venue.',
      ),
    );
    expect(view.container.querySelector('iframe')).toBeNull();
    expect(payButton(view.container)?.getAttribute('aria-disabled')).toBe('true');
  });

  it('PAY-015 API-046 MSG-007 MSG-009 credit: ticking reserves it and lowers the card amount; a refusal untics it', async () => {
    const page = checkoutPage(undefined, PREPARE_NO_TERMS);
    // The server lowers the balance by the credit it reserved.
    page.server.on(
      'POST',
      '/api/credits/apply',
      envelope({ ...SWIMMING_BASKET, balance: { value: 7500, currency: 'GBP', formatted: '£75.00' } }),
    );
    const view = await render(<Checkout noRedirect />);
    await cardFrame(view.container);
    await click(labelled(view.container, /my membership credit/));
    await vi.waitFor(() => expect(toasts(page)).toContain('Credit successfully applied.'));
    expect(page.server.callsTo('POST', '/api/credits/apply')[0]!.body).toMatchObject({
      credits: [{ amount: 1000, type: 'membership' }],
      source: 'activity-booking',
    });
    expect(payButton(view.container)?.textContent).toContain('Pay £75.00');

    page.server.on('POST', '/api/credits/apply', { status: 500, body: {} });
    await click(labelled(view.container, /my account credit/));
    await vi.waitFor(() => expect(toasts(page)).toContain('Credit amount could not be applied.'));
    expect((labelled(view.container, /my account credit/) as HTMLInputElement).checked).toBe(false);
    expect(payButton(view.container)?.textContent).toContain('Pay £75.00');
  });

  it('PAY-001 credits covering the whole balance complete the order without a card', async () => {
    const page = checkoutPage({ ...LOGGED_IN, cart: SMALL_BASKET }, PREPARE_NO_TERMS);
    page.server.on(
      'POST',
      '/api/credits/apply',
      envelope({ ...SMALL_BASKET, balance: { value: 0, currency: 'GBP', formatted: '£0.00' } }),
    );
    const view = await render(<Checkout noRedirect />);
    await vi.waitFor(() => expect(labelled(view.container, /my account credit/)).toBeDefined());
    await click(labelled(view.container, /my account credit/));
    await vi.waitFor(() => expect(payButton(view.container)?.textContent).toBe('Complete order'));
    await click(payButton(view.container));
    await vi.waitFor(() => expect(toasts(page)).toContain('Order completed Successfully.'));
    expect(page.server.callsTo('POST', '/api/checkout/authorise')).toHaveLength(0);
    expect(page.server.callsTo('POST', '/api/checkout/complete')[0]!.body).toMatchObject({
      transaction_uuid: null,
      payments: [{ tender_type: 'credit', credit_type: 'general', amount: 500 }],
    });
  });

  it('PAY-033 CART-026 front of house: staff choose the customer, then pay through /pay with the selected user id', async () => {
    const staff = {
      ...ALEX_MORGAN,
      id: 99,
      firstName: 'Sam',
      lastName: 'Staff',
      email: 'staff@example.com',
      role: 'staff' as const,
    };
    const page = checkoutPage({ ...LOGGED_IN, user: staff, cart: SWIMMING_BASKET }, PREPARE_NO_TERMS);
    page.store.setState((s) => ({ cart: { ...s.cart, items: [], selectedUserId: null } }));
    page.server
      .on('GET', '/api/v1/users', envelope(STAFF_USER_SEARCH))
      .on('POST', '/api/checkout/pay', envelope(COMPLETED));
    const view = await render(<Checkout noRedirect />);
    await vi.waitFor(() => expect(labelled(view.container, 'Customer name, e-mail or reference')).toBeDefined());
    await type(labelled(view.container, 'Customer name, e-mail or reference'), 'alex');
    await click(byText(view.container, 'button', 'Search customers'));
    await vi.waitFor(() => expect(byText(view.container, 'button', /Alex Morgan/)).toBeDefined());
    await click(byText(view.container, 'button', /Alex Morgan/));
    await vi.waitFor(() => expect(page.server.callsTo('GET', '/api/checkout/prepare').length).toBeGreaterThan(0));
    expect(page.server.callsTo('GET', '/api/checkout/prepare')[0]!.query.get('selected_user_id')).toBe('1');
    await type(labelled(view.container, /^Name on card/), 'Alex Morgan');
    await payWithCard(view);
    await vi.waitFor(() => expect(page.server.callsTo('POST', '/api/checkout/pay')).toHaveLength(1));
    expect(page.server.callsTo('POST', '/api/checkout/pay')[0]!.body).toMatchObject({
      selected_user_id: 1,
      transaction_uuid: 'tx-0001',
    });
    expect(page.server.callsTo('POST', '/api/checkout/complete')).toHaveLength(0);
  });

  it('CART-026 on a new page of the same tab, staff still act for the customer chosen before', async () => {
    const staff = {
      ...ALEX_MORGAN,
      id: 99,
      firstName: 'Sam',
      lastName: 'Staff',
      email: 'staff@example.com',
      role: 'staff' as const,
    };
    sessionStorage.setItem(
      'venue.acting-for.v1',
      JSON.stringify({ id: 1, firstName: 'Alex', lastName: 'Morgan', email: null, reference: null }),
    );
    const page = checkoutPage({ ...LOGGED_IN, user: staff, cart: SWIMMING_BASKET }, PREPARE_NO_TERMS);
    page.store.setState((s) => ({ cart: { ...s.cart, items: [], selectedUserId: null } }));
    const view = await render(<Checkout noRedirect />);
    await vi.waitFor(() => expect(page.server.callsTo('GET', '/api/checkout/prepare').length).toBeGreaterThan(0));
    expect(page.server.callsTo('GET', '/api/checkout/prepare')[0]!.query.get('selected_user_id')).toBe('1');
    await vi.waitFor(() => expect(view.text()).toContain('Alex Morgan'));
    expect((labelled(view.container, /^Name on card/) as HTMLInputElement).value).toBe('Alex Morgan');
    sessionStorage.clear();
  });

  it('AUTH-011 a guest is asked to log in', async () => {
    const page = setupPage(GUEST);
    const view = await render(<Checkout noRedirect />);
    await click(byText(view.container, 'button', 'Log in'));
    expect(page.store.getState().system.loginModalOpen).toBe(true);
  });
});
