import { envelope } from '../testing/fake-server.ts';
import { createTestSession, TEST_TOKEN_COOKIE, wireCart, wireUser } from '../testing/session.ts';
import { toCamel } from '../api/casing.ts';
import { toSessionUser } from '../domain/user.ts';
import type { CardProvider } from '../payments/provider.ts';
import { cartSlice } from './cart.ts';
import { checkoutSlice, type CheckoutPayRequest } from './checkout.ts';
import { ensureSlicesIn } from './page-store.ts';
import { paymentsSlice } from './payments.ts';
import { sandboxPrepareWire } from '../../../../test/fixtures/checkout.ts';

const PREPARE = sandboxPrepareWire(8500);
const AUTHORISED = {
  transaction_uuid: 'tx-1',
  transaction_status: 'authorised',
  sca_url: null,
  sca_data: null,
  message: null,
};
const SCA = { ...AUTHORISED, transaction_status: 'sca_required', sca_url: '/challenge/tx-1' };
const COMPLETED = { complete_order_id: 77, order: null };

function provider(): CardProvider {
  return {
    kind: 'sandbox',
    mountCardFields: vi.fn(async () => {}),
    tokenise: vi.fn(async () => ({ kind: 'card_identifier' as const, cardIdentifier: 'card-1' })),
    runChallenge: vi.fn(async () => 'cres-ok'),
    destroy: vi.fn(),
  };
}

async function checkoutSession(source = 'activity-booking', { pageStore = false } = {}) {
  const session = createTestSession({}, { pageStore });
  // A page's store holds what the checkout view creates (useSlices): no kiosk slice off a kiosk.
  if (pageStore) ensureSlicesIn(session.store, cartSlice, paymentsSlice, checkoutSlice);
  session.cookies.set(TEST_TOKEN_COOKIE, 'tok');
  session.state().auth.userLoggedIn(toSessionUser(toCamel(wireUser({ home_venue_slug: null }))));
  session.server
    .on('GET', '/api/activities/cart', envelope(wireCart([[1, 1, 8500]], { source })))
    .on('GET', '/api/checkout/prepare', envelope(PREPARE))
    .on('POST', '/api/checkout/authorise', envelope(AUTHORISED))
    .on('POST', '/api/checkout/complete', envelope(COMPLETED));
  await session.state().cart.load();
  await session.state().checkout.prepare();
  session.seen.length = 0;
  const request = (extra: Partial<CheckoutPayRequest> = {}): CheckoutPayRequest => ({
    provider: provider(),
    cardholderName: 'Alex Morgan',
    amountDue: 8500,
    payments: [],
    terms: true,
    source,
    ...extra,
  });
  return { session, request };
}

describe('checkout slice', () => {
  it('PAY-004 PAY-007 pays: authorise then complete in camelCase through the API client (snake_case on the wire), then one booking-confirmed and the confirmation page', async () => {
    const { session, request } = await checkoutSession();
    await session.state().checkout.pay(request());
    const [authorise] = session.server.callsTo('POST', '/api/checkout/authorise');
    expect(authorise!.body).toMatchObject({
      card_identifier: 'card-1',
      card_holder_name: 'Alex Morgan',
      session_key: 'msk-1',
      billing_country: 'GB',
      browser_java_enabled: false,
    });
    expect(authorise!.headers['idempotency-key']).toBeTruthy();
    const [complete] = session.server.callsTo('POST', '/api/checkout/complete');
    expect(complete!.body).toMatchObject({
      transaction_uuid: 'tx-1',
      completed_waivers: [],
      source: 'activity-booking',
      terms: true,
    });
    expect(session.state().checkout).toMatchObject({
      paymentProcessing: false,
      paymentComplete: true,
      payment: { status: 'completed' },
    });
    expect(session.state().cart).toMatchObject({ completeOrderId: 77, items: [] });
    expect(session.seen).toEqual([
      { name: 'basket-change', detail: { itemCount: 0 } },
      { name: 'booking-confirmed', detail: { completeOrderId: 77 } },
    ]);
    expect(session.navigate).toHaveBeenCalledExactlyOnceWith('/booking-confirmed/77');
  });

  it("PAY-007 on a page's store (slices created on first use, no kiosk slice) paying completes, confirms and goes to the confirmation page", async () => {
    const { session, request } = await checkoutSession('activity-booking', { pageStore: true });
    expect(session.state()).not.toHaveProperty('kiosk');
    await session.state().checkout.pay(request());
    expect(session.state().checkout).toMatchObject({ paymentComplete: true, payment: { status: 'completed' } });
    expect(session.seen).toContainEqual({ name: 'booking-confirmed', detail: { completeOrderId: 77 } });
    expect(session.navigate).toHaveBeenCalledExactlyOnceWith('/booking-confirmed/77');
  });

  it('ROUTE-028 online joining confirms at /order-confirmed/{id}; noRedirect stays put', async () => {
    const joining = await checkoutSession('online-joining');
    await joining.session.state().checkout.pay(joining.request());
    expect(joining.session.navigate).toHaveBeenCalledExactlyOnceWith('/order-confirmed/77');
    const stay = await checkoutSession();
    await stay.session.state().checkout.pay(stay.request({ noRedirect: true }));
    expect(stay.session.navigate).not.toHaveBeenCalled();
    expect(stay.session.seen.filter((e) => e.name === 'booking-confirmed')).toHaveLength(1);
  });

  it('PAY-010 runs the 3-D Secure challenge itself, then completes', async () => {
    const { session, request } = await checkoutSession();
    session.server
      .on('POST', '/api/checkout/authorise', envelope(SCA))
      .on('POST', /sca-completion/, envelope({ transaction_status: 'authorised', message: null }));
    const container = document.createElement('div');
    const req = request({ challengeContainer: () => container });
    await session.state().checkout.pay(req);
    expect(req.provider!.runChallenge).toHaveBeenCalledWith(
      container,
      expect.objectContaining({ transactionUuid: 'tx-1' }),
    );
    expect(session.server.callsTo('POST', /sca-completion/)[0]!.body).toEqual({
      transaction_uuid: 'tx-1',
      sca_result: 'cres-ok',
    });
    expect(session.state().checkout.payment.status).toBe('completed');
    expect(session.navigate).toHaveBeenCalledExactlyOnceWith('/booking-confirmed/77');
  });

  it('PAY-012 PAY-013 processing is set while paying and dropped on failure; the error stays while a new attempt starts', async () => {
    const { session, request } = await checkoutSession();
    let release!: () => void;
    session.server.on(
      'POST',
      '/api/checkout/authorise',
      () => new Promise((resolve) => (release = () => resolve({ status: 422, body: { message: 'Card declined' } }))),
    );
    const paying = session.state().checkout.pay(request());
    await vi.waitFor(() => expect(release).toBeTypeOf('function'));
    expect(session.state().checkout.paymentProcessing).toBe(true);
    release();
    await paying;
    expect(session.state().checkout).toMatchObject({
      paymentProcessing: false,
      paymentComplete: false,
      payment: { status: 'failed', transaction: null, attempt: null },
    });
    const error = session.state().checkout.payment.error;
    expect(error).toBeTruthy();
    session.server.on('POST', '/api/checkout/authorise', () => new Promise(() => {}));
    void session.state().checkout.pay(request());
    await vi.waitFor(() => expect(session.state().checkout.payment.status).toBe('authorizing'));
    expect(session.state().checkout.payment.error).toBe(error);
    expect(session.seen.filter((e) => e.name === 'booking-confirmed')).toHaveLength(0);
  });

  it('PAY-036 a double click pays once, with one idempotency key per attempt', async () => {
    const { session, request } = await checkoutSession();
    await Promise.all([session.state().checkout.pay(request()), session.state().checkout.pay(request())]);
    expect(session.server.callsTo('POST', '/api/checkout/authorise')).toHaveLength(1);
    expect(session.server.callsTo('POST', '/api/checkout/complete')).toHaveLength(1);
    const keys = [
      ...session.server.callsTo('POST', '/api/checkout/authorise'),
      ...session.server.callsTo('POST', '/api/checkout/complete'),
    ].map((c) => c.headers['idempotency-key']);
    expect(new Set(keys).size).toBe(2);
    expect(session.seen.filter((e) => e.name === 'booking-confirmed')).toHaveLength(1);
  });
});
