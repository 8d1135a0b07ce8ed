import { describe, expect, it, vi } from 'vitest';
import { createPaymentController, type CheckoutApi } from './controller.ts';
import { sandboxPreparation } from '../../../../test/fixtures/checkout.ts';

// The pay flow loads on the first press (controller.ts); when its code cannot be fetched (offline, a new
// deployment), the attempt fails with a message instead of hanging, and the next press tries again.
let unavailable = true;
vi.mock('./payFlow.ts', async (original) => {
  if (unavailable) throw new Error('Failed to fetch dynamically imported module');
  return original();
});

const preparation = sandboxPreparation(500);

describe('payment controller, pay flow unavailable', () => {
  it('a press whose pay flow cannot load fails with Authorization failed and drops processing; the next press pays', async () => {
    const api: CheckoutApi = {
      prepare: vi.fn(async () => preparation),
      authorise: vi.fn(),
      completeSca: vi.fn(),
      complete: vi.fn(async () => ({ completeOrderId: 7, order: null })),
      pay: vi.fn(),
    };
    const cart = { setPaymentProcessing: vi.fn(), setPaymentComplete: vi.fn() };
    const notify = vi.fn();
    const controller = createPaymentController({ api, cart, notify });
    await controller.prepare();
    const request = {
      provider: null,
      cardholderName: 'Alex Morgan',
      amountDue: 0,
      payments: [],
      terms: true,
      source: 'activity-booking',
    };
    await controller.pay({ ...request, amountDue: 500 });
    expect(controller.getState()).toMatchObject({ status: 'failed', error: 'Authorization failed' });
    expect(controller.isBusy()).toBe(false);
    expect(cart.setPaymentProcessing.mock.calls).toEqual([[true], [false]]);
    expect(notify).toHaveBeenCalledWith({ variant: 'danger', message: 'Authorization failed' });
    expect(api.authorise).not.toHaveBeenCalled();

    unavailable = false;
    await controller.pay(request);
    expect(api.complete).toHaveBeenCalledTimes(1);
    expect(controller.getState()).toMatchObject({ status: 'completed', error: null });
  });
});
