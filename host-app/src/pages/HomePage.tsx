import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { fetchVenues, type VenueSummary } from '../platform/api.ts';
import { CustomElement, useElementState } from '../elements/CustomElement.tsx';

/** Home (flows §2): the client's venues, each leading to its activities and its courses. */
export default function HomePage() {
  const [venues, setVenues] = useState<VenueSummary[] | null>(null);
  // Find a venue by name, town or postcode, as a list and on a map (issue 9).
  const picker = useElementState('venue-picker');
  useEffect(() => {
    let live = true;
    fetchVenues().then(
      (list) => live && setVenues(list),
      () => live && setVenues([]),
    );
    return () => {
      live = false;
    };
  }, []);

  return (
    <section className="home">
      <h1 tabIndex={-1}>Book at a venue</h1>
      <p className="lead">Choose a venue to book an activity, a course or a camp.</p>
      {picker.state === 'defined' && <CustomElement tag="venue-picker" />}
      {venues === null && (
        <p className="loading" role="status">
          Loading venues…
        </p>
      )}
      {venues?.length === 0 && <p>No venues are available right now.</p>}
      {venues && venues.length > 0 && (
        <ul className="venue-list" aria-label="Venues">
          {venues.map((venue) => (
            <li key={venue.slug} className="venue-card">
              <h2 id={`venue-${venue.slug}`}>{venue.name}</h2>
              <div className="venue-card-links">
                <Link className="button" href={`/location/${venue.slug}`} aria-describedby={`venue-${venue.slug}`}>
                  Book an activity
                </Link>
                <Link
                  className="button button-secondary"
                  href={`/courses/location/${venue.slug}`}
                  aria-describedby={`venue-${venue.slug}`}
                >
                  Book a course
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
