import {
  cartSlice,
  catalogue,
  clampQuantity,
  endpoints,
  getSessionStore,
  isApiError,
  MAX_TICKETS_PER_TYPE,
  ticketTotals,
  ticketUnitPrice,
  withDiscount,
  type FastTicket,
  type SelectedTicket,
  type TicketDiscounts,
} from '@venue/core';
import { Button, ButtonLink, Price, Spinner } from '@venue/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useHostElement } from '../../internal/hostContext.ts';
import { useSession, useSlices } from '../../internal/useSession.ts';
import type { BookingTypeViewProps } from '../bookingTypeView.ts';
import * as styles from './ticketed.css.ts';

export type SessionsLoad = { status: 'loading' } | { status: 'error' } | { status: 'ready'; sessions: FastTicket[] };

/** The ticketed sessions of a day, read again when reloadKey changes or on retry. */
function useSessions({ venue, activity, date, reloadKey }: BookingTypeViewProps) {
  const [load, setLoad] = useState<SessionsLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const category = activity.parent?.slug ?? activity.slug;
  useEffect(() => {
    let live = true;
    setLoad((previous) => (previous.status === 'ready' ? previous : { status: 'loading' }));
    endpoints
      .getTickets(venue, category, activity.slug, undefined, date)
      .then((answer) => live && setLoad(answer.ok ? { status: 'ready', sessions: answer.data } : { status: 'error' }))
      .catch(() => live && setLoad({ status: 'error' }));
    return () => {
      live = false;
    };
  }, [venue, category, activity.slug, date, reloadKey, attempt]);
  const retry = useCallback(() => {
    setLoad({ status: 'loading' });
    setAttempt((a) => a + 1);
  }, []);
  return { load, retry };
}

/**
 * Ticketed sessions of a day (Lane swimming, Family swim): the sessions, the ticket types of the chosen one
 * with a quantity stepper each, the prices for the customer (the price call with their reference, is_v2 and
 * occurrence_id, API-030; answers held per customer id, TT-007), the total, and the tickets into the basket.
 */
function TicketedView(props: BookingTypeViewProps) {
  const { load, retry } = useSessions(props);
  const user = useSession((s) => s.auth.user);
  const [discounts, setDiscounts] = useState<TicketDiscounts>({});
  const customer = user?.reference ? { id: user.id, reference: user.reference } : null;

  const priceFor = useCallback(
    (session: FastTicket) => {
      if (!customer) return;
      endpoints
        .priceTicket({
          venue: props.venue,
          activityId: props.activity.slug,
          reference: customer.reference,
          isV2: session.isV2,
          occurrenceId: session.occurrenceId,
        })
        .then(({ data }) => setDiscounts((d) => withDiscount(d, customer.id, data)))
        .catch((e: unknown) => {
          // flows §5: the discount failure toast shows only for status 400 (G20: the server's message).
          if (isApiError(e) && e.status === 400)
            getSessionStore()
              .getState()
              .toasts.push({
                type: 'danger',
                title: catalogue.common.errorTitle,
                message: e.serverMessage ?? catalogue.common.genericError,
              });
        });
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the customer is read by id and reference
    [props.venue, props.activity.slug, customer?.id, customer?.reference],
  );

  return (
    <TicketedDay
      load={load}
      onRetry={retry}
      date={props.date}
      activityName={props.activity.name}
      customer={customer}
      discounts={discounts}
      onSessionChosen={priceFor}
      reloadKey={props.reloadKey}
      basketUrl={props.basketUrl}
      checkoutUrl={props.checkoutUrl}
    />
  );
}

export interface TicketedDayProps {
  load: SessionsLoad;
  onRetry: () => void;
  date: string;
  activityName: string;
  /** The customer the tickets are for (the logged-in user); null for a guest. */
  customer: { id: number; reference: string } | null;
  /** Price answers per customer id (TT-007). */
  discounts: TicketDiscounts;
  /** Asks the prices of a session for the customer. */
  onSessionChosen: (session: FastTicket) => void;
  reloadKey?: number;
  basketUrl: string;
  checkoutUrl: string;
}

/** The sessions, steppers, total and add button (exported for stories and tests, which hand it a load). */
export function TicketedDay({
  load,
  onRetry,
  date,
  activityName,
  customer,
  discounts,
  onSessionChosen,
  reloadKey = 0,
  basketUrl,
  checkoutUrl,
}: TicketedDayProps) {
  useSlices(cartSlice);
  const [sessionId, setSessionId] = useState<string | null>(null);
  const [selected, setSelected] = useState<SelectedTicket[]>([]);
  const [busy, setBusy] = useState(false);
  const [added, setAdded] = useState<string | null>(null);
  const host = useHostElement();
  const sessions = load.status === 'ready' ? load.sessions : [];
  const session = sessions.find((s) => s.occurrenceId === sessionId) ?? null;
  const priced = customer ? discounts[String(customer.id)] : undefined;
  const pricedForSession = priced && priced.occurrenceId === session?.occurrenceId ? priced : undefined;
  const totals = useMemo(
    () => (session ? ticketTotals(session, selected, pricedForSession) : null),
    [session, selected, pricedForSession],
  );

  useEffect(() => {
    setSessionId(null);
    setSelected([]);
    setAdded(null);
  }, [date]);
  // A new session, a login or a basket change: ask the prices again for the customer.
  useEffect(() => {
    if (session && customer) onSessionChosen(session);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- asked once per session, customer and reload
  }, [session?.occurrenceId, customer?.id, reloadKey]);

  const quantityOf = (typeId: string) => selected.find((s) => s.ticketTypeId === typeId)?.quantity ?? 0;
  const setQuantity = (typeId: string, quantity: number) => {
    const reference = customer?.reference ?? '';
    const q = clampQuantity(
      quantity,
      Math.min(MAX_TICKETS_PER_TYPE, session?.capacity.available ?? MAX_TICKETS_PER_TYPE),
    );
    setSelected((current) => [
      ...current.filter((s) => s.ticketTypeId !== typeId),
      ...(q > 0 ? [{ ticketTypeId: typeId, quantity: q, customerReference: reference }] : []),
    ]);
    setAdded(null);
  };

  async function add() {
    const store = getSessionStore().getState();
    if (!customer) {
      store.system.openLoginModal();
      return;
    }
    if (!session || !totals || totals.count === 0 || busy) return;
    setBusy(true);
    const ok = await store.cart.add(
      totals.lines.map((line) => ({
        id: line.ticketTypeId,
        type: 'activityTicket',
        occurrenceId: session.occurrenceId,
        quantity: line.quantity,
      })),
      { origin: host },
    );
    setBusy(false);
    if (ok) {
      setAdded(
        `${totals.count} ${totals.count === 1 ? 'ticket' : 'tickets'} for ${activityName} at ${session.startsAt.time24h}`,
      );
      setSelected([]);
    }
  }

  if (load.status === 'loading') return <Spinner label="Loading sessions" showLabel />;
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
  if (sessions.length === 0)
    return (
      <p className={styles.empty} data-empty-day="">
        No {activityName.toLowerCase()} sessions on this day. Choose another day.
      </p>
    );

  return (
    <div className={styles.root}>
      {added ? (
        <div className={styles.success} role="status">
          <p style={{ margin: 0, fontWeight: 700 }}>{added} in your basket.</p>
          <div className={styles.actions}>
            <ButtonLink href={checkoutUrl}>Checkout now</ButtonLink>
            <ButtonLink href={basketUrl} variant="outline">
              View basket
            </ButtonLink>
          </div>
        </div>
      ) : null}
      <ul className={styles.sessions} aria-label={`${activityName} sessions`}>
        {sessions.map((s) => {
          const open = s.bookableAction.action === 'book' && s.capacity.available > 0;
          return (
            <li key={s.occurrenceId}>
              <button
                type="button"
                className={styles.session}
                aria-pressed={s.occurrenceId === sessionId}
                disabled={!open}
                data-session={s.startsAt.time24h}
                onClick={() => {
                  setSessionId(s.occurrenceId === sessionId ? null : s.occurrenceId);
                  setSelected([]);
                  setAdded(null);
                }}
              >
                <span className={styles.sessionTime}>
                  {s.startsAt.time24h} to {s.endsAt.time24h}
                </span>
                <span className={styles.sessionPlaces}>
                  {open ? `${s.capacity.available} places left` : s.capacity.available > 0 ? 'Not bookable' : 'Full'}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      {session && totals ? (
        <section className={styles.panel} aria-labelledby="ticket-panel-title">
          <h3 id="ticket-panel-title" className={styles.panelTitle}>
            Tickets for {session.startsAt.time24h} to {session.endsAt.time24h}
          </h3>
          {pricedForSession?.discountName ? (
            <p className={styles.discount} data-discount="">
              {pricedForSession.discountName}: your prices include your discount.
            </p>
          ) : null}
          <ul className={styles.types}>
            {session.ticketTypes.map((type) => {
              const unit = ticketUnitPrice(type, pricedForSession);
              const quantity = quantityOf(type.id);
              const inputId = `ticket-qty-${type.id}`;
              return (
                <li key={type.id} className={styles.type} data-ticket-type={type.name}>
                  <div>
                    <label htmlFor={inputId} className={styles.typeName}>
                      {type.name} tickets
                    </label>
                    <p className={styles.typePrice}>
                      {unit.value < unit.fullValue ? (
                        <>
                          <del>
                            <span className={styles.srOnly}>was </span>
                            <Price money={{ value: unit.fullValue, currency: unit.currency }} />
                          </del>{' '}
                          <span className={styles.srOnly}>now </span>
                        </>
                      ) : null}
                      <Price money={{ value: unit.value, currency: unit.currency }} /> each
                    </p>
                  </div>
                  <div className={styles.stepper}>
                    <button
                      type="button"
                      className={styles.step}
                      aria-label={`Remove one ${type.name} ticket`}
                      disabled={quantity === 0}
                      onClick={() => setQuantity(type.id, quantity - 1)}
                    >
                      −
                    </button>
                    <input
                      id={inputId}
                      className={styles.qty}
                      type="number"
                      inputMode="numeric"
                      min={0}
                      max={MAX_TICKETS_PER_TYPE}
                      value={quantity}
                      onChange={(e) => setQuantity(type.id, Number(e.currentTarget.value))}
                    />
                    <button
                      type="button"
                      className={styles.step}
                      aria-label={`Add one ${type.name} ticket`}
                      disabled={quantity >= Math.min(MAX_TICKETS_PER_TYPE, session.capacity.available)}
                      onClick={() => setQuantity(type.id, quantity + 1)}
                    >
                      +
                    </button>
                  </div>
                </li>
              );
            })}
          </ul>
          <div className={styles.total} aria-live="polite" data-total={totals.total}>
            <span>
              Total ({totals.count} {totals.count === 1 ? 'ticket' : 'tickets'})
            </span>
            <Price money={{ value: totals.total, currency: totals.currency }} />
          </div>
          {totals.saving > 0 ? (
            <p className={styles.discount}>
              You save <Price money={{ value: totals.saving, currency: totals.currency }} />
            </p>
          ) : null}
          <div className={styles.actions}>
            <Button
              onClick={() => void add()}
              loading={busy}
              loadingLabel="Adding to basket"
              aria-disabled={customer && totals.count === 0 ? 'true' : undefined}
            >
              {customer ? 'Add to basket' : 'Log in to book'}
            </Button>
          </div>
        </section>
      ) : (
        <p className={styles.hint}>Choose a session to pick your tickets.</p>
      )}
    </div>
  );
}

export default TicketedView;
