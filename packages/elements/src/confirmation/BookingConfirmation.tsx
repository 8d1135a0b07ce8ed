import { catalogue, endpoints, type Order } from '@venue/core';
import { themeRoot } from '@venue/theme';
import { ButtonLink, Price, Spinner } from '@venue/ui';
import { useEffect, useState } from 'react';
import { describePayment } from './describePayment.ts';
import * as styles from './confirmation.css.ts';

export interface BookingConfirmationProps {
  /** The complete order id from `/booking-confirmed/{completeOrderId}`. */
  orderId?: string;
  /** The same id under the route's own name (`complete-order-id`, as the host app passes it). */
  completeOrderId?: string;
  /** Where 'Book something else' goes (default /). */
  homeUrl?: string;
  /**
   * 'online-joining' words the page as a membership order (`/order-confirmed/{completeOrderId}`, ROUTE-012);
   * anything else (default 'booking') as a booking.
   */
  kind?: 'booking' | 'online-joining' | (string & {});
}

/** The words of each kind of confirmation. */
export const CONFIRMATION_WORDING = {
  booking: {
    title: 'Booking confirmed',
    loading: 'Loading your booking',
    lines: 'What you booked',
    lead: null,
    home: 'Book something else',
  },
  'online-joining': {
    title: 'Welcome to your membership',
    loading: 'Loading your membership order',
    lines: 'What you joined',
    lead: 'Your membership starts today. You can see it, with your next billing date, under My account.',
    home: 'Book an activity',
  },
} as const;

type Load = { status: 'loading' } | { status: 'missing' } | { status: 'error' } | { status: 'ready'; order: Order };

/** `<booking-confirmation order-id="…">`: what was booked, when, where, and how it was paid. */
function BookingConfirmationView({
  orderId: givenOrderId,
  completeOrderId,
  homeUrl = '/',
  kind,
}: BookingConfirmationProps) {
  const orderId = givenOrderId ?? completeOrderId;
  const words = CONFIRMATION_WORDING[kind === 'online-joining' ? 'online-joining' : 'booking'];
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  useEffect(() => {
    if (!orderId) return setLoad({ status: 'missing' });
    let live = true;
    setLoad({ status: 'loading' });
    endpoints
      .getOrder(orderId)
      .then((result) => {
        if (!live) return;
        if (result.ok) setLoad({ status: 'ready', order: result.data });
        else setLoad(result.error.status === 404 ? { status: 'missing' } : { status: 'error' });
      })
      .catch(() => live && setLoad({ status: 'error' }));
    return () => {
      live = false;
    };
  }, [orderId]);

  if (load.status === 'loading') return <Spinner label={words.loading} showLabel size="large" />;
  if (load.status === 'missing') return <p role="alert">{catalogue.common.notFound}</p>;
  if (load.status === 'error') return <p role="alert">{catalogue.common.serverError}</p>;
  const { order } = load;
  return (
    <section className={styles.root} aria-labelledby="confirmation-title">
      <h1 id="confirmation-title" className={styles.title}>
        {words.title}
      </h1>
      <p>
        {catalogue.checkout.orderCompleted} Your order reference is <strong>{String(order.id)}</strong>.
      </p>
      {words.lead ? <p>{words.lead}</p> : null}
      <div className={styles.panel}>
        <h2 className={styles.subTitle}>{words.lines}</h2>
        <ul className={styles.list}>
          {order.lineItems.map((line) => (
            <li key={line.id} className={styles.line}>
              <div>
                <strong>{line.name}</strong>
                {line.summary ? <p className={styles.muted}>{line.summary}</p> : null}
              </div>
              <Price money={line.price} />
            </li>
          ))}
        </ul>
        <p className={styles.line}>
          <span>Total</span>
          <Price money={order.total} />
        </p>
      </div>
      {order.payments && order.payments.length > 0 ? (
        <div className={styles.panel}>
          <h2 className={styles.subTitle}>How you paid</h2>
          <ul className={styles.list}>
            {order.payments.map((p, i) => (
              <li key={i} className={styles.line}>
                <span>{describePayment(p)}</span>
                <Price money={p.amount} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <ButtonLink href={homeUrl} variant="outline">
        {words.home}
      </ButtonLink>
    </section>
  );
}

/** The view inside the theme root, which resolves the public --venue-* tokens for everything below it. */
export function BookingConfirmation(props: BookingConfirmationProps) {
  return (
    <div className={themeRoot}>
      <BookingConfirmationView {...props} />
    </div>
  );
}
