import type { Booking } from '@venue/core';
import { Button } from '@venue/ui';
import { useMemo } from 'react';
import { attendeeName, cancelState, icsDownload, statusLabel, whenText } from './bookingView.ts';
import * as css from './screens.css.ts';

export interface BookingCardProps {
  booking: Booking;
  now: Date;
  clientDomain: string;
  onCancel(booking: Booking): void;
}

/** One booking: what, where, when, who for, its status, and what can be done with it. */
export function BookingCard({ booking, now, clientDomain, onCancel }: BookingCardProps) {
  const state = cancelState(booking, now);
  const status = statusLabel(booking, now);
  const when = whenText(booking);
  const ics = useMemo(() => icsDownload(booking, clientDomain), [booking, clientDomain]);
  const titleId = `booking-${booking.id}-title`;
  const tone = booking.status === 'cancelled' ? 'bad' : status === 'Booked' ? 'good' : 'muted';
  const location = booking.locationName && booking.locationName !== booking.venue.name ? booking.locationName : null;
  return (
    <li className={css.card} aria-labelledby={titleId} data-booking-id={booking.id}>
      <div>
        <h3 id={titleId} className={css.cardTitle}>
          {booking.name}
          <span className={css.badge[tone]}>{status}</span>
        </h3>
        <dl className={css.facts}>
          <div className={css.fact}>
            <dt className={css.factLabel}>When</dt>
            <dd>{when}</dd>
          </div>
          <div className={css.fact}>
            <dt className={css.factLabel}>Venue</dt>
            <dd>{booking.venue.name}</dd>
          </div>
          {location ? (
            <div className={css.fact}>
              <dt className={css.factLabel}>Where</dt>
              <dd>{location}</dd>
            </div>
          ) : null}
          <div className={css.fact}>
            <dt className={css.factLabel}>For</dt>
            <dd>{attendeeName(booking)}</dd>
          </div>
        </dl>
      </div>
      <div className={css.actions}>
        {booking.status !== 'cancelled' && state.kind !== 'past' ? (
          <a
            className={css.linkButton}
            href={ics.href}
            download={ics.fileName}
            aria-label={`Add to calendar: ${booking.name}, ${when}`}
          >
            Add to calendar
          </a>
        ) : null}
        {state.kind === 'can' ? (
          <Button
            variant="secondary"
            onClick={() => onCancel(booking)}
            aria-label={`Cancel booking: ${booking.name}, ${when}`}
          >
            Cancel booking
          </Button>
        ) : null}
      </div>
      {state.kind === 'can' && state.cutOffMessage ? <p className={css.note}>{state.cutOffMessage}</p> : null}
      {state.kind === 'can' && state.awardsCreditMessage ? (
        <p className={css.note}>{state.awardsCreditMessage}</p>
      ) : null}
      {state.kind === 'cannot' ? <p className={css.noteStrong}>{state.reason}</p> : null}
    </li>
  );
}
