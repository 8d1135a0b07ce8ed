import { endpoints, type Order } from '@venue/core';
import { useCallback, useContext, useEffect, useRef, useState, type MouseEvent } from 'react';
import { areaHref } from '../../accountPaths.ts';
import { AreaBaseContext } from '../../parts.tsx';
import { PAGE_SIZE } from '../bookings/bookingView.ts';
import { Pager } from '../bookings/Pager.tsx';
import { usePagedList } from '../bookings/usePagedList.ts';
import * as css from '../bookings/screens.css.ts';
import { linesSummary, money, orderDate, orderStatusText, refundText } from './orderView.ts';

/** The customer's orders, newest first, 20 a page, each linking to its printable receipt. */
export function OrderList({ navigate }: { navigate(path: string): void }) {
  const fetchPage = useCallback((page: number) => endpoints.listOrders({ page, perPage: PAGE_SIZE }), []);
  const { state, setPage, reload } = usePagedList<Order>(fetchPage, 'orders');
  const base = useContext(AreaBaseContext);
  const heading = useRef<HTMLHeadingElement>(null);
  const [focusHeading, setFocusHeading] = useState(false);
  useEffect(() => {
    if (focusHeading && state.status === 'ready') {
      heading.current?.focus();
      setFocusHeading(false);
    }
  }, [focusHeading, state]);
  const open = (event: MouseEvent<HTMLAnchorElement>, path: string) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(path);
  };
  return (
    <section className={css.section} aria-labelledby="orders-title">
      <h2 id="orders-title" ref={heading} tabIndex={-1} className={css.sectionTitle}>
        Your orders
      </h2>
      {state.status === 'loading' ? (
        <p role="status" className={css.muted}>
          Loading your orders…
        </p>
      ) : state.status === 'error' ? (
        <div role="alert" className={css.alert}>
          <p className={css.prose}>{state.message}</p>
          <button type="button" className={css.linkButton} onClick={reload}>
            Try again
          </button>
        </div>
      ) : state.items.length === 0 ? (
        <p className={css.muted}>You have no orders yet.</p>
      ) : (
        <>
          <ul className={css.list}>
            {state.items.map((order) => {
              const refund = refundText(order);
              const titleId = `order-${order.id}-title`;
              return (
                <li key={order.id} className={css.card} aria-labelledby={titleId} data-order-id={order.id}>
                  <div>
                    <h3 id={titleId} className={css.cardTitle}>
                      Order {order.id}
                      <span
                        className={
                          css.badge[
                            order.status === 'success' ? 'good' : order.status === 'cancelled' ? 'bad' : 'muted'
                          ]
                        }
                      >
                        {orderStatusText(order)}
                      </span>
                      {refund ? <span className={css.badge.bad}>{refund}</span> : null}
                    </h3>
                    <dl className={css.facts}>
                      <div className={css.fact}>
                        <dt className={css.factLabel}>Date</dt>
                        <dd>{orderDate(order)}</dd>
                      </div>
                      <div className={css.fact}>
                        <dt className={css.factLabel}>Items</dt>
                        <dd>{linesSummary(order)}</dd>
                      </div>
                      <div className={css.fact}>
                        <dt className={css.factLabel}>Total</dt>
                        <dd>
                          <strong>{money(order.total)}</strong>
                        </dd>
                      </div>
                    </dl>
                  </div>
                  <div className={css.actions}>
                    <a
                      className={css.linkButton}
                      href={areaHref(`/payments/${order.id}`, base)}
                      onClick={(e) => open(e, `/payments/${order.id}`)}
                      aria-label={`View receipt for order ${order.id}`}
                    >
                      View receipt
                    </a>
                  </div>
                </li>
              );
            })}
          </ul>
          <Pager
            info={state.info}
            label="Order pages"
            onPage={(page) => {
              setPage(page);
              setFocusHeading(true);
            }}
          />
        </>
      )}
    </section>
  );
}
