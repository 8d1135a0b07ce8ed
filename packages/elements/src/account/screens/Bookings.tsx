import { endpoints } from '@venue/core';
import type { AccountScreenProps } from '../accountScreen.ts';
import { formatLocal, Loading, LoadError } from '../parts.tsx';
import { useAccountData } from '../useAccountData.ts';
import * as css from '../account.css.ts';

/**
 * A minimal stand-in for the Bookings screen (ROUTE-025) so the shell builds and routes to it: the
 * upcoming bookings as the endpoint lists them. The account-screens work replaces this file entirely.
 */
export default function Bookings(_props: AccountScreenProps) {
  const bookings = useAccountData(() =>
    endpoints.listNextBookings({ startsAfter: new Date().toISOString(), limit: 20 }),
  );
  if (bookings.status === 'loading') return <Loading what="your bookings" />;
  if (bookings.status === 'error') return <LoadError message={bookings.error} onRetry={bookings.retry} />;
  if (bookings.data.length === 0) return <p className={css.prose}>You have no upcoming bookings.</p>;
  return (
    <ul className={css.list} data-screen="bookings">
      {bookings.data.map((b) => (
        <li key={b.id} className={css.listItem}>
          <div className={css.itemMain}>
            <p className={css.itemName}>{b.name}</p>
            <p className={css.muted}>
              {formatLocal(b.startsAt.local)} · {b.venue.name}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
