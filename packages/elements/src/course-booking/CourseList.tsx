import { catalogue, formatTimeValue, type Course } from '@venue/core';
import { Button, Price } from '@venue/ui';
import { placesLeftText } from '../internal/placesLeft.ts';
import { courseNotice, coursePrice } from './bookability.ts';
import { takeCourseList } from './earlyCourseList.ts';
import { ScheduleList } from './ScheduleList.tsx';
import * as styles from './courseBooking.css.ts';

export interface CourseListProps {
  venue?: string | undefined;
  activity?: string | undefined;
  selectedUserId: number | null;
  onSelect: (course: Course) => void;
}

/** The courses of a venue (and activity), with the contract's filters (contracts §5). */
export function CourseList({ venue, activity, selectedUserId, onSelect }: CourseListProps) {
  return (
    <ScheduleList
      title="Book a course"
      noun="courses"
      fetch={takeCourseList}
      venue={venue}
      activity={activity}
      selectedUserId={selectedUserId}
      renderCard={(course, now) => <CourseCard course={course} now={now} onSelect={onSelect} />}
    />
  );
}

function CourseCard({ course, now, onSelect }: { course: Course; now: Date; onSelect: (course: Course) => void }) {
  const { price, proRata } = coursePrice(course, now);
  const notice = courseNotice(course, now);
  return (
    <>
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
      {/* What is left, as a camp's card says it; not for a course nobody can book any more. */}
      {notice === catalogue.courses.courseEnded || notice === catalogue.courses.courseStartedNotBookable ? null : (
        <p className={styles.places}>{placesLeftText(course.capacity.available)}</p>
      )}
      <Button variant="secondary" onClick={() => onSelect(course)} aria-label={`View course: ${course.name}`}>
        View course
      </Button>
    </>
  );
}
