import { formatTimeOfDay, formatTimeValue, type Course, type MoneyWire } from '@venue/core';
import { Price } from '@venue/ui';
import * as styles from './courseBooking.css.ts';

/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role --
   the table's own roles, kept where a phone shows its rows as blocks (sessionRow in courseBooking.css.ts) */

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
    <section className={`${styles.section} ${styles.review}`} aria-labelledby="review-selection-title">
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
      <table className={styles.table} role="table">
        <caption className={styles.caption}>Sessions</caption>
        <thead className={styles.sessionHead} role="rowgroup">
          <tr role="row">
            {['Session', 'Date', 'Time', 'Price'].map((name) => (
              <th key={name} scope="col" className={styles.cell} role="columnheader">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {course.occurrences.map((occurrence) => (
            <tr key={occurrence.id} className={styles.sessionRow} role="row">
              <td className={`${styles.cell} ${styles.sessionName}`} role="cell">
                {occurrence.name || course.name}
              </td>
              <td className={styles.cell} role="cell">
                {formatTimeValue(occurrence.startsAt, 'ddd D MMM YYYY')}
              </td>
              <td className={`${styles.cell} ${styles.sessionTime}`} role="cell">
                {formatTimeOfDay(occurrence.startsAt)} – {formatTimeOfDay(occurrence.endsAt)}
              </td>
              <td className={`${styles.cell} ${styles.sessionPrice}`} role="cell">
                <Price money={occurrence.price ?? null} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
