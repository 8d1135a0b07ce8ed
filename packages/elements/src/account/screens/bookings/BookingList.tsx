import { endpoints, getApi, type Booking } from '@venue/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { BookingCard } from './BookingCard.tsx';
import { CancelDialog } from './CancelDialog.tsx';
import { PAGE_SIZE } from './bookingView.ts';
import { Pager } from './Pager.tsx';
import { usePagedList } from './usePagedList.ts';
import * as css from './screens.css.ts';

export type BookingListKind = 'upcoming' | 'all';

const TITLES: Record<BookingListKind, string> = { upcoming: 'Upcoming bookings', all: 'All bookings' };
const EMPTY: Record<BookingListKind, string> = {
  upcoming: 'You have no upcoming bookings.',
  all: 'You have no bookings yet.',
};

/** The list's query: upcoming places soonest first, or every booking (past and cancelled too) newest first. */
export function bookingQuery(kind: BookingListKind, page: number, now: Date): endpoints.BookingListFilters {
  return kind === 'upcoming'
    ? {
        status: ['settled', 'reserved'],
        startsAfter: now.toISOString(),
        sortBy: 'starts_at',
        direction: 'ascending',
        page,
        perPage: PAGE_SIZE,
      }
    : {
        status: ['settled', 'reserved', 'cancelled'],
        sortBy: 'starts_at',
        direction: 'descending',
        page,
        perPage: PAGE_SIZE,
      };
}

export interface BookingListProps {
  kind: BookingListKind;
  /** The clock (tests and stories pin it). */
  now?: () => Date;
  /** Told after a cancellation (the waitlist and calendar may change). */
  onChanged?(): void;
}

/** One paged list of bookings with cancel (in a dialog) and add-to-calendar on each. */
export function BookingList({ kind, now = () => new Date(), onChanged }: BookingListProps) {
  const [at] = useState(now);
  const fetchPage = useCallback((page: number) => endpoints.listBookings(bookingQuery(kind, page, at)), [kind, at]);
  const { state, setPage, reload } = usePagedList<Booking>(fetchPage, kind);
  const [cancelling, setCancelling] = useState<Booking | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const [focusHeading, setFocusHeading] = useState(false);
  const clientDomain = getApi().config.clientDomain;
  const titleId = `bookings-${kind}-title`;

  useEffect(() => {
    if (focusHeading && state.status === 'ready') {
      heading.current?.focus();
      setFocusHeading(false);
    }
  }, [focusHeading, state]);

  const goTo = (page: number) => {
    setNotice(null);
    setPage(page);
    setFocusHeading(true);
  };

  return (
    <section className={css.section} aria-labelledby={titleId}>
      <h2 id={titleId} ref={heading} tabIndex={-1} className={css.sectionTitle}>
        {TITLES[kind]}
      </h2>
      <p role="status" className={css.noteStrong}>
        {notice}
      </p>
      {state.status === 'loading' ? (
        <p role="status" className={css.muted}>
          Loading your bookings…
        </p>
      ) : state.status === 'error' ? (
        <div role="alert" className={css.alert}>
          <p className={css.prose}>{state.message}</p>
          <button type="button" className={css.linkButton} onClick={reload}>
            Try again
          </button>
        </div>
      ) : state.items.length === 0 ? (
        <p className={css.muted}>{EMPTY[kind]}</p>
      ) : (
        <>
          <ul className={css.list}>
            {state.items.map((b) => (
              <BookingCard key={b.id} booking={b} now={at} clientDomain={clientDomain} onCancel={setCancelling} />
            ))}
          </ul>
          <Pager info={state.info} label={`${TITLES[kind]} pages`} onPage={goTo} />
        </>
      )}
      <CancelDialog
        booking={cancelling}
        onClose={() => setCancelling(null)}
        onCancelled={(_booking, message) => {
          setCancelling(null);
          setNotice(message);
          setFocusHeading(true);
          reload();
          onChanged?.();
        }}
      />
    </section>
  );
}
