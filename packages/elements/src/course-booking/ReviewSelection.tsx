import { formatTimeOfDay, formatTimeValue, type Course, type MoneyWire } from '@venue/core';
import { Price } from '@venue/ui';
import * as styles from './courseBooking.css.ts';

/** flows §2 course review panel: venue, course name and price, then every occurrence. */
export function ReviewSelection({
  course,
  price,
  proRata,
}: {
  course: Course;
  price: MoneyWire | null;
  proRata: boolean;
}) {
  return (
    <section className={styles.section} aria-labelledby="review-selection-title">
      <h2 id="review-selection-title" className={styles.sectionTitle}>
        Review Selection
      </h2>
      <dl className={styles.dl}>
        <dt>Venue</dt>
        <dd>{course.venue.name}</dd>
        <dt>Course</dt>
        <dd>{course.name}</dd>
        <dt>Price</dt>
        <dd>
          <Price money={price} />
          {proRata ? ' (pro-rata for the remaining sessions)' : null}
        </dd>
      </dl>
      <table className={styles.table}>
        <caption className={styles.caption}>Sessions</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.cell}>
              Session
            </th>
            <th scope="col" className={styles.cell}>
              Date
            </th>
            <th scope="col" className={styles.cell}>
              Time
            </th>
            <th scope="col" className={styles.cell}>
              Price
            </th>
          </tr>
        </thead>
        <tbody>
          {course.occurrences.map((occurrence) => (
            <tr key={occurrence.id}>
              <td className={styles.cell}>{occurrence.name || course.name}</td>
              <td className={styles.cell}>{formatTimeValue(occurrence.startsAt, 'ddd D MMM YYYY')}</td>
              <td className={styles.cell}>
                {formatTimeOfDay(occurrence.startsAt)} – {formatTimeOfDay(occurrence.endsAt)}
              </td>
              <td className={styles.cell}>
                <Price money={occurrence.price ?? null} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
