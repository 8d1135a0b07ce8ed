import { catalogue, endpoints, formatTimeValue, type Course } from '@venue/core';
import { Button, Spinner } from '@venue/ui';
import { useEffect, useState } from 'react';
import { ageRange, campDays, priceLine, wholeCampAvailable } from './campChoice.ts';
import * as styles from '../course-booking/courseBooking.css.ts';

export interface CampListProps {
  venue?: string | undefined;
  activity?: string | undefined;
  selectedUserId: number | null;
  onSelect: (camp: Course) => void;
}

type ListLoad = { status: 'loading' } | { status: 'error' } | { status: 'ready'; camps: Course[] };

/** The camps of a venue (and activity): dates, ages, price per day and for the whole camp, places left. */
export function CampList({ venue, activity, selectedUserId, onSelect }: CampListProps) {
  const [load, setLoad] = useState<ListLoad>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    setLoad({ status: 'loading' });
    endpoints
      .listCamps({
        source: selectedUserId ? 'foh' : 'online',
        venueSlugs: venue ? [venue] : undefined,
        categorySlugs: activity ? [activity] : undefined,
        selectedUserId: selectedUserId ?? undefined,
      })
      .then((result) => {
        if (!live) return;
        setLoad(result.ok ? { status: 'ready', camps: result.data ?? [] } : { status: 'error' });
      })
      .catch(() => live && setLoad({ status: 'error' }));
    return () => {
      live = false;
    };
  }, [venue, activity, selectedUserId]);

  const heading = (
    <h1 id="camp-list-title" className={styles.title}>
      Book a camp
    </h1>
  );
  if (load.status !== 'ready' || load.camps.length === 0) {
    return (
      <section className={styles.root} aria-labelledby="camp-list-title">
        {heading}
        {load.status === 'loading' ? (
          <Spinner label="Loading camps" showLabel size="large" />
        ) : load.status === 'error' ? (
          <p role="alert">{catalogue.common.serverError}</p>
        ) : (
          <p>There are no camps to book here at the moment.</p>
        )}
      </section>
    );
  }
  const now = new Date();
  return (
    <section className={styles.root} aria-labelledby="camp-list-title">
      {heading}
      <ul className={styles.list}>
        {load.camps.map((camp) => {
          const days = campDays(camp, now);
          const ages = ageRange(camp);
          const soldOutDays = days.filter((d) => d.soldOut).length;
          return (
            <li key={camp.id} className={styles.card}>
              <h2 className={styles.subTitle}>{camp.name}</h2>
              <p className={styles.muted}>
                {camp.startsAt && camp.endsAt
                  ? `${formatTimeValue(camp.startsAt, 'ddd D MMM')} to ${formatTimeValue(camp.endsAt, 'ddd D MMM YYYY')}`
                  : 'Dates to be announced'}
                {` · ${days.length} ${days.length === 1 ? 'day' : 'days'}`}
              </p>
              {ages ? <p className={styles.muted}>{ages}</p> : null}
              <p className={styles.price}>{priceLine(camp)}</p>
              <p>
                {days.length === 0
                  ? 'No days left to book.'
                  : wholeCampAvailable(days)
                    ? `${camp.capacity.available} ${camp.capacity.available === 1 ? 'place' : 'places'} left`
                    : `${soldOutDays} of ${days.length} days sold out`}
              </p>
              <Button variant="secondary" onClick={() => onSelect(camp)} aria-label={`View camp: ${camp.name}`}>
                View camp
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
