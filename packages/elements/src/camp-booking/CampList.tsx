import { endpoints, formatTimeValue, type Course } from '@venue/core';
import { Button } from '@venue/ui';
import { ScheduleList } from '../course-booking/ScheduleList.tsx';
import { placesLeftText } from '../internal/placesLeft.ts';
import { ageRange, campDays, priceLine, wholeCampAvailable } from './campChoice.ts';
import * as styles from '../course-booking/courseBooking.css.ts';

export interface CampListProps {
  venue?: string | undefined;
  activity?: string | undefined;
  selectedUserId: number | null;
  onSelect: (camp: Course) => void;
}

/** The camps of a venue (and activity): dates, ages, price per day and for the whole camp, places left. */
export function CampList({ venue, activity, selectedUserId, onSelect }: CampListProps) {
  return (
    <ScheduleList
      title="Book a camp"
      noun="camps"
      fetch={endpoints.listCamps}
      venue={venue}
      activity={activity}
      selectedUserId={selectedUserId}
      renderCard={(camp, now) => <CampCard camp={camp} now={now} onSelect={onSelect} />}
    />
  );
}

function CampCard({ camp, now, onSelect }: { camp: Course; now: Date; onSelect: (camp: Course) => void }) {
  const days = campDays(camp, now);
  const ages = ageRange(camp);
  const soldOutDays = days.filter((d) => d.soldOut).length;
  return (
    <>
      <h2 className={styles.subTitle}>{camp.name}</h2>
      <p className={styles.muted}>
        {camp.startsAt && camp.endsAt
          ? `${formatTimeValue(camp.startsAt, 'ddd D MMM')} to ${formatTimeValue(camp.endsAt, 'ddd D MMM YYYY')}`
          : 'Dates to be announced'}
        {` · ${days.length} ${days.length === 1 ? 'day' : 'days'}`}
      </p>
      {ages ? <p className={styles.muted}>{ages}</p> : null}
      <p className={styles.price}>{priceLine(camp)}</p>
      <p className={styles.places}>
        {days.length === 0
          ? 'No days left to book.'
          : wholeCampAvailable(days)
            ? placesLeftText(camp.capacity.available)
            : `${soldOutDays} of ${days.length} days sold out`}
      </p>
      <Button variant="secondary" onClick={() => onSelect(camp)} aria-label={`View camp: ${camp.name}`}>
        View camp
      </Button>
    </>
  );
}
