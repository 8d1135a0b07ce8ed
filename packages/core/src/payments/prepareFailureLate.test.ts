import { describe, expect, it, vi } from 'vitest';
import { paymentDispatch, preparePayment, type PaymentStateStore } from './prepare.ts';
import { initialPaymentState, type PaymentState } from './state.ts';

// Reading a failed prepare (callFailure.ts) is fetched only when prepare fails (prepare.ts). Held back here: the
// first screen must not need it to prepare, a failure must still land when it cannot be fetched, and once it
// arrives the server's words and the paid-booking switch are read as before.
let reachable = true;
let loads = 0;
vi.mock('./callFailure.ts', async (original) => {
  loads += 1;
  if (!reachable) throw new Error('Failed to fetch dynamically imported module');
  return original();
});

function setup(request: () => Promise<never>) {
  let state: PaymentState = initialPaymentState;
  const store: PaymentStateStore = { get: () => state, set: (next) => (state = next) };
  const cart = { setPaymentProcessing: vi.fn(), setPaymentComplete: vi.fn() };
  const notify = vi.fn();
  const run = () => preparePayment(store.get, paymentDispatch(store, { cart, notify }), request);
  return { run, state: () => state, notify };
}

const disabled = () =>
  Promise.reject(
    Object.assign(new Error('[GET] /api: 403'), {
      status: 403,
      data: { message: 'Paid bookings are unavailable', paid_booking_disabled: true },
    }),
  );

describe('prepare, the failure reader loaded late', () => {
  it('a successful prepare never fetches it', async () => {
    const { run, state } = setup(async () => ({ sessionKey: 'k' }) as never);
    await run();
    expect(state().status).toBe('ready');
    expect(loads).toBe(0);
  });

  it('a failure whose reader cannot be fetched still fails, with the generic message', async () => {
    reachable = false;
    const { run, state, notify } = setup(disabled);
    await run();
    expect(state()).toMatchObject({
      status: 'prepare_failed',
      error: 'Preparation failed',
      paidBookingDisabled: false,
    });
    expect(notify).toHaveBeenCalledWith({ variant: 'danger', message: 'Preparation failed' });
  });

  it('once it arrives, the server message and the paid-booking switch are read', async () => {
    reachable = true;
    const { run, state } = setup(disabled);
    await run();
    expect(state()).toMatchObject({
      status: 'prepare_failed',
      error: 'Paid bookings are unavailable',
      paidBookingDisabled: true,
    });
  });
});
