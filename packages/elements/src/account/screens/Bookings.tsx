import { useContext, type MouseEvent } from 'react';
import { areaHref } from '../accountPaths.ts';
import { AreaBaseContext } from '../parts.tsx';
import type { AccountScreenProps } from '../accountScreen.ts';
import { BookingList, type BookingListKind } from './bookings/BookingList.tsx';
import { CalendarFeedPanel } from './bookings/CalendarFeedPanel.tsx';
import { WaitlistPanel } from './bookings/WaitlistPanel.tsx';
import * as css from './bookings/screens.css.ts';

const VIEWS: { kind: BookingListKind; path: string; label: string }[] = [
  { kind: 'upcoming', path: '/bookings/upcoming', label: 'Upcoming' },
  { kind: 'all', path: '/bookings', label: 'All bookings' },
];

/**
 * The account area's Bookings screen (ROUTE-025): `/bookings` lists every booking, `/bookings/upcoming`
 * the ones still to come; each can be added to a calendar or, when its cancellation allows, cancelled.
 * Below: the customer's waitlists and their private calendar feed.
 */
export default function Bookings({ subPath, navigate, now }: AccountScreenProps & { now?: () => Date }) {
  const kind: BookingListKind = subPath === 'upcoming' ? 'upcoming' : 'all';
  const base = useContext(AreaBaseContext);
  const follow = (event: MouseEvent<HTMLAnchorElement>, path: string) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(path);
  };
  return (
    <div className={css.stack}>
      <nav aria-label="Which bookings">
        <ul className={css.tabs}>
          {VIEWS.map((v) => (
            <li key={v.kind}>
              <a
                className={css.tab}
                href={areaHref(v.path, base)}
                aria-current={v.kind === kind ? 'page' : undefined}
                onClick={(e) => follow(e, v.path)}
              >
                {v.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <BookingList key={kind} kind={kind} {...(now ? { now } : {})} />
      <WaitlistPanel />
      <CalendarFeedPanel />
    </div>
  );
}
