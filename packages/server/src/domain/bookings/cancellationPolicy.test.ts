import { describe, expect, it } from 'vitest';
import { CANNOT_CANCEL, evaluateCancellation, type CancellationPolicy } from './cancellationPolicy.ts';

const startsAt = new Date('2026-11-25T10:00:00Z');
const policy: CancellationPolicy = {
  cutOffMinutes: 24 * 60,
  cutOffActions: ['charge_fee', 'disable_booking'],
  awardsCredit: true,
  lateFeeMinor: 500,
};
const settled = { status: 'settled' as const, startsAt, pricePaidMinor: 800 };

describe('cancellation cut-off', () => {
  it('BOOK-005 before the cut-off a paid booking can be cancelled and awards credit, with no actions', () => {
    const d = evaluateCancellation(settled, policy, new Date('2026-11-24T09:00:00Z'));
    expect(d).toMatchObject({ canCancel: true, cannotCancelReason: null, cutOffActions: [], awardsCredit: true });
    expect(d.cutOff?.toISOString()).toBe('2026-11-24T10:00:00.000Z');
    expect(d.awardsCreditMessage).toBeTruthy();
    expect(d.cutOffMessage).toContain('24 hours');
  });

  it('BOOK-010 after the cut-off cancelling triggers the configured actions and no credit', () => {
    const d = evaluateCancellation(settled, policy, new Date('2026-11-24T10:00:00Z'));
    expect(d).toMatchObject({
      canCancel: true,
      cutOffActions: ['charge_fee', 'disable_booking'],
      awardsCredit: false,
      awardsCreditMessage: null,
    });
  });

  it('BOOK-010 disable_cancelling forbids cancelling after the cut-off', () => {
    const strict = { ...policy, cutOffActions: ['disable_cancelling' as const] };
    const d = evaluateCancellation(settled, strict, new Date('2026-11-25T09:00:00Z'));
    expect(d).toMatchObject({ canCancel: false, cannotCancelReason: CANNOT_CANCEL.cutOff });
    expect(evaluateCancellation(settled, strict, new Date('2026-11-23T09:00:00Z')).canCancel).toBe(true);
  });

  it('BOOK-005 started or cancelled bookings cannot be cancelled; reservations release freely', () => {
    expect(evaluateCancellation(settled, policy, startsAt)).toMatchObject({
      canCancel: false,
      cannotCancelReason: CANNOT_CANCEL.started,
    });
    expect(evaluateCancellation({ ...settled, status: 'cancelled' }, policy, new Date(0))).toMatchObject({
      canCancel: false,
      cannotCancelReason: CANNOT_CANCEL.cancelled,
    });
    expect(
      evaluateCancellation(
        { ...settled, status: 'reserved', pricePaidMinor: null },
        policy,
        new Date('2026-11-25T09:59:00Z'),
      ),
    ).toMatchObject({
      canCancel: true,
      cutOffActions: [],
      awardsCredit: false,
    });
  });

  it('BOOK-005 a free booking awards no credit', () => {
    expect(
      evaluateCancellation({ ...settled, pricePaidMinor: 0 }, policy, new Date('2026-11-20T09:00:00Z')).awardsCredit,
    ).toBe(false);
  });
});
