import { describe, expect, it, vi } from 'vitest';
import { createPaymentController, type CheckoutApi } from './controller.ts';
import { sandboxPreparation } from '../../../../test/fixtures/checkout.ts';

// Pay's code loads apart from the checkout's first screen (controller.ts); warmUp starts that load when a
// person heads for the button, so the press finds it loaded. The module's evaluations are counted here.
let loads = 0;
let unavailable = true;
vi.mock('./payFlow.ts', async (original) => {
  loads += 1;
  if (unavailable) throw new Error('Failed to fetch dynamically imported module');
  return original();
});

const preparation = sandboxPreparation(500);

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('payment controller, warming up Pay', () => {
  it('warmUp loads the pay flow before the press, which then uses it; a failed warm-up is tried again', async () => {
    const api: CheckoutApi = {
      prepare: vi.fn(async () => preparation),
      authorise: vi.fn(),
      completeSca: vi.fn(),
      complete: vi.fn(async () => ({ completeOrderId: 7, order: null })),
      pay: vi.fn(),
    };
    const controller = createPaymentController({ api });
    await controller.prepare();

    controller.warmUp();
    await vi.waitFor(() => expect(loads).toBe(1));
    await settle();
    // The failed load leaves nothing behind: state untouched, nothing shown, the next warm-up loads again.
    expect(controller.getState()).toMatchObject({ status: 'ready', error: null });

    unavailable = false;
    controller.warmUp();
    controller.warmUp();
    await vi.waitFor(() => expect(loads).toBe(2));
    await settle();

    const request = { provider: null, cardholderName: 'A', amountDue: 0, payments: [], terms: true, source: 'x' };
    await controller.pay(request);
    expect(loads).toBe(2);
    expect(api.complete).toHaveBeenCalledTimes(1);
    expect(controller.getState()).toMatchObject({ status: 'completed' });
  });
});
