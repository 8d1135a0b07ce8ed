import { catalogue, endpoints, type Course } from '@venue/core';
import { Button, Price, Spinner } from '@venue/ui';
import { useEffect, useState } from 'react';
import { courseNotice, coursePrice } from './bookability.ts';
import { formatTimeValue } from '@venue/core';
import * as styles from './courseBooking.css.ts';

export interface CourseListProps {
  venue?: string | undefined;
  activity?: string | undefined;
  selectedUserId: number | null;
  onSelect: (course: Course) => void;
}

type ListLoad = { status: 'loading' } | { status: 'error' } | { status: 'ready'; courses: Course[] };

/** The courses of a venue (and activity), with the contract's filters (contracts §5). */
export function CourseList({ venue, activity, selectedUserId, onSelect }: CourseListProps) {
  const [load, setLoad] = useState<ListLoad>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    setLoad({ status: 'loading' });
    endpoints
      .listCourses({
        source: selectedUserId ? 'foh' : 'online',
        venueSlugs: venue ? [venue] : undefined,
        categorySlugs: activity ? [activity] : undefined,
        selectedUserId: selectedUserId ?? undefined,
      })
      .then((result) => {
        if (!live) return;
        if (result.ok) setLoad({ status: 'ready', courses: result.data ?? [] });
        else setLoad({ status: 'error' });
      })
      .catch(() => live && setLoad({ status: 'error' }));
    return () => {
      live = false;
    };
  }, [venue, activity, selectedUserId]);

  // The heading stays in every state, so the page always has its one h1 (the host app drops its own).
  const heading = (
    <h1 id="course-list-title" className={styles.title}>
      Book a course
    </h1>
  );
  if (load.status !== 'ready' || load.courses.length === 0) {
    return (
      <section className={styles.root} aria-labelledby="course-list-title">
        {heading}
        {load.status === 'loading' ? (
          <Spinner label="Loading courses" showLabel size="large" />
        ) : load.status === 'error' ? (
          <p role="alert">{catalogue.common.serverError}</p>
        ) : (
          <p>There are no courses to book here at the moment.</p>
        )}
      </section>
    );
  }
  const now = new Date();
  return (
    <section className={styles.root} aria-labelledby="course-list-title">
      {heading}
      <ul className={styles.list}>
        {load.courses.map((course) => {
          const { price, proRata } = coursePrice(course, now);
          const notice = courseNotice(course, now);
          return (
            <li key={course.id} className={styles.card}>
              <h2 className={styles.subTitle}>{course.name}</h2>
              <p className={styles.muted}>
                {course.venue.name}
                {course.startsAt ? ` · starts ${formatTimeValue(course.startsAt, 'ddd D MMM YYYY')}` : ''}
              </p>
              {notice ? <p className={styles.notice}>{notice}</p> : null}
              <p className={styles.price}>
                <Price money={price} />
                {proRata ? ' pro-rata' : ''}
              </p>
              <Button variant="secondary" onClick={() => onSelect(course)} aria-label={`View ${course.name}`}>
                View course
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
