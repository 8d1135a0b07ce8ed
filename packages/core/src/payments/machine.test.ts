import { describe, expect, it } from 'vitest';
import { paymentReducer } from './payMachine.ts';
import { PAYMENT_STATUSES, initialPaymentState, type PaymentEvent, type PaymentState } from './state.ts';
import { toTransaction, type Transaction } from './transaction.ts';
import type { PaymentTransaction } from './types.ts';
import { sandboxPreparation } from '../../../../test/fixtures/checkout.ts';

const preparation = sandboxPreparation(8500);
const attempt = { authoriseKey: 'a-1', completeKey: 'c-1' };
const tx = (transactionStatus: PaymentTransaction['transactionStatus'], message: string | null = null): Transaction =>
  toTransaction(
    {
      transactionUuid: 'tx-1',
      transactionStatus,
      scaUrl: transactionStatus === 'sca_required' ? '/sandbox/opayo/challenge/tx-1' : null,
      scaData: null,
      message,
    },
    { sessionKey: 'msk-1' },
  );

function run(...events: PaymentEvent[]): PaymentState {
  return events.reduce(paymentReducer, initialPaymentState);
}
const ready = (): PaymentState => run({ type: 'prepare/start' }, { type: 'prepare/success', preparation });

describe('payment state machine', () => {
  it('PAY-002 has exactly the eleven states of flows §4', () => {
    expect(PAYMENT_STATUSES).toEqual([
      'idle',
      'preparing',
      'prepare_failed',
      'ready',
      'authorizing',
      'authorized',
      'sca_required',
      'sca_processing',
      'completing',
      'completed',
      'failed',
    ]);
    expect(initialPaymentState.status).toBe('idle');
  });

  it('PAY-003 prepare leads to ready, or to prepare_failed with the error', () => {
    expect(run({ type: 'prepare/start' }).status).toBe('preparing');
    expect(ready()).toMatchObject({ status: 'ready', preparation, error: null });
    const failed = run(
      { type: 'prepare/start' },
      { type: 'prepare/failure', error: 'Preparation failed', paidBookingDisabled: false },
    );
    expect(failed).toMatchObject({ status: 'prepare_failed', error: 'Preparation failed', preparation: null });
  });

  it('PAY-032 a prepare failure flagged paid_booking_disabled disables paid booking', () => {
    const state = run(
      { type: 'prepare/start' },
      { type: 'prepare/failure', error: 'Paid booking is off', paidBookingDisabled: true },
    );
    expect(state.paidBookingDisabled).toBe(true);
  });

  it('PAY-004 authorise leads to authorized', () => {
    const state = [
      { type: 'authorise/start', attempt } as const,
      { type: 'authorise/success', transaction: tx('authorised') } as const,
    ].reduce(paymentReducer, ready());
    expect(state).toMatchObject({ status: 'authorized', attempt, transaction: { transactionUuid: 'tx-1' } });
  });

  it('PAY-005 with SCA the state goes sca_required, sca_processing, then authorized', () => {
    const seen: string[] = [];
    let state = ready();
    for (const event of [
      { type: 'authorise/start', attempt },
      { type: 'authorise/success', transaction: tx('sca_required') },
      { type: 'sca/start' },
      { type: 'sca/success' },
    ] as PaymentEvent[]) {
      state = paymentReducer(state, event);
      seen.push(state.status);
    }
    expect(seen).toEqual(['authorizing', 'sca_required', 'sca_processing', 'authorized']);
    expect(state.transaction?.transactionStatus).toBe('authorised');
  });

  it('PAY-006 clearing the SCA data returns to ready', () => {
    const state = [
      { type: 'authorise/start', attempt },
      { type: 'authorise/success', transaction: tx('sca_required') },
      { type: 'sca/clear' },
    ].reduce((s, e) => paymentReducer(s, e as PaymentEvent), ready());
    expect(state).toMatchObject({ status: 'ready', transaction: null, attempt: null });
  });

  it('PAY-007 complete leads to completed', () => {
    const state = [
      { type: 'authorise/start', attempt },
      { type: 'authorise/success', transaction: tx('authorised') },
      { type: 'complete/start' },
      { type: 'complete/success', completed: { completeOrderId: 'ord-9', order: {} } },
    ].reduce((s, e) => paymentReducer(s, e as PaymentEvent), ready());
    expect(state).toMatchObject({ status: 'completed', completed: { completeOrderId: 'ord-9' } });
  });

  it('PAY-008 any failure leads to failed', () => {
    const afterAuthorising = [{ type: 'authorise/start', attempt }].reduce(
      (s, e) => paymentReducer(s, e as PaymentEvent),
      ready(),
    );
    expect(paymentReducer(afterAuthorising, { type: 'authorise/failure', error: 'x' }).status).toBe('failed');
    const sca = [{ type: 'authorise/success', transaction: tx('sca_required') }, { type: 'sca/start' }].reduce(
      (s, e) => paymentReducer(s, e as PaymentEvent),
      afterAuthorising,
    );
    expect(paymentReducer(sca, { type: 'sca/failure', error: 'x' }).status).toBe('failed');
    const completing = paymentReducer(ready(), { type: 'complete/start' });
    expect(paymentReducer(completing, { type: 'complete/failure', error: 'x' }).status).toBe('failed');
    expect(paymentReducer(afterAuthorising, { type: 'authorise/success', transaction: tx('failed') })).toMatchObject({
      status: 'failed',
      error: 'Payment was declined',
    });
  });

  it('PAY-009 reset returns to idle and clears everything', () => {
    const messy = [
      { type: 'authorise/start', attempt },
      { type: 'authorise/success', transaction: tx('authorised') },
      { type: 'complete/start' },
      { type: 'complete/failure', error: 'boom' },
    ].reduce((s, e) => paymentReducer(s, e as PaymentEvent), ready());
    expect(paymentReducer(messy, { type: 'reset' })).toEqual(initialPaymentState);
  });

  it('PAY-010 the previous error is kept when a new attempt starts', () => {
    const declined = [
      { type: 'authorise/start', attempt },
      { type: 'authorise/failure', error: 'Payment was declined' },
    ].reduce((s, e) => paymentReducer(s, e as PaymentEvent), ready());
    const retrying = paymentReducer(declined, {
      type: 'authorise/start',
      attempt: { authoriseKey: 'a-2', completeKey: 'c-2' },
    });
    expect(retrying).toMatchObject({ status: 'authorizing', error: 'Payment was declined' });
    const reprepare = paymentReducer(declined, { type: 'prepare/start' });
    expect(paymentReducer(reprepare, { type: 'prepare/success', preparation }).error).toBe('Payment was declined');
  });

  it('PAY-010 a successful prepare clears a previous prepare error', () => {
    const failed = run(
      { type: 'prepare/start' },
      { type: 'prepare/failure', error: 'Preparation failed', paidBookingDisabled: false },
    );
    const retried = [{ type: 'prepare/start' }, { type: 'prepare/success', preparation }].reduce(
      (s, e) => paymentReducer(s, e as PaymentEvent),
      failed,
    );
    expect(retried).toMatchObject({ status: 'ready', error: null });
  });

  it('PAY-011 an authorise failure resets the pay state (transaction and attempt)', () => {
    const sca = [
      { type: 'authorise/start', attempt },
      { type: 'authorise/success', transaction: tx('sca_required') },
      { type: 'sca/failure', error: 'x' },
    ].reduce((s, e) => paymentReducer(s, e as PaymentEvent), ready());
    expect(sca).toMatchObject({ transaction: null, attempt: null });
    const auth = [
      { type: 'authorise/start', attempt },
      { type: 'authorise/failure', error: 'Authorization failed' },
    ].reduce((s, e) => paymentReducer(s, e as PaymentEvent), ready());
    expect(auth).toMatchObject({
      status: 'failed',
      transaction: null,
      attempt: null,
      error: 'Authorization failed',
      preparation,
    });
  });

  it('PAY-011 ignores events that do not fit the current state, so a second Pay is a no-op', () => {
    const authorizing = paymentReducer(ready(), { type: 'authorise/start', attempt });
    expect(
      paymentReducer(authorizing, { type: 'authorise/start', attempt: { authoriseKey: 'b', completeKey: 'c' } }),
    ).toBe(authorizing);
    expect(
      paymentReducer(initialPaymentState, { type: 'complete/success', completed: { completeOrderId: 1, order: null } }),
    ).toBe(initialPaymentState);
  });

  it('PAY-011 after a completion failure an authorised transaction is never authorised again', () => {
    const failedCompletion = [
      { type: 'authorise/start', attempt },
      { type: 'authorise/success', transaction: tx('authorised') },
      { type: 'complete/start' },
      { type: 'complete/failure', error: 'Payment completion failed' },
    ].reduce((s, e) => paymentReducer(s, e as PaymentEvent), ready());
    expect(
      paymentReducer(failedCompletion, { type: 'authorise/start', attempt: { authoriseKey: 'z', completeKey: 'z' } }),
    ).toBe(failedCompletion);
    expect(paymentReducer(failedCompletion, { type: 'complete/start' }).status).toBe('completing');
  });

  it('Pay whose code could not load fails from ready or failed and keeps an authorised transaction; in flight it is ignored', () => {
    const unavailable = { type: 'pay/unavailable', error: 'Authorization failed', failedStep: 'authorise' } as const;
    const ready = run({ type: 'prepare/start' }, { type: 'prepare/success', preparation });
    expect(paymentReducer(ready, unavailable)).toMatchObject({ status: 'failed', error: 'Authorization failed' });
    const failedCompletion = run(
      { type: 'prepare/start' },
      { type: 'prepare/success', preparation },
      { type: 'authorise/start', attempt },
      { type: 'authorise/success', transaction: tx('authorised') },
      { type: 'complete/start' },
      { type: 'complete/failure', error: 'Payment completion failed' },
    );
    const again = paymentReducer(failedCompletion, { ...unavailable, failedStep: 'complete' });
    expect(again).toMatchObject({
      status: 'failed',
      failedStep: 'complete',
      transaction: { transactionStatus: 'authorised' },
    });
    const authorizing = paymentReducer(ready, { type: 'authorise/start', attempt });
    expect(paymentReducer(authorizing, unavailable)).toBe(authorizing);
  });
});
