import { catalogue, currencySymbol, endpoints, formatMoney, type Booking } from '@venue/core';
import { Button, Modal } from '@venue/ui';
import { useState } from 'react';
import { attendeeName, whenText } from './bookingView.ts';
import * as css from './screens.css.ts';

interface CancelMeta {
  creditAwarded?: { value: number; currency?: string } | null;
}

/** What the customer is told once a booking is cancelled: the credit, when the cancellation awarded some. */
export function cancelledMessage(meta: CancelMeta | null | undefined): string {
  const credit = meta?.creditAwarded;
  if (credit && credit.value > 0)
    return `Booking cancelled. ${formatMoney(credit.value, currencySymbol(credit.currency ?? 'GBP'))} credit has been added to your account.`;
  return 'Booking cancelled.';
}

export interface CancelDialogProps {
  booking: Booking | null;
  onClose(): void;
  /** After the server cancelled it, with the message to show. */
  onCancelled(booking: Booking, message: string): void;
}

/** Confirms a cancellation in a modal dialog, showing the cut-off and credit rules before anything happens. */
export function CancelDialog({ booking, onClose, onCancelled }: CancelDialogProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    if (busy) return;
    setError(null);
    onClose();
  };
  const confirm = async () => {
    if (!booking) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await endpoints.cancelBooking<Booking[]>(booking.id);
      setBusy(false);
      onCancelled(booking, cancelledMessage(answer.meta as CancelMeta | null));
    } catch (e) {
      setBusy(false);
      setError(e instanceof Error && e.message ? e.message : catalogue.common.genericError);
    }
  };
  const c = booking?.cancellation;
  return (
    <Modal open={booking !== null} onClose={close} title="Cancel booking">
      {booking ? (
        <>
          <p className={css.dialogText}>
            Cancel <strong>{booking.name}</strong> on {whenText(booking)} at {booking.venue.name} for{' '}
            {attendeeName(booking)}?
          </p>
          {c?.cutOffMessage ? <p className={css.dialogText}>{c.cutOffMessage}</p> : null}
          {c?.awardsCreditMessage ? <p className={css.dialogText}>{c.awardsCreditMessage}</p> : null}
          {error ? (
            <p role="alert" className={`${css.dialogText} ${css.alert}`}>
              {error}
            </p>
          ) : null}
          <div className={css.dialogActions}>
            <Button variant="outline" onClick={close}>
              Keep booking
            </Button>
            <Button variant="primary" loading={busy} loadingLabel="Cancelling" onClick={() => void confirm()}>
              Cancel booking
            </Button>
          </div>
        </>
      ) : null}
    </Modal>
  );
}
