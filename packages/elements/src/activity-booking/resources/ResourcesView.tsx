import { endpoints, type ActivityClass } from '@venue/core';
import { memo, useLayoutEffect, useState } from 'react';
import type { BookingTypeViewProps } from '../bookingTypeView.ts';

type DayLoad = { status: 'loading' } | { status: 'error' } | { status: 'ready'; entries: ActivityClass[] };

/**
 * STUB, the <activity-booking> shell's placeholder until the resources view replaces this file: lists the
 * chosen day's timetable entries (v1 or v2 as the shell chose), read again whenever reloadKey changes.
 */
function ResourcesView({ venue, activity, date, version, reloadKey }: BookingTypeViewProps) {
  const [load, setLoad] = useState<DayLoad>({ status: 'loading' });
  // A layout effect: the request leaves in the same frame (Preact runs plain effects a frame later).
  useLayoutEffect(() => {
    let live = true;
    setLoad({ status: 'loading' });
    endpoints
      .getTimetable({ venue, activity: activity.slug, date, version })
      .then((answer) => live && setLoad(answer.ok ? { status: 'ready', entries: answer.data } : { status: 'error' }))
      .catch(() => live && setLoad({ status: 'error' }));
    return () => {
      live = false;
    };
  }, [venue, activity.slug, date, version, reloadKey]);

  if (load.status === 'loading') return <p role="status">Loading slots…</p>;
  if (load.status === 'error') return <p role="alert">Something went wrong, please try again.</p>;
  if (load.entries.length === 0) return <p data-empty-day="">Nothing on this day.</p>;
  return (
    <ul aria-label="Slots" data-day-entries="">
      {load.entries.map((entry) => (
        <Entry key={entry.id} entry={entry} />
      ))}
    </ul>
  );
}

const Entry = memo(function Entry({ entry }: { entry: ActivityClass }) {
  return (
    <li>
      {entry.startsAt.time24h} – {entry.endsAt.time24h} {entry.name}
    </li>
  );
});

export default ResourcesView;
