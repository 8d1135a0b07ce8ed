import { NotFoundPage } from './NotFoundPage.tsx';
import { useVenue } from './VenuePage.tsx';
import { ChoiceTiles } from './ChoiceTiles.tsx';
import { useVenueChoices } from './useVenueChoices.ts';
import { VenueOpeningTimes } from './VenueOpeningTimes.tsx';

/** `/centre/{venueSlug}` (flows §2): the venue's landing page, leading to what can be booked there. */
export default function VenueLandingPage({ venueSlug }: { venueSlug: string }) {
  const venue = useVenue(venueSlug);
  const choices = useVenueChoices(venueSlug);
  if (venue === null) return <NotFoundPage />;
  if (venue === undefined || choices === undefined) {
    return (
      <p className="loading" role="status">
        Loading venue…
      </p>
    );
  }
  return (
    <section className="venue-landing">
      <h1 tabIndex={-1}>{venue.name}</h1>
      <p className="lead">Everything you can book at this venue.</p>
      <ChoiceTiles label={`At ${venue.name}`} choices={choices} />
      <VenueOpeningTimes venue={venue} />
    </section>
  );
}
