import {
  cartSlice,
  selectSelectedUserId,
  type SessionState,
  catalogue,
  emitSessionEvent,
  endpoints,
  getSessionStore,
  sessionEvents,
  type ActivityClass,
  type ApiError,
} from '@venue/core';
import { Button, Spinner, useStableId } from '@venue/ui';
import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useHostElement } from '../../internal/hostContext.ts';
import { lazyView } from '../../internal/lazyView.ts';
import { useSession } from '../../internal/useSession.ts';
import type { BookingTypeViewProps } from '../bookingTypeView.ts';
import { occurrenceItem, type BookablePurchasable } from '../steps/bookingSteps.ts';
import { classAction, DEFAULT_ACTION_FILTERS, type BookableActionName, type ClassActionKind } from './classActions.ts';
import { takeTimetable } from './earlyTimetable.ts';
import { renderDayList, type CardCommand, type DayCard } from './dayList.ts';
import { BLOCK_TEXT, canBlockBook, type BlockMap } from './blockBookings.ts';
import { dayTitle } from './dayTitle.ts';
import * as styles from './classes.css.ts';
import { useSlices } from '../../internal/useSession.ts';
import { focusWhenPresent } from '../../internal/focusWhenPresent.ts';

export { dayTitle };

/** Front of house's block bookings: its code loads when a staff member's view first shows it, never for a customer. */
const BlockBookingDesk = lazyView(() => import('./staff/BlockBookingDesk.tsx').then((m) => m.default));
/**
 * The booking steps (attendee, waivers, questions, add) load when a person heads for a card's button
 * (pointer over it, or focus), not with the day: a day's first paint needs only the cards (issue 12).
 */
const BookingSteps = lazyView(() => import('../steps/BookingSteps.tsx').then((m) => m.BookingSteps));
const warmBookingSteps = (target: EventTarget | null) => {
  if ((target as Element | null)?.closest?.('button[data-command="act"]')) void BookingSteps.preload().catch(() => {});
};

/**
 * The day's classes. While another day loads (or fails), `kept` holds the list last shown: the view keeps
 * its DOM, hidden, so the next day's entries are written into the same nodes instead of building hundreds
 * of cards again.
 */
export type ClassesLoad =
  | { status: 'loading'; kept?: ShownDay }
  | { status: 'error'; message: string; kept?: ShownDay }
  | ({ status: 'ready' } & ShownDay);

/** A day's answer as the list shows it. */
export interface ShownDay {
  date: string;
  classes: ActivityClass[];
}

const keptOf = (load: ClassesLoad): ShownDay | undefined =>
  load.status === 'ready' ? { date: load.date, classes: load.classes } : load.kept;

function toast(type: 'success' | 'danger' | 'warning', message: string) {
  getSessionStore()
    .getState()
    .toasts.push(type === 'danger' ? { type, title: catalogue.common.errorTitle, message } : { type, message });
}

const BOOKING_CANCELLED = 'Your booking has been cancelled.';
const BOOKING_CANCELLED_FOR_CUSTOMER = 'The booking has been cancelled.';

/**
 * Front of house: the customer a staff member acts for (null for everyone else, and for staff with none
 * chosen). The day's actions are read for them, and the card buttons act for them.
 */
const selectActingFor = (s: SessionState): number | null =>
  s.auth.user?.role === 'staff' ? selectSelectedUserId(s) : null;

/**
 * Staff with no customer chosen are told to choose one (the course view's words, which come with the picker
 * they already have loaded) and taken to its search field (as soon as the picker has rendered, on a slow
 * device), instead of acting for themselves.
 */
function askForCustomer(from: Element | undefined) {
  void import('../../checkout/StaffCustomerPicker.ts').then((m) => toast('warning', m.CHOOSE_CUSTOMER_FIRST));
  const root = from?.getRootNode() as (ParentNode & Node) | undefined;
  if (root) focusWhenPresent(root, 'form[role="search"] input');
}

/**
 * The day's classes of an activity (v1 or v2 by date), read again on reloadKey and after each change; for
 * staff acting for a customer, with that customer's actions (selected_user_id).
 */
export function useClasses(
  { venue, activity, date, version, reloadKey }: BookingTypeViewProps,
  selectedUserId: number | null = null,
) {
  const [load, setLoad] = useState<ClassesLoad>({ status: 'loading' });
  const [generation, setGeneration] = useState(0);
  const shown = useRef<string | null>(null);
  // A layout effect: the request leaves in the same frame (Preact runs plain effects a frame later).
  useLayoutEffect(() => {
    let live = true;
    // A reload (login, basket, waitlist, an action here) keeps the list on screen; only another day, or
    // another customer at front of house (the cards would offer the last one's actions), starts from the
    // spinner.
    const day = `${venue}|${activity.slug}|${date}|${version}|${selectedUserId ?? ''}`;
    // Already loading (the first day, or a day asked again before it came): the same state, no render.
    if (shown.current !== day)
      setLoad((old) => (old.status === 'loading' ? old : { status: 'loading', kept: keptOf(old) }));
    shown.current = day;
    const failed = (message: string) => setLoad((old) => ({ status: 'error', message, kept: keptOf(old) }));
    takeTimetable({ venue, activity: activity.slug, date, version, selectedUserId })
      .then((r) => {
        if (!live) return;
        if (r.ok) setLoad({ status: 'ready', date, classes: r.data });
        else failed(r.error.message);
      })
      .catch((e: ApiError | Error) => live && failed(e.message));
    return () => {
      live = false;
    };
  }, [venue, activity.slug, date, version, selectedUserId, reloadKey, generation]);
  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  return { load, reload };
}

/**
 * A card waiting on the server (busy) or asking "cancel this booking?" (confirming); `block` when it is the
 * card's block booking (staff) that is being cancelled.
 */
interface Pending {
  id: ActivityClass['id'];
  state: 'busy' | 'confirming';
  block?: boolean;
}

/** What staff do on the classes day (BOOK-025): their block bookings and the way to make one. */
export interface StaffDay {
  blocks: BlockMap;
  /** Whether a customer is chosen to act for (block booking needs one). */
  customerChosen: boolean;
  onBlockBook: (entry: ActivityClass) => void;
}

/** Cancels a block booking as front of house (booking update, cancellation_source foh): see ARCHITECTURE. */
async function cancelBlock(bookingId: number): Promise<void> {
  await endpoints.cancelBookingAtDesk(bookingId);
  toast('success', BLOCK_TEXT.cancelled);
  // A reserved block was an item of the customer's basket: it has left it.
  void getSessionStore().getState().cart.load();
}

/** What the card buttons do: book (the steps), waitlist join and leave, cancel a reservation or a booking. */
function useClassActions(onBook: (entry: ActivityClass) => void, onChanged: () => void, staff?: StaffDay) {
  useSlices(cartSlice);
  const host = useHostElement();
  const [pending, setPending] = useState<Pending | null>(null);

  const runBlock = useCallback(
    async (entry: ActivityClass, command: CardCommand) => {
      if (!staff) return;
      if (command === 'block') return staff.onBlockBook(entry);
      if (command === 'block-confirm') return setPending({ id: entry.id, state: 'confirming', block: true });
      if (command === 'block-keep') return setPending(null);
      const block = staff.blocks.get(entry.id);
      if (!block) return;
      setPending({ id: entry.id, state: 'busy', block: true });
      try {
        await cancelBlock(block.bookingId);
        onChanged();
      } catch (e) {
        toast('danger', e instanceof Error && e.message ? e.message : catalogue.common.genericError);
      } finally {
        setPending(null);
      }
    },
    [staff, onChanged],
  );

  const run = useCallback(
    async (entry: ActivityClass, kind: ClassActionKind, from?: Element) => {
      const store = getSessionStore();
      const state = store.getState();
      const user = state.auth.user;
      const selectedUserId = selectActingFor(state);
      if (user?.role === 'staff' && selectedUserId === null) return askForCustomer(from);
      if (kind === 'book') return onBook(entry);
      if (state.auth.status !== 'loggedIn' || !user) {
        state.system.openLoginModal();
        return;
      }
      setPending({ id: entry.id, state: 'busy' });
      try {
        if (kind === 'join_waitlist' || kind === 'leave_waitlist') {
          // WAIT-004/005: core picks the numeric (v1) or non-numeric path from the id.
          if (kind === 'join_waitlist') {
            await endpoints.joinWaitlist({ id: entry.id, type: 'occurrence', userId: user.id, selectedUserId });
            toast('success', catalogue.common.waitlistJoined);
          } else {
            await endpoints.leaveWaitlist({ occurrenceId: entry.id, userId: user.id, selectedUserId });
            toast('success', catalogue.common.waitlistLeft);
          }
          emitSessionEvent(sessionEvents, 'waitlist-change', { occurrenceId: entry.id }, host);
        } else if (kind === 'cancel_reservation') {
          // Staff: the basket is the chosen customer's (the cart slice carries selected_user_id).
          const item = state.cart.items.find((i) => Number(i.details.bookingId) === entry.bookingId);
          if (!state.cart.loaded) await state.cart.load();
          const found =
            item ?? store.getState().cart.items.find((i) => Number(i.details.bookingId) === entry.bookingId);
          if (!found) throw new Error('not in basket');
          if (!(await store.getState().cart.remove(found.id, { origin: host }))) return;
        } else if (kind === 'cancel_booking' && entry.bookingId) {
          // The booking id is the acting customer's (the day was read for them); staff may cancel any booking
          // of their client, as front of house, so the call needs no selected user.
          await endpoints.cancelBooking(entry.bookingId);
          // Staff cancel someone else's booking: "your" would be theirs.
          toast('success', user.role === 'staff' ? BOOKING_CANCELLED_FOR_CUSTOMER : BOOKING_CANCELLED);
        }
        onChanged();
      } catch {
        // WAIT-006: a failed join or leave (or cancel) gives the generic error toast.
        toast('danger', catalogue.common.genericError);
      } finally {
        setPending(null);
      }
    },
    [host, onBook, onChanged],
  );

  /** Reads the clicked card button's command; `classes` is the list the buttons were drawn from. */
  const onCommand = useCallback(
    (classes: readonly ActivityClass[], filter: readonly BookableActionName[], target: EventTarget | null) => {
      const button = (target as Element | null)?.closest?.('button[data-command]');
      const entry = button ? classes[Number(button.getAttribute('data-index'))] : undefined;
      if (!button || !entry || button.getAttribute('aria-busy') === 'true') return;
      const command = button.getAttribute('data-command') as CardCommand;
      if (command.startsWith('block')) void runBlock(entry, command);
      else if (command === 'confirm') setPending({ id: entry.id, state: 'confirming' });
      else if (command === 'keep') setPending(null);
      else void run(entry, command === 'cancel' ? 'cancel_booking' : classAction(entry, filter).kind, button);
    },
    [run, runBlock],
  );
  return { pending, onCommand };
}

interface ClassListProps {
  classes: ActivityClass[];
  date: string;
  filter: readonly BookableActionName[];
  pending: Pending | null;
  onCommand: ReturnType<typeof useClassActions>['onCommand'];
  staff?: StaffDay | undefined;
}

/**
 * The list of a day's cards. The cards are drawn by renderDayList (dayList.ts), not as components: the
 * list element is this component's, its children are renderDayList's. Memoised, so the loading spinner
 * above it never redraws the cards.
 */
const ClassList = memo(function ClassList({ classes, date, filter, pending, onCommand, staff }: ClassListProps) {
  const list = useRef<HTMLDivElement>(null);
  const idPrefix = useStableId('class');
  // Before paint: the day's cards appear with the render that brought them.
  useLayoutEffect(() => {
    const mine = (entry: ActivityClass) => pending !== null && pending.id === entry.id;
    // A plain loop, no spread per card: a first day runs this 500 times before the engine optimises it.
    const cards: DayCard[] = [];
    for (let i = 0; i < classes.length; i += 1) {
      const entry = classes[i]!;
      const card: DayCard = {
        entry,
        action: classAction(entry, filter),
        state: mine(entry) && !pending?.block ? pending!.state : 'idle',
      };
      if (staff) {
        card.staff = {
          block: staff.blocks.get(entry.id) ?? null,
          canBlockBook: canBlockBook(entry, staff.blocks, staff.customerChosen),
          blockState: mine(entry) && pending?.block ? pending.state : 'idle',
        };
      }
      cards.push(card);
    }
    if (list.current) renderDayList(list.current, cards, idPrefix);
  }, [classes, filter, pending, idPrefix, staff]);
  return (
    // A list of groups of cards (renderDayList), which a screen reader reads as one list of the cards.
    // The buttons inside handle the click; the list only routes it (keyboard users reach the buttons).
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <div
      ref={list}
      role="list"
      className={styles.list}
      // The shell already titles the chosen day; the list is named for screen readers.
      aria-label={`Classes on ${dayTitle(date)}`}
      data-day-entries=""
      onClick={(event) => onCommand(classes, filter, event.target)}
      onPointerOver={(event) => warmBookingSteps(event.target)}
      onFocus={(event) => warmBookingSteps(event.target)}
    />
  );
});

export interface ClassesDayProps {
  date: string;
  load: ClassesLoad;
  filter?: readonly BookableActionName[];
  onBook: (entry: ActivityClass) => void;
  onChanged: () => void;
  /** Staff only: block bookings on the cards (a customer's view never gets this). */
  staff?: StaffDay | undefined;
}

/** The chosen day's classes: loading, error, empty or the list (stories render each state). */
export function ClassesDay({
  date,
  load,
  filter = DEFAULT_ACTION_FILTERS.classes,
  onBook,
  onChanged,
  staff,
}: ClassesDayProps) {
  const { pending, onCommand } = useClassActions(onBook, onChanged, staff);
  const shown = keptOf(load);
  const day = dayTitle(date);
  // Each state keeps its place among the children, so the list below stays the same nodes throughout.
  return (
    <div className={styles.root}>
      {load.status === 'loading' ? <Spinner label={`Loading classes for ${day}`} showLabel size="large" /> : null}
      {load.status === 'error' ? (
        <>
          <p role="alert">{load.message || catalogue.common.serverError}</p>
          <div>
            <Button variant="outline" onClick={onChanged}>
              Try again
            </Button>
          </div>
        </>
      ) : null}
      {load.status === 'ready' && load.classes.length === 0 ? (
        <p className={styles.empty}>There are no classes on this day. Choose another day.</p>
      ) : null}
      {shown && shown.classes.length > 0 ? (
        // Kept (not removed) while another day loads: its nodes take that day's entries.
        <div className={load.status === 'ready' ? undefined : styles.kept}>
          <ClassList
            classes={shown.classes}
            date={shown.date}
            filter={filter}
            pending={pending}
            onCommand={onCommand}
            staff={staff}
          />
        </div>
      ) : null}
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
    ...(entry.customQuestionSections?.length
      ? { questions: { occurrenceId: entry.id, sections: entry.customQuestionSections } }
      : {}),
  };
}

/**
 * The classes booking type (`activity.bookingType === 'classes'`): the chosen day's classes with each one's
 * action (TT-016: classes show all actions), and the booking steps for the one chosen.
 */
export default function ClassesView(props: BookingTypeViewProps) {
  const actingFor = useSession(selectActingFor);
  const { load, reload } = useClasses(props, actingFor);
  const [booking, setBooking] = useState<ActivityClass | null>(null);
  // The class asked for last: a day changed while the steps' code loads opens nothing.
  const opening = useRef<ActivityClass | null>(null);
  useEffect(() => {
    opening.current = null;
    setBooking(null);
  }, [props.date, props.activity.slug]);
  // The day stays on screen until the steps' code is in (usually already: it starts loading on the way to
  // the button), so a tap on a phone never shows an empty box between the two. A failed load opens the
  // steps anyway: their loader tries again and, failing, shows the element's error.
  const openBooking = useCallback((entry: ActivityClass) => {
    opening.current = entry;
    const open = () => {
      if (opening.current === entry) setBooking(entry);
    };
    BookingSteps.preload().then(open, open);
  }, []);
  const isStaff = useSession((s) => s.auth.user?.role === 'staff');
  const customerChosen = actingFor !== null;
  const [blocks, setBlocks] = useState<BlockMap>(NO_BLOCKS);
  const [blockFor, setBlockFor] = useState<ActivityClass | null>(null);
  const closeBlockForm = useCallback(() => setBlockFor(null), []);
  // Only staff get the block bookings: a customer's cards are drawn without them, whatever was read before.
  const staff = useMemo<StaffDay | undefined>(
    () => (isStaff ? { blocks, customerChosen, onBlockBook: setBlockFor } : undefined),
    [isStaff, blocks, customerChosen],
  );
  const readyClasses = load.status === 'ready' ? load.classes : null;

  if (booking) {
    return (
      <BookingSteps
        purchasable={purchasableOf(booking, props.date)}
        buildItems={(choice) => [occurrenceItem(booking.id, choice)]}
        basketUrl={props.basketUrl}
        checkoutUrl={props.checkoutUrl}
        onClose={() => {
          opening.current = null;
          setBooking(null);
          reload();
        }}
        onAdded={reload}
      />
    );
  }
  return (
    <>
      {isStaff ? (
        <BlockBookingDesk
          venue={props.venue}
          date={props.date}
          classes={readyClasses}
          onBlocks={setBlocks}
          blockFor={blockFor}
          onCloseForm={closeBlockForm}
          onBooked={reload}
        />
      ) : null}
      <ClassesDay date={props.date} load={load} onBook={openBooking} onChanged={reload} staff={staff} />
    </>
  );
}

const NO_BLOCKS: BlockMap = new Map();
