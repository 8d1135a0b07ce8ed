import {
  allocationOf,
  cartSlice,
  catalogue,
  courtGrid,
  formatWallText,
  endpoints,
  getSessionStore,
  type CourtSlot,
  type Slot,
  type SlotRow,
} from '@venue/core';
import { Button, ButtonLink, Price, Spinner } from '@venue/ui';
import { memo, useCallback, useEffect, useMemo, useState, type CSSProperties } from 'react';
import { useHostElement } from '../../internal/hostContext.ts';
import { useSession, useSlices } from '../../internal/useSession.ts';
import type { BookingTypeViewProps } from '../bookingTypeView.ts';
import * as styles from './resources.css.ts';

export type SlotsLoad = { status: 'loading' } | { status: 'error' } | { status: 'ready'; slots: Slot[] };

/** The slots of a day (v1 or v2 as the shell chose), read again when reloadKey changes or on retry. */
function useSlots({ venue, activity, date, version, reloadKey }: BookingTypeViewProps) {
  const [load, setLoad] = useState<SlotsLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setLoad((previous) => (previous.status === 'ready' ? previous : { status: 'loading' }));
    endpoints
      .getSlots({ venue, activity: activity.slug, date, version })
      .then((answer) => live && setLoad(answer.ok ? { status: 'ready', slots: answer.data } : { status: 'error' }))
      .catch(() => live && setLoad({ status: 'error' }));
    return () => {
      live = false;
    };
  }, [venue, activity.slug, date, version, reloadKey, attempt]);
  const retry = useCallback(() => {
    setLoad({ status: 'loading' });
    setAttempt((a) => a + 1);
  }, []);
  return { load, retry };
}

/** What the customer picked: one court at a time (customer allocation), or a time with any free court. */
export interface SlotChoice {
  key: string;
  sessionId: string | number;
  time: string;
  endTime: string;
  /** Null: the system allocates a court. */
  locationId: string | null;
  court: string | null;
  price: Slot['price'];
}

/**
 * Resource hire of a day (Badminton court hire): the courts of each start time, free or taken, each slot under
 * its composite key (TT-006). With allocation strategy 'customer' the customer picks the court (TT-012);
 * otherwise they pick a time and the server allocates a free court. Adding puts the slot in the basket.
 */
function ResourcesView(props: BookingTypeViewProps) {
  const { load, retry } = useSlots(props);
  return (
    <ResourcesDay
      load={load}
      onRetry={retry}
      allocation={allocationOf(props.activity as { allocationStrategy?: string | null })}
      date={props.date}
      activityName={props.activity.name}
      basketUrl={props.basketUrl}
      checkoutUrl={props.checkoutUrl}
    />
  );
}

export interface ResourcesDayProps {
  load: SlotsLoad;
  onRetry: () => void;
  allocation: 'customer' | 'system';
  date: string;
  activityName: string;
  basketUrl: string;
  checkoutUrl: string;
}

/** The day's court grid and the add panel (exported for stories and tests, which hand it a load). */
export function ResourcesDay({
  load,
  onRetry,
  allocation,
  date,
  activityName,
  basketUrl,
  checkoutUrl,
}: ResourcesDayProps) {
  useSlices(cartSlice);
  const [choice, setChoice] = useState<SlotChoice | null>(null);
  const [added, setAdded] = useState<SlotChoice | null>(null);
  const [busy, setBusy] = useState(false);
  const loggedIn = useSession((s) => s.auth.status === 'loggedIn');
  const host = useHostElement();
  const grid = useMemo(() => (load.status === 'ready' ? courtGrid(load.slots) : null), [load]);

  // A choice that is no longer free (someone else took it; the day changed) is dropped.
  useEffect(() => {
    if (!choice || !grid) return;
    const row = grid.rows.find((r) => r.sessionId === choice.sessionId);
    const stillFree = choice.locationId
      ? row?.cells.some((c) => c.locationId === choice.locationId && c.free)
      : (row?.freeCount ?? 0) > 0;
    if (!stillFree) setChoice(null);
  }, [grid, choice]);
  useEffect(() => {
    setChoice(null);
    setAdded(null);
  }, [date]);

  const chooseCell = useCallback(
    (cell: CourtSlot) =>
      setChoice((current) =>
        current?.key === cell.key
          ? null
          : {
              key: cell.key,
              sessionId: cell.sessionId,
              time: cell.time,
              endTime: cell.endTime,
              locationId: cell.locationId,
              court: cell.court,
              price: cell.price,
            },
      ),
    [],
  );
  const chooseRow = useCallback(
    (row: SlotRow) =>
      setChoice((current) =>
        current?.key === row.anyKey
          ? null
          : {
              key: row.anyKey,
              sessionId: row.sessionId,
              time: row.time,
              endTime: row.endTime,
              locationId: null,
              court: null,
              price: row.price,
            },
      ),
    [],
  );

  async function add() {
    const store = getSessionStore().getState();
    if (!loggedIn) {
      store.system.openLoginModal();
      return;
    }
    if (!choice || busy) return;
    setBusy(true);
    const ok = await store.cart.add(
      {
        id: choice.sessionId,
        type: 'av2Booking',
        quantity: 1,
        ...(choice.locationId ? { locationId: Number(choice.locationId) } : {}),
      },
      { origin: host },
    );
    setBusy(false);
    if (ok) {
      setAdded(choice);
      setChoice(null);
    } else {
      // Taken meanwhile, or refused: show the day as it is now.
      onRetry();
    }
  }

  if (load.status === 'loading') return <Spinner label="Loading courts" showLabel />;
  if (load.status === 'error')
    return (
      <div className={styles.root}>
        <p role="alert" className={styles.error}>
          {catalogue.common.genericError}
        </p>
        <div>
          <Button variant="outline" onClick={onRetry}>
            Try again
          </Button>
        </div>
      </div>
    );
  if (!grid || grid.rows.length === 0)
    return (
      <p className={styles.empty} data-empty-day="">
        No {activityName.toLowerCase()} on this day. Choose another day.
      </p>
    );

  const columns = { '--slot-columns': `88px repeat(${grid.courts.length}, minmax(0, 1fr))` } as CSSProperties;
  const dayLabel = formatWallText(date, 'ddd D MMM');
  return (
    <div className={styles.root} data-allocation={allocation}>
      <p className={styles.intro}>
        {allocation === 'customer'
          ? 'Choose a court and a time. Taken courts are crossed out.'
          : 'Choose a time: we allocate a free court when you book. Taken courts are crossed out.'}
      </p>
      <ul className={styles.legend} aria-label="Key">
        <li>
          <span className={styles.swatchFree} aria-hidden="true" />
          Free
        </li>
        <li>
          <span className={styles.swatchTaken} aria-hidden="true" />
          Taken
        </li>
        <li>
          <span className={styles.swatchChosen} aria-hidden="true" />
          Your choice
        </li>
      </ul>
      {added ? (
        <Added slot={added} activityName={activityName} basketUrl={basketUrl} checkoutUrl={checkoutUrl} />
      ) : null}
      <div style={columns}>
        <div className={styles.head} aria-hidden="true">
          <span>Time</span>
          {grid.courts.map((court) => (
            <span key={court.id}>{court.name}</span>
          ))}
        </div>
        <ul className={styles.rows} aria-label={`${activityName} times on ${dayLabel}`}>
          {closedRuns(grid.rows).map((run) =>
            run.length > 1 ? (
              <ClosedRunView key={run[0]!.anyKey} run={run} />
            ) : (
              <SlotRowView
                key={run[0]!.anyKey}
                row={run[0]!}
                allocation={allocation}
                chosenKey={choice?.key ?? null}
                onChooseCell={chooseCell}
                onChooseRow={chooseRow}
              />
            ),
          )}
        </ul>
      </div>
      <section className={choice ? styles.summaryChosen : styles.summary} aria-label="Your choice">
        {choice ? (
          <>
            <p className={styles.summaryTitle} data-choice={choice.key}>
              {choice.court ?? 'Any free court'} · {dayLabel} · {choice.time} to {choice.endTime}
            </p>
            <p style={{ margin: 0 }}>
              <Price money={choice.price} zeroLabel="Free" />
            </p>
          </>
        ) : (
          <p style={{ margin: 0 }}>{allocation === 'customer' ? 'No court chosen yet.' : 'No time chosen yet.'}</p>
        )}
        <div className={styles.actions}>
          <Button
            onClick={() => void add()}
            loading={busy}
            loadingLabel="Adding to basket"
            aria-disabled={loggedIn && !choice ? 'true' : undefined}
          >
            {loggedIn ? 'Add to basket' : 'Log in to book'}
          </Button>
        </div>
      </section>
    </div>
  );
}

/**
 * The day's rows, with back-to-back times closed for one reason as one run: this morning's hours said once
 * ("09:00 to 14:00 · This activity is no longer bookable.") rather than once an hour above the free ones.
 */
function closedRuns(rows: SlotRow[]): SlotRow[][] {
  const runs: SlotRow[][] = [];
  for (const row of rows) {
    const run = runs.at(-1);
    const last = run?.at(-1);
    if (run && last && row.closedReason && last.closedReason === row.closedReason && last.endTime === row.time)
      run.push(row);
    else runs.push([row]);
  }
  return runs;
}

function ClosedRunView({ run }: { run: SlotRow[] }) {
  const first = run[0]!;
  return (
    <li className={styles.row} data-slot-time={first.time} data-slot-run={run.length}>
      <p className={styles.time}>
        {first.time} to {run.at(-1)!.endTime}
        <span className={styles.courtLabel}> · {first.closedReason}</span>
      </p>
    </li>
  );
}

interface SlotRowViewProps {
  row: SlotRow;
  allocation: 'customer' | 'system';
  chosenKey: string | null;
  onChooseCell: (cell: CourtSlot) => void;
  onChooseRow: (row: SlotRow) => void;
}

const SlotRowView = memo(function SlotRowView({
  row,
  allocation,
  chosenKey,
  onChooseCell,
  onChooseRow,
}: SlotRowViewProps) {
  const span = `${row.time} to ${row.endTime}`;
  return (
    <li className={styles.row} data-slot-time={row.time}>
      <p className={styles.time}>
        {row.time}
        {row.closedReason ? (
          <span className={styles.courtLabel}> · {row.closedReason}</span>
        ) : allocation === 'system' ? null : (
          <span className={styles.courtLabel}> · {row.freeCount} free</span>
        )}
      </p>
      {/* A time that cannot be booked at all says why once, rather than calling every court taken. */}
      {row.closedReason
        ? null
        : row.cells.map((cell) =>
            !cell.free ? (
              <span key={cell.key} className={styles.taken} data-slot-key={cell.key} data-taken="">
                {cell.court} taken
              </span>
            ) : allocation === 'customer' ? (
              <button
                key={cell.key}
                type="button"
                className={styles.cell}
                data-slot-key={cell.key}
                aria-pressed={chosenKey === cell.key}
                aria-label={`${cell.court}, ${span}, free`}
                onClick={() => onChooseCell(cell)}
              >
                {cell.court}
              </button>
            ) : (
              <span key={cell.key} className={styles.cell} data-slot-key={cell.key} style={{ cursor: 'default' }}>
                {cell.court} free
              </span>
            ),
          )}
      {allocation === 'system' && row.freeCount > 0 ? (
        <button
          type="button"
          className={styles.cell}
          style={{ gridColumn: '1 / -1' }}
          data-slot-key={row.anyKey}
          aria-pressed={chosenKey === row.anyKey}
          onClick={() => onChooseRow(row)}
        >
          Choose {span} ({row.freeCount} {row.freeCount === 1 ? 'court' : 'courts'} free)
        </button>
      ) : null}
    </li>
  );
});

function Added({
  slot,
  activityName,
  basketUrl,
  checkoutUrl,
}: {
  slot: SlotChoice;
  activityName: string;
  basketUrl: string;
  checkoutUrl: string;
}) {
  return (
    <div className={styles.success} role="status">
      <p style={{ margin: 0, fontWeight: 700 }}>
        {activityName}, {slot.court ?? 'a court'} at {slot.time} is in your basket.
      </p>
      <div className={styles.actions}>
        <ButtonLink href={checkoutUrl}>Checkout now</ButtonLink>
        <ButtonLink href={basketUrl} variant="outline">
          View basket
        </ButtonLink>
      </div>
    </div>
  );
}

export default ResourcesView;
