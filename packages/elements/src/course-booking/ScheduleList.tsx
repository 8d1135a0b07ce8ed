import { catalogue, type endpoints, type Course } from '@venue/core';
import { Spinner } from '@venue/ui';
import { useEffect, useState, type ReactNode } from 'react';
import { scheduleFilters } from './scheduleFilters.ts';
import * as styles from './courseBooking.css.ts';

export interface ScheduleListProps {
  /** The list's one h1, e.g. "Book a camp". */
  title: string;
  /** Plural noun for the loading and empty states: "camps", "courses". */
  noun: string;
  /** `endpoints.listCourses` (or the early read of it) or `endpoints.listCamps`: the same filters. */
  fetch: typeof endpoints.listCourses;
  venue?: string | undefined;
  activity?: string | undefined;
  selectedUserId: number | null;
  /** One card's content; the list gives it its `<li>`. */
  renderCard: (schedule: Course, now: Date) => ReactNode;
}

type ListLoad = { status: 'loading' } | { status: 'error' } | { status: 'ready'; schedules: Course[] };

/**
 * The fetch-and-state shell shared by the course and camp lists (contracts §5 filters): loading, error and
 * empty states around a list of cards the caller draws.
 */
export function ScheduleList({ title, noun, fetch, venue, activity, selectedUserId, renderCard }: ScheduleListProps) {
  const [load, setLoad] = useState<ListLoad>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    setLoad({ status: 'loading' });
    fetch(scheduleFilters({ venue, activity, selectedUserId }))
      .then((result) => {
        if (!live) return;
        setLoad(result.ok ? { status: 'ready', schedules: result.data ?? [] } : { status: 'error' });
      })
      .catch(() => live && setLoad({ status: 'error' }));
    return () => {
      live = false;
    };
  }, [fetch, venue, activity, selectedUserId]);

  const headingId = `${noun}-list-title`;
  // The heading stays in every state, so the page always has its one h1 (the host app drops its own).
  const heading = (
    <h1 id={headingId} className={styles.title}>
      {title}
    </h1>
  );
  if (load.status !== 'ready' || load.schedules.length === 0) {
    return (
      <section className={styles.root} aria-labelledby={headingId}>
        {heading}
        {load.status === 'loading' ? (
          <Spinner label={`Loading ${noun}`} showLabel size="large" />
        ) : load.status === 'error' ? (
          <p role="alert">{catalogue.common.serverError}</p>
        ) : (
          <p>There are no {noun} to book here at the moment.</p>
        )}
      </section>
    );
  }
  const now = new Date();
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      {heading}
      <ul className={styles.list}>
        {load.schedules.map((schedule) => (
          <li key={schedule.id} className={styles.card}>
            {renderCard(schedule, now)}
          </li>
        ))}
      </ul>
    </section>
  );
}
