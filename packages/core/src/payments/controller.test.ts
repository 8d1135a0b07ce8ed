import { describe, expect, it, vi } from 'vitest';
import { createPaymentController, type CheckoutApi, type PayRequest } from './controller.ts';
import type { CardProvider } from './provider.ts';
import type { PaymentTransaction } from './types.ts';
import { sandboxPreparation } from '../../../../test/fixtures/checkout.ts';

const preparation = sandboxPreparation(8500, '<p>Terms</p>');

function httpError(status: number, data: Record<string, unknown>) {
  return Object.assign(new Error(`[POST] /api: ${status}`), { status, data });
}

function fakeApi(overrides: Partial<CheckoutApi> = {}) {
  const transaction: PaymentTransaction = {
    transactionUuid: 'tx-1',
    transactionStatus: 'authorised',
    scaUrl: null,
    scaData: null,
    message: null,
  };
  const api = {
    prepare: vi.fn(overrides.prepare ?? (async () => preparation)),
    authorise: vi.fn(overrides.authorise ?? (async () => transaction)),
    completeSca: vi.fn(
      overrides.completeSca ?? (async () => ({ transactionStatus: 'authorised' as const, message: null })),
    ),
    complete: vi.fn(overrides.complete ?? (async () => ({ completeOrderId: 1, order: null }))),
    pay: vi.fn(overrides.pay ?? (async () => ({ completeOrderId: 3, order: null }))),
  };
  return api;
}

function fakeProvider(): CardProvider & { tokenise: ReturnType<typeof vi.fn>; runChallenge: ReturnType<typeof vi.fn> } {
  return {
    kind: 'sandbox',
    mountCardFields: vi.fn(async () => {}),
    tokenise: vi.fn(async () => ({ kind: 'card_identifier' as const, cardIdentifier: 'card-abc' })),
    runChallenge: vi.fn(async () => 'cres-ok'),
    destroy: vi.fn(),
  };
}

function setup(apiOverrides: Partial<CheckoutApi> = {}) {
  const api = fakeApi(apiOverrides);
  const cart = { setPaymentProcessing: vi.fn(), setPaymentComplete: vi.fn() };
  const notify = vi.fn();
  let n = 0;
  const controller = createPaymentController({ api, cart, notify, newIdempotencyKey: () => `key-${++n}` });
  const provider = fakeProvider();
  const request = (extra: Partial<PayRequest> = {}): PayRequest => ({
    provider,
    cardholderName: 'Alex Morgan',
    amountDue: 8500,
    payments: [],
    terms: true,
    source: 'activity-booking',
    ...extra,
  });
  return { api, cart, notify, controller, provider, request };
}

describe('payment controller', () => {
  it('PAY-003 prepare asks the server and becomes ready', async () => {
    const { controller, api } = setup();
    await controller.prepare(null);
    expect(api.prepare).toHaveBeenCalledWith({ selectedUserId: null });
    expect(controller.getState()).toMatchObject({ status: 'ready', preparation });
  });

  it('MSG-013 a prepare failure without a message says Preparation failed', async () => {
    const { controller, notify } = setup({ prepare: vi.fn(async () => Promise.reject(httpError(500, {}))) });
    await controller.prepare();
    expect(controller.getState()).toMatchObject({ status: 'prepare_failed', error: 'Preparation failed' });
    expect(notify).toHaveBeenCalledWith({ variant: 'danger', message: 'Preparation failed' });
  });

  it('PAY-031 PAY-032 a 403 with paid_booking_disabled shows the server message and disables paying', async () => {
    const { controller, api, request } = setup({
      prepare: vi.fn(async () =>
        Promise.reject(httpError(403, { message: 'Paid bookings are unavailable', paid_booking_disabled: true })),
      ),
    });
    await controller.prepare();
    expect(controller.getState()).toMatchObject({ error: 'Paid bookings are unavailable', paidBookingDisabled: true });
    await controller.pay(request());
    expect(api.authorise).not.toHaveBeenCalled();
  });

  it('PAY-004 PAY-007 PAY-012 PAY-013 PAY-027 PAY-036 pays: tokenise, authorise, complete, flags and toast', async () => {
    const { controller, api, cart, notify, request, provider } = setup();
    await controller.prepare();
    await controller.pay(request({ payments: [{ tenderType: 'credit', creditType: 'membership', amount: 1000 }] }));
    expect(provider.tokenise).toHaveBeenCalledWith({ cardholderName: 'Alex Morgan' });
    const [body, authoriseKey] = api.authorise.mock.calls[0]!;
    expect(body).toMatchObject({
      cardIdentifier: 'card-abc',
      cardHolderName: 'Alex Morgan',
      sessionKey: 'msk-1',
      browserJavaEnabled: false,
      browserJavascriptEnabled: true,
      terms: true,
      source: 'activity-booking',
      payments: [{ tenderType: 'credit', creditType: 'membership', amount: 1000 }],
      saveCard: false,
      savedCardId: null,
    });
    expect(body).not.toHaveProperty('selectedUserId');
    expect(api.complete).toHaveBeenCalledWith(
      {
        transactionUuid: 'tx-1',
        payments: [{ tenderType: 'credit', creditType: 'membership', amount: 1000 }],
        completedWaivers: [],
        source: 'activity-booking',
        terms: true,
      },
      'key-2',
    );
    expect(authoriseKey).toBe('key-1');
    expect(controller.getState()).toMatchObject({ status: 'completed', completed: { completeOrderId: 1 } });
    expect(cart.setPaymentProcessing.mock.calls).toEqual([[true], [false]]);
    expect(cart.setPaymentComplete).toHaveBeenCalledWith(true);
    expect(notify).toHaveBeenLastCalledWith({ variant: 'success', message: 'Order completed Successfully.' });
  });

  it('PAY-011 a double click on Pay authorises once', async () => {
    let release: (tx: PaymentTransaction) => void = () => {};
    const { controller, api, request } = setup({
      authorise: vi.fn(() => new Promise<PaymentTransaction>((resolve) => (release = resolve))),
    });
    await controller.prepare();
    const first = controller.pay(request());
    const second = controller.pay(request());
    await vi.waitFor(() => expect(api.authorise).toHaveBeenCalledTimes(1));
    expect(controller.isBusy()).toBe(true);
    release({ transactionUuid: 'tx-1', transactionStatus: 'authorised', scaUrl: null, scaData: null, message: null });
    await Promise.all([first, second]);
    expect(api.authorise).toHaveBeenCalledTimes(1);
    expect(api.complete).toHaveBeenCalledTimes(1);
  });

  it('PAY-011 the attempt starts on the press itself, before the pay flow has loaded: busy at once, a second press does nothing', async () => {
    const { controller, api, request } = setup();
    await controller.prepare();
    const first = controller.pay(request());
    expect(controller.getState().status).toBe('authorizing');
    expect(controller.isBusy()).toBe(true);
    await controller.pay(request());
    await first;
    expect(api.authorise).toHaveBeenCalledTimes(1);
    expect(controller.getState().status).toBe('completed');
  });

  it('PAY-005 PAY-045 a challenge runs in the provider, then SCA completion and complete', async () => {
    const { controller, api, provider, request } = setup({
      authorise: vi.fn(async () => ({
        transactionUuid: 'tx-3ds',
        transactionStatus: 'sca_required' as const,
        scaUrl: '/sandbox/opayo/challenge/tx-3ds',
        scaData: null,
        message: null,
      })),
    });
    await controller.prepare();
    await controller.pay(request());
    expect(controller.getState().status).toBe('sca_required');
    expect(controller.isBusy()).toBe(true);
    const container = document.createElement('div');
    await controller.runChallenge(container);
    expect(provider.runChallenge).toHaveBeenCalledWith(container, {
      transactionUuid: 'tx-3ds',
      scaUrl: '/sandbox/opayo/challenge/tx-3ds',
      scaData: null,
    });
    expect(api.completeSca).toHaveBeenCalledWith('tx-3ds', 'cres-ok', null);
    expect(api.complete.mock.calls[0]![0].transactionUuid).toBe('tx-3ds');
    expect(controller.getState().status).toBe('completed');
    expect(controller.isBusy()).toBe(false);
  });

  it('MSG-016 a failed 3-D Secure completion says 3D Secure verification failed and drops processing', async () => {
    const { controller, cart, request } = setup({
      authorise: vi.fn(async () => ({
        transactionUuid: 'tx-3ds',
        transactionStatus: 'sca_required' as const,
        scaUrl: '/c',
        scaData: null,
        message: null,
      })),
      completeSca: vi.fn(async () => ({ transactionStatus: 'failed' as const, message: null })),
    });
    await controller.prepare();
    await controller.pay(request());
    await controller.runChallenge(document.createElement('div'));
    expect(controller.getState()).toMatchObject({
      status: 'failed',
      error: '3D Secure verification failed',
      transaction: null,
    });
    expect(cart.setPaymentProcessing).toHaveBeenLastCalledWith(false);
    expect(controller.isBusy()).toBe(false);
  });

  it('PAY-006 closing the challenge returns to ready', async () => {
    const { controller, request } = setup({
      authorise: vi.fn(async () => ({
        transactionUuid: 'tx-3ds',
        transactionStatus: 'sca_required' as const,
        scaUrl: '/c',
        scaData: null,
        message: null,
      })),
    });
    await controller.prepare();
    await controller.pay(request());
    controller.clearChallenge();
    expect(controller.getState().status).toBe('ready');
    expect(controller.isBusy()).toBe(false);
  });

  it('PAY-026 MSG-012 a decline shows the server message, or Payment was declined', async () => {
    const { controller, request, cart } = setup({ authorise: vi.fn(async () => Promise.reject(httpError(402, {}))) });
    await controller.prepare();
    await controller.pay(request());
    expect(controller.getState()).toMatchObject({ status: 'failed', error: 'Payment was declined' });
    expect(cart.setPaymentProcessing).toHaveBeenLastCalledWith(false);
    const funds = setup({
      authorise: vi.fn(async () => Promise.reject(httpError(402, { message: 'Insufficient funds' }))),
    });
    await funds.controller.prepare();
    await funds.controller.pay(funds.request());
    expect(funds.controller.getState().error).toBe('Insufficient funds');
    const failedStatus = setup({
      authorise: vi.fn(async () => ({
        transactionUuid: 't',
        transactionStatus: 'failed' as const,
        scaUrl: null,
        scaData: null,
        message: null,
      })),
    });
    await failedStatus.controller.prepare();
    await failedStatus.controller.pay(failedStatus.request());
    expect(failedStatus.controller.getState().error).toBe('Payment was declined');
  });

  it('PAY-025 a 422 on authorise shows the joined field errors, else the message', async () => {
    const withErrors = setup({
      authorise: vi.fn(async () =>
        Promise.reject(
          httpError(422, {
            message: 'The given data was invalid.',
            errors: { card_holder_name: ['Card holder name is required.'], billing_postcode: ['Postcode is invalid.'] },
          }),
        ),
      ),
    });
    await withErrors.controller.prepare();
    await withErrors.controller.pay(withErrors.request());
    expect(withErrors.controller.getState().error).toBe('Card holder name is required. Postcode is invalid.');
    const messageOnly = setup({
      authorise: vi.fn(async () => Promise.reject(httpError(422, { message: 'Session key expired' }))),
    });
    await messageOnly.controller.prepare();
    await messageOnly.controller.pay(messageOnly.request());
    expect(messageOnly.controller.getState().error).toBe('Session key expired');
  });

  it('MSG-014 an authorise failure without a message says Authorization failed; retry uses a new key and keeps the error meanwhile', async () => {
    const authorise = vi.fn().mockRejectedValueOnce(httpError(500, {}));
    const { controller, request, api } = setup({ authorise });
    await controller.prepare();
    await controller.pay(request());
    expect(controller.getState().error).toBe('Authorization failed');
    let seenError: string | null = null;
    authorise.mockImplementationOnce(async () => {
      seenError = controller.getState().error;
      return { transactionUuid: 'tx-2', transactionStatus: 'authorised', scaUrl: null, scaData: null, message: null };
    });
    await controller.pay(request());
    expect(seenError).toBe('Authorization failed');
    expect(authorise.mock.calls.map((c) => c[1])).toEqual(['key-1', 'key-3']);
    expect(api.complete).toHaveBeenCalledTimes(1);
    expect(controller.getState()).toMatchObject({ status: 'completed', error: null });
  });

  it('MSG-015 a completion failure says Payment completion failed; the retry completes with the same key and never authorises again', async () => {
    const complete = vi.fn().mockRejectedValueOnce(httpError(500, {}));
    const { controller, request, api } = setup({ complete });
    await controller.prepare();
    await controller.pay(request());
    expect(controller.getState()).toMatchObject({ status: 'failed', error: 'Payment completion failed' });
    complete.mockResolvedValueOnce({ completeOrderId: 2, order: null });
    await controller.pay(request());
    expect(api.authorise).toHaveBeenCalledTimes(1);
    expect(complete.mock.calls.map((c) => c[1])).toEqual(['key-2', 'key-2']);
    expect(controller.getState().status).toBe('completed');
  });

  it('MSG-011 a waiver error on completion has its own message', async () => {
    const { controller, request } = setup({
      complete: vi.fn(async () =>
        Promise.reject(httpError(422, { message: 'x', errors: { completed_waivers: ['missing'] } })),
      ),
    });
    await controller.prepare();
    await controller.pay(request());
    expect(controller.getState().error).toBe('Error with waivers, unable to complete order, please try again');
  });

  it('PAY-001 MSG-010 credits covering everything complete without a card; a failure says Unable to complete your order', async () => {
    const { controller, request, api, provider } = setup({
      complete: vi.fn().mockRejectedValueOnce(httpError(500, {})),
    });
    await controller.prepare();
    await controller.pay(
      request({
        provider: null,
        amountDue: 0,
        payments: [{ tenderType: 'credit', creditType: 'general', amount: 8500 }],
      }),
    );
    expect(provider.tokenise).not.toHaveBeenCalled();
    expect(api.authorise).not.toHaveBeenCalled();
    expect(api.complete.mock.calls[0]![0]).toMatchObject({
      transactionUuid: null,
      payments: [{ tenderType: 'credit', creditType: 'general', amount: 8500 }],
    });
    expect(controller.getState().error).toBe('Unable to complete your order, please try again.');
  });

  it('MSG-017 completing a card payment with no transaction id says so', async () => {
    const { controller, request, api } = setup({
      authorise: vi.fn(async () => ({
        transactionUuid: '',
        transactionStatus: 'authorised' as const,
        scaUrl: null,
        scaData: null,
        message: null,
      })),
    });
    await controller.prepare();
    await controller.pay(request());
    expect(api.complete).not.toHaveBeenCalled();
    expect(controller.getState().error).toBe('No transaction ID available for payment completion');
  });

  it('PAY-033 front of house pays through /pay with the selected user id', async () => {
    const { controller, request, api } = setup();
    await controller.prepare(42);
    expect(api.prepare).toHaveBeenCalledWith({ selectedUserId: 42 });
    await controller.pay(request({ selectedUserId: 42, source: 'front-of-house' }));
    expect(api.authorise.mock.calls[0]![0]).toMatchObject({ selectedUserId: 42 });
    expect(api.complete).not.toHaveBeenCalled();
    expect(api.pay.mock.calls[0]![0]).toMatchObject({
      selectedUserId: 42,
      transactionUuid: 'tx-1',
      source: 'front-of-house',
    });
    expect(controller.getState().completed?.completeOrderId).toBe(3);
  });

  it('PAY-009 reset returns to idle and drops the attempt', async () => {
    const { controller, request } = setup({ authorise: vi.fn(async () => Promise.reject(httpError(402, {}))) });
    await controller.prepare();
    await controller.pay(request());
    controller.reset();
    expect(controller.getState()).toMatchObject({ status: 'idle', error: null, preparation: null });
  });
});
