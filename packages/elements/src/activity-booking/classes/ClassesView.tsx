import {
  catalogue,
  emitSessionEvent,
  endpoints,
  getSessionStore,
  sessionEvents,
  type ActivityClass,
  type ApiError,
} from '@venue/core';
import { Button, Price, Spinner } from '@venue/ui';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useHostElement } from '../../internal/hostContext.ts';
import type { BookingTypeViewProps } from '../bookingTypeView.ts';
import { BookingSteps } from '../steps/BookingSteps.tsx';
import { occurrenceItem, type BookablePurchasable } from '../steps/bookingSteps.ts';
import {
  classAction,
  DEFAULT_ACTION_FILTERS,
  durationText,
  placesLeftText,
  waitlistPlaceText,
  type BookableActionName,
} from './classActions.ts';
import * as styles from './classes.css.ts';

export type ClassesLoad =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; classes: ActivityClass[] };

/** "Tuesday 25 November" for a YYYY-MM-DD date. */
export function dayTitle(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
}

function toast(type: 'success' | 'danger', message: string) {
  getSessionStore()
    .getState()
    .toasts.push(type === 'danger' ? { type, title: catalogue.common.errorTitle, message } : { type, message });
}

/** The day's classes of an activity (v1 or v2 by date), read again on reloadKey and after each change. */
export function useClasses({ venue, activity, date, version, reloadKey }: BookingTypeViewProps) {
  const [load, setLoad] = useState<ClassesLoad>({ status: 'loading' });
  const [generation, setGeneration] = useState(0);
  const shown = useRef<string | null>(null);
  // A layout effect: the request leaves in the same frame (Preact runs plain effects a frame later).
  useLayoutEffect(() => {
    let live = true;
    // A reload (login, basket, waitlist, an action here) keeps the list on screen; only another day starts
    // from the spinner.
    const day = `${venue}|${activity.slug}|${date}|${version}`;
    if (shown.current !== day) setLoad({ status: 'loading' });
    shown.current = day;
    endpoints
      .getTimetable({ venue, activity: activity.slug, date, version })
      .then((r) => {
        if (!live) return;
        setLoad(r.ok ? { status: 'ready', classes: r.data } : { status: 'error', message: r.error.message });
      })
      .catch((e: ApiError | Error) => live && setLoad({ status: 'error', message: e.message }));
    return () => {
      live = false;
    };
  }, [venue, activity.slug, date, version, reloadKey, generation]);
  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  return { load, reload };
}

interface CardProps {
  entry: ActivityClass;
  filter: readonly BookableActionName[];
  onBook: (entry: ActivityClass) => void;
  onChanged: () => void;
}

/** One class: time and duration, name, instructors, tags, location, places left, price and its action. */
export function ClassCard({ entry, filter, onBook, onChanged }: CardProps) {
  const action = classAction(entry, filter);
  const host = useHostElement();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const nameId = `class-${entry.id}-name`;
  const place = waitlistPlaceText(entry.waitlistPosition);

  async function run() {
    const store = getSessionStore();
    const state = store.getState();
    if (action.kind === 'book') return onBook(entry);
    const user = state.auth.user;
    if (state.auth.status !== 'loggedIn' || !user) {
      state.system.openLoginModal();
      return;
    }
    setBusy(true);
    try {
      if (action.kind === 'join_waitlist' || action.kind === 'leave_waitlist') {
        // WAIT-004/005: core picks the numeric (v1) or non-numeric path from the id.
        if (action.kind === 'join_waitlist') {
          await endpoints.joinWaitlist({ id: entry.id, type: 'occurrence', userId: user.id });
          toast('success', catalogue.common.waitlistJoined);
        } else {
          await endpoints.leaveWaitlist({ occurrenceId: entry.id, userId: user.id });
          toast('success', catalogue.common.waitlistLeft);
        }
        emitSessionEvent(sessionEvents, 'waitlist-change', { occurrenceId: entry.id }, host);
      } else if (action.kind === 'cancel_reservation') {
        const item = state.cart.items.find((i) => Number(i.details.bookingId) === entry.bookingId);
        if (!state.cart.loaded) await state.cart.load();
        const found = item ?? store.getState().cart.items.find((i) => Number(i.details.bookingId) === entry.bookingId);
        if (!found) throw new Error('not in basket');
        if (!(await store.getState().cart.remove(found.id, { origin: host }))) return;
      } else if (action.kind === 'cancel_booking' && entry.bookingId) {
        await endpoints.cancelBooking(entry.bookingId);
        toast('success', 'Your booking has been cancelled.');
        setConfirming(false);
      }
      onChanged();
    } catch {
      // WAIT-006: a failed join or leave (or cancel) gives the generic error toast.
      toast('danger', catalogue.common.genericError);
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className={styles.card} aria-labelledby={nameId}>
      <p className={styles.time}>
        <span>
          {entry.startsAt.time24h}–{entry.endsAt.time24h}
        </span>
        <span className={styles.duration}>{durationText(entry.duration)}</span>
      </p>
      <div className={styles.body}>
        <h3 id={nameId} className={styles.name}>
          {entry.name}
        </h3>
        <p className={styles.meta}>
          {entry.instructors.length > 0 ? `with ${entry.instructors.map((i) => i.name).join(', ')}` : null}
          {entry.instructors.length > 0 && entry.locationName ? ' · ' : null}
          {entry.locationName}
        </p>
        {entry.tags.length > 0 ? (
          <p className={styles.tags}>
            <span className={styles.visuallyHidden}>Tags: </span>
            {entry.tags.map((t) => (
              <span key={t.id} className={styles.tag}>
                {t.name}
              </span>
            ))}
          </p>
        ) : null}
      </div>
      <div className={styles.side}>
        {entry.price ? (
          <span className={styles.price}>
            <Price money={entry.price} />
          </span>
        ) : null}
        <p className={styles.places}>{placesLeftText(entry.capacity.available)}</p>
        {place ? <p className={styles.queue}>{place}</p> : null}
        {!action.actionable ? (
          <>
            <span className={styles.status}>{action.label}</span>
            {action.reason ? <p className={styles.reason}>{action.reason}</p> : null}
          </>
        ) : confirming ? (
          <div
            className={styles.confirmRow}
            role="group"
            aria-label={`Cancel ${entry.name} at ${entry.startsAt.time24h}?`}
          >
            <Button variant="outline" onClick={() => setConfirming(false)}>
              Keep booking
            </Button>
            <Button loading={busy} loadingLabel="Cancelling" onClick={() => void run()}>
              Yes, cancel it
            </Button>
          </div>
        ) : (
          <Button
            variant={action.kind === 'book' || action.kind === 'join_waitlist' ? 'primary' : 'outline'}
            loading={busy}
            loadingLabel={action.label}
            aria-describedby={nameId}
            onClick={() => (action.kind === 'cancel_booking' ? setConfirming(true) : void run())}
          >
            {action.label}
          </Button>
        )}
      </div>
    </li>
  );
}

export interface ClassesDayProps {
  date: string;
  load: ClassesLoad;
  filter?: readonly BookableActionName[];
  onBook: (entry: ActivityClass) => void;
  onChanged: () => void;
}

/** The chosen day's classes: loading, error, empty or the list (stories render each state). */
export function ClassesDay({
  date,
  load,
  filter = DEFAULT_ACTION_FILTERS.classes,
  onBook,
  onChanged,
}: ClassesDayProps) {
  // The shell already titles the chosen day; the list is named for screen readers.
  const title = `Classes on ${dayTitle(date)}`;
  if (load.status === 'loading')
    return <Spinner label={`Loading classes for ${dayTitle(date)}`} showLabel size="large" />;
  if (load.status === 'error') {
    return (
      <div className={styles.root}>
        <p role="alert">{load.message || catalogue.common.serverError}</p>
        <div>
          <Button variant="outline" onClick={onChanged}>
            Try again
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className={styles.root}>
      {load.classes.length === 0 ? (
        <p className={styles.empty}>There are no classes on this day. Choose another day.</p>
      ) : (
        <ul className={styles.list} aria-label={title} data-day-entries="">
          {load.classes.map((entry) => (
            <ClassCard key={entry.id} entry={entry} filter={filter} onBook={onBook} onChanged={onChanged} />
          ))}
        </ul>
      )}
    </div>
  );
}

function purchasableOf(entry: ActivityClass, date: string): BookablePurchasable {
  const instructors = entry.instructors.map((i) => i.name).join(', ');
  return {
    key: String(entry.id),
    name: entry.name,
    summary: [
      `${dayTitle(date)}, ${entry.startsAt.time24h} to ${entry.endsAt.time24h}`,
      entry.locationName,
      instructors ? `with ${instructors}` : '',
    ]
      .filter(Boolean)
      .join(' · '),
    price: entry.price,
    restrictions: entry.restrictions ?? [],
  };
}

/**
 * The classes booking type (`activity.bookingType === 'classes'`): the chosen day's classes with each one's
 * action (TT-016: classes show all actions), and the booking steps for the one chosen.
 */
export default function ClassesView(props: BookingTypeViewProps) {
  const { load, reload } = useClasses(props);
  const [booking, setBooking] = useState<ActivityClass | null>(null);
  useEffect(() => setBooking(null), [props.date, props.activity.slug]);

  if (booking) {
    return (
      <BookingSteps
        purchasable={purchasableOf(booking, props.date)}
        buildItems={(choice) => [occurrenceItem(booking.id, choice)]}
        basketUrl={props.basketUrl}
        checkoutUrl={props.checkoutUrl}
        onClose={() => {
          setBooking(null);
          reload();
        }}
        onAdded={reload}
      />
    );
  }
  return <ClassesDay date={props.date} load={load} onBook={setBooking} onChanged={reload} />;
}
