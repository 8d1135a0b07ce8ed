import { catalogue, endpoints, type Order } from '@venue/core';
import { Button } from '@venue/ui';
import { useContext, useEffect, useRef, useState, type MouseEvent } from 'react';
import { areaHref } from '../../accountPaths.ts';
import { AreaBaseContext } from '../../parts.tsx';
import { useSession } from '../../../internal/useSession.ts';
import * as css from '../bookings/screens.css.ts';
import { money, orderDate, orderStatusText, refundText, tenderText } from './orderView.ts';

type Load =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'error'; message: string }
  | { status: 'ready'; order: Order };

/** A printable receipt of one order (`/payments/{orderId}`): who sold it, what, how it was paid, totals. */
export function Receipt({ orderId, navigate }: { orderId: string; navigate(path: string): void }) {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const clientName = useSession((s) => s.system.client?.name ?? null);
  const base = useContext(AreaBaseContext);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    let live = true;
    if (!/^\d+$/.test(orderId)) {
      setLoad({ status: 'missing' });
      return;
    }
    endpoints
      .getOrder(orderId)
      .then((r) => {
        if (!live) return;
        if (r.ok) setLoad({ status: 'ready', order: r.data });
        else setLoad(r.error.status === 404 ? { status: 'missing' } : { status: 'error', message: r.error.message });
      })
      .catch((e: unknown) => live && setLoad({ status: 'error', message: e instanceof Error ? e.message : String(e) }));
    return () => {
      live = false;
    };
  }, [orderId]);
  useEffect(() => {
    if (load.status === 'ready') heading.current?.focus();
  }, [load.status]);

  const back = (
    <a
      className={`${css.link} ${css.noPrint}`}
      href={areaHref('/payments', base)}
      onClick={(e: MouseEvent<HTMLAnchorElement>) => {
        if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
        e.preventDefault();
        navigate('/payments');
      }}
    >
      Back to payments
    </a>
  );
  if (load.status === 'loading')
    return (
      <p role="status" className={css.muted}>
        Loading your receipt…
      </p>
    );
  if (load.status !== 'ready')
    return (
      <div className={css.stack}>
        <p role="alert" className={css.alert}>
          {load.status === 'missing' ? catalogue.common.notFound : load.message}
        </p>
        {back}
      </div>
    );
  const { order } = load;
  const refund = refundText(order);
  return (
    <div className={css.stack}>
      {back}
      <article className={css.receipt} aria-labelledby="receipt-title">
        <div className={css.receiptHead}>
          <div>
            {clientName ? <p className={css.muted}>{clientName}</p> : null}
            <h2 id="receipt-title" ref={heading} tabIndex={-1} className={css.sectionTitle}>
              Receipt for order {order.id}
            </h2>
          </div>
          <Button variant="secondary" className={css.noPrint} onClick={() => window.print()}>
            Print receipt
          </Button>
        </div>
        <dl className={css.facts}>
          <div className={css.fact}>
            <dt className={css.factLabel}>Date</dt>
            <dd>{orderDate(order)}</dd>
          </div>
          <div className={css.fact}>
            <dt className={css.factLabel}>Order</dt>
            <dd>
              {order.id} ({order.uuid})
            </dd>
          </div>
          <div className={css.fact}>
            <dt className={css.factLabel}>Status</dt>
            <dd>
              {orderStatusText(order)}
              {refund ? `, ${refund}` : ''}
            </dd>
          </div>
        </dl>
        <table className={css.receiptTable}>
          <caption className={css.caption}>Items</caption>
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col" className={css.num}>
                Qty
              </th>
              <th scope="col" className={css.num}>
                Price
              </th>
            </tr>
          </thead>
          <tbody>
            {order.lineItems.map((line) => (
              <tr key={line.id}>
                <td>
                  {line.name}
                  {line.summary ? <div className={css.muted}>{line.summary}</div> : null}
                </td>
                <td className={css.num}>{line.quantity}</td>
                <td className={css.num}>{money(line.price)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2}>
                Total
              </th>
              <td className={css.num}>
                <strong>{money(order.total)}</strong>
              </td>
            </tr>
            {order.balance.value !== 0 ? (
              <tr>
                <th scope="row" colSpan={2}>
                  Balance to pay
                </th>
                <td className={css.num}>{money(order.balance)}</td>
              </tr>
            ) : null}
          </tfoot>
        </table>
        {order.payments.length > 0 ? (
          <table className={css.receiptTable}>
            <caption className={css.caption}>Paid with</caption>
            <thead>
              <tr>
                <th scope="col">Method</th>
                <th scope="col" className={css.num}>
                  Amount
                </th>
              </tr>
            </thead>
            <tbody>
              {order.payments.map((p, i) => (
                <tr key={i}>
                  <td>{tenderText(p)}</td>
                  <td className={css.num}>{money(p.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
      </article>
    </div>
  );
}
