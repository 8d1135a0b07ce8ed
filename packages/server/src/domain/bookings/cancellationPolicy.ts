/**
 * Cancellation cut-off rules (BOOK-005, BOOK-010). A category (or occurrence) sets how many minutes
 * before the start the free-cancellation window closes, and what a late cancellation triggers.
 * Before the cut-off a paid booking gives its price back as credit (when the policy awards credit);
 * after it no credit is given and the configured actions apply. disable_cancelling forbids cancelling
 * after the cut-off altogether.
 */
export type CutOffAction = 'charge_fee' | 'disable_booking' | 'disable_access' | 'disable_cancelling';
export type BookingStatus = 'settled' | 'reserved' | 'cancelled';

export interface CancellationPolicy {
  cutOffMinutes: number;
  cutOffActions: CutOffAction[];
  awardsCredit: boolean;
  lateFeeMinor: number;
}

export interface CancellableBooking {
  status: BookingStatus;
  startsAt: Date;
  pricePaidMinor: number | null;
}

export interface CancellationDecision {
  canCancel: boolean;
  cannotCancelReason: string | null;
  cutOff: Date | null;
  /** What cancelling now triggers (empty before the cut-off). */
  cutOffActions: CutOffAction[];
  cutOffMessage: string | null;
  awardsCredit: boolean;
  awardsCreditMessage: string | null;
}

export const CANNOT_CANCEL = {
  cancelled: 'This booking has already been cancelled.',
  started: 'This booking has already started and can no longer be cancelled.',
  cutOff: 'The cancellation cut-off has passed, so this booking can no longer be cancelled.',
} as const;

function hoursText(minutes: number): string {
  if (minutes % 60 === 0) {
    const h = minutes / 60;
    return `${h} hour${h === 1 ? '' : 's'}`;
  }
  return `${minutes} minutes`;
}

const ACTION_TEXT: Record<CutOffAction, string> = {
  charge_fee: 'a late cancellation fee will be charged',
  disable_booking: 'online booking will be suspended on your account',
  disable_access: 'venue access will be suspended on your account',
  disable_cancelling: 'the booking can no longer be cancelled',
};

export function evaluateCancellation(
  booking: CancellableBooking,
  policy: CancellationPolicy,
  now: Date,
): CancellationDecision {
  const cutOff = new Date(booking.startsAt.getTime() - policy.cutOffMinutes * 60_000);
  const base = { cutOff, cutOffActions: [] as CutOffAction[], awardsCredit: false, awardsCreditMessage: null };
  const window = hoursText(policy.cutOffMinutes);
  const cutOffMessage =
    policy.cutOffActions.length > 0
      ? `Cancelling within ${window} of the start: ${policy.cutOffActions.map((a) => ACTION_TEXT[a]).join(', ')}.`
      : null;

  if (booking.status === 'cancelled') {
    return { ...base, canCancel: false, cannotCancelReason: CANNOT_CANCEL.cancelled, cutOffMessage };
  }
  if (now.getTime() >= booking.startsAt.getTime()) {
    return { ...base, canCancel: false, cannotCancelReason: CANNOT_CANCEL.started, cutOffMessage };
  }
  // A reservation sits in a basket and has not been paid: releasing it never triggers a penalty.
  if (booking.status === 'reserved') {
    return { ...base, canCancel: true, cannotCancelReason: null, cutOffMessage: null };
  }
  const afterCutOff = now.getTime() >= cutOff.getTime();
  if (afterCutOff) {
    if (policy.cutOffActions.includes('disable_cancelling')) {
      return {
        ...base,
        canCancel: false,
        cannotCancelReason: CANNOT_CANCEL.cutOff,
        cutOffActions: ['disable_cancelling'],
        cutOffMessage,
      };
    }
    return {
      ...base,
      canCancel: true,
      cannotCancelReason: null,
      cutOffActions: [...policy.cutOffActions],
      cutOffMessage,
    };
  }
  const paid = (booking.pricePaidMinor ?? 0) > 0;
  const awardsCredit = policy.awardsCredit && paid;
  return {
    ...base,
    canCancel: true,
    cannotCancelReason: null,
    cutOffMessage,
    awardsCredit,
    awardsCreditMessage: awardsCredit ? 'The amount paid will be returned to your account as credit.' : null,
  };
}
