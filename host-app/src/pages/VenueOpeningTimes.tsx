import { useEffect, useState } from 'react';
import { wallInZone } from '@venue/core/zone';
import type { VenueSummary } from '../platform/api.ts';
import { openNowText, parseOpeningTimes, publicHolidaysDiffer, weekRows, type WeekMoment } from './openingTimes.ts';

/** Now on the venue's wall clock (its `timezone`), Monday as day 0. */
function venueNow(timeZone: string): WeekMoment | null {
  const wall = wallInZone(new Date(), timeZone);
  if (!wall) return null;
  const sundayFirst = new Date(Date.UTC(wall.year, wall.month - 1, wall.day)).getUTCDay();
  return { day: (sundayFirst + 6) % 7, minutes: wall.hour * 60 + wall.minute };
}

/** The minute on the venue's clock, kept current: a kiosk may show the page all day. */
function useVenueNow(timeZone: string): WeekMoment | null {
  const [now, setNow] = useState(() => venueNow(timeZone));
  useEffect(() => {
    setNow(venueNow(timeZone));
    const timer = setInterval(() => setNow(venueNow(timeZone)), 30_000);
    return () => clearInterval(timer);
  }, [timeZone]);
  return now;
}

/**
 * A venue's opening times on its landing page and a kiosk's home: whether it is open now, then the week.
 * Times in a form the page cannot read are shown as the operator wrote them; none at all, nothing.
 */
export function VenueOpeningTimes({ venue }: { venue: VenueSummary }) {
  const now = useVenueNow(venue.timezone);
  const text = venue.openingTimes?.trim();
  if (!text) return null;
  const week = parseOpeningTimes(text);
  const status = week && now ? openNowText(week, now) : null;
  return (
    <section className="opening-times" aria-labelledby="opening-times-title">
      <h2 id="opening-times-title">Opening times</h2>
      {status ? <p className="open-now">{status}</p> : null}
      {week ? (
        <>
          <dl>
            {weekRows(week).map((row) => (
              <div key={row.days}>
                <dt>{row.days}</dt>
                <dd>{row.hours}</dd>
              </div>
            ))}
          </dl>
          {publicHolidaysDiffer(text) ? <p>Hours may differ on public holidays.</p> : null}
        </>
      ) : (
        <p>{text}</p>
      )}
    </section>
  );
}
