import { catalogue, type endpoints, type Course } from '@venue/core';
import { Button, ButtonLink, Spinner } from '@venue/ui';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { MissingPlace } from './missingPlace.ts';
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

type ListLoad =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'missing'; what: NonNullable<MissingPlace> }
  | { status: 'ready'; schedules: Course[] };

/**
 * The fetch-and-state shell shared by the course and camp lists (contracts §5 filters): loading, error and
 * empty states around a list of cards the caller draws.
 */
export function ScheduleList({ title, noun, fetch, venue, activity, selectedUserId, renderCard }: ScheduleListProps) {
  const [load, setLoad] = useState<ListLoad>({ status: 'loading' });
  // Try again after a failed read (offline, a server error) asks anew, with no reload of the page.
  const [attempt, setAttempt] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    let live = true;
    setLoad({ status: 'loading' });
    fetch(scheduleFilters({ venue, activity, selectedUserId }))
      .then(async (result) => {
        if (!result.ok) return live && setLoad({ status: 'error' });
        const schedules = result.data ?? [];
        // Only an empty list asks why, so its code loads only then.
        const what =
          schedules.length === 0
            ? await import('./missingPlace.ts').then((m) => m.missingPlace(venue, activity))
            : null;
        if (live) setLoad(what ? { status: 'missing', what } : { status: 'ready', schedules });
      })
      .catch(() => live && setLoad({ status: 'error' }));
    return () => {
      live = false;
    };
  }, [fetch, venue, activity, selectedUserId, attempt]);
  const retry = () => {
    // The button goes with the error: focus waits on the heading, not lost to the page.
    headingRef.current?.focus();
    setAttempt((n) => n + 1);
  };

  const headingId = `${noun}-list-title`;
  // The heading stays in every state, so the page always has its one h1 (the host app drops its own).
  const heading = (
    <h1 id={headingId} className={styles.title} ref={headingRef} tabIndex={-1}>
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
          <div role="alert">
            <p>{catalogue.common.serverError}</p>
            <Button variant="outline" onClick={retry}>
              Try again
            </Button>
          </div>
        ) : load.status === 'missing' ? (
          <div role="alert">
            <p>{catalogue.common.notFound}</p>
            {/* Asking again cannot help; the venue's whole list (or, for no such venue, the venues) can. */}
            {load.what === 'venue' ? (
              <ButtonLink href="/" variant="outline">
                Choose a venue
              </ButtonLink>
            ) : (
              <ButtonLink href={`/${noun}/location/${encodeURIComponent(venue ?? '')}`} variant="outline">
                {`All ${noun} at this venue`}
              </ButtonLink>
            )}
          </div>
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
