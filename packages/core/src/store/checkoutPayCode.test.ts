import { envelope } from '../testing/fake-server.ts';
import { createTestSession, TEST_TOKEN_COOKIE, wireCart, wireUser } from '../testing/session.ts';
import { toCamel } from '../api/casing.ts';
import { toSessionUser } from '../domain/user.ts';
import { sandboxPrepareWire } from '../../../../test/fixtures/checkout.ts';

// Pay's own code (the payment controller and its pay flow, the checkout-pay chunk) loads apart from the
// checkout's first screen, which only prepares (store/checkout.ts). Loads of the controller are counted here.
let loads = 0;
let unavailable = false;
vi.mock('../payments/controller.ts', async (original) => {
  loads += 1;
  if (unavailable) throw new Error('Failed to fetch dynamically imported module');
  return original();
});
// The payment machine's steps after Pay (payments/payMachine.ts) come with the controller, never before.
let machineLoads = 0;
vi.mock('../payments/payMachine.ts', async (original) => {
  machineLoads += 1;
  return original();
});

const PREPARE = sandboxPrepareWire(500);

async function preparedSession() {
  const session = createTestSession();
  session.cookies.set(TEST_TOKEN_COOKIE, 'tok');
  session.state().auth.userLoggedIn(toSessionUser(toCamel(wireUser({ home_venue_slug: null }))));
  session.server
    .on('GET', '/api/activities/cart', envelope(wireCart([[1, 1, 500]])))
    .on('GET', '/api/checkout/prepare', envelope(PREPARE))
    .on('POST', '/api/checkout/complete', envelope({ complete_order_id: 7, order: null }));
  await session.state().cart.load();
  await session.state().checkout.prepare();
  return session;
}

const creditsOnly = { provider: null, cardholderName: 'A', amountDue: 0, payments: [], terms: true, source: 'x' };

describe('checkout slice, Pay apart from the first screen', () => {
  beforeEach(() => {
    loads = 0;
    machineLoads = 0;
    unavailable = false;
  });

  it('prepares without the payment controller; heading for Pay loads it, and the press uses it', async () => {
    const session = await preparedSession();
    expect(session.state().checkout.payment).toMatchObject({ status: 'ready', preparation: { sessionKey: 'msk-1' } });
    expect(loads).toBe(0);
    expect(machineLoads).toBe(0);

    session.state().checkout.warmUp();
    await vi.waitFor(() => expect(loads).toBe(1));
    expect(machineLoads).toBe(1);
    await session.state().checkout.pay({ ...creditsOnly, noRedirect: true });
    expect(loads).toBe(1);
    expect(session.state().checkout).toMatchObject({ paymentComplete: true, payment: { status: 'completed' } });
  });

  it('a press whose code cannot load fails with its message and a toast, and leaves nothing in flight; the next press pays', async () => {
    const session = await preparedSession();
    unavailable = true;
    await session.state().checkout.pay({ ...creditsOnly, amountDue: 500 });
    expect(session.state().checkout).toMatchObject({
      paymentProcessing: false,
      payment: { status: 'failed', error: 'Authorization failed', failedStep: 'authorise' },
    });
    expect(session.state().toasts.list.at(-1)).toMatchObject({ type: 'danger', message: 'Authorization failed' });
    expect(session.server.callsTo('POST', '/api/checkout/complete')).toHaveLength(0);

    unavailable = false;
    await session.state().checkout.pay({ ...creditsOnly, noRedirect: true });
    expect(session.server.callsTo('POST', '/api/checkout/complete')).toHaveLength(1);
    expect(session.state().checkout.payment).toMatchObject({ status: 'completed', error: null });
  });

  it('reset before the controller has loaded returns the prepared state to idle', async () => {
    const session = await preparedSession();
    session.state().checkout.reset();
    expect(session.state().checkout.payment).toMatchObject({ status: 'idle', preparation: null });
    expect(loads).toBe(0);
  });
});
