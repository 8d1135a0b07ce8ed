import { useHostSession } from '../platform/session.ts';
import { CustomElement, useElementState } from '../elements/CustomElement.tsx';
import { ChoiceTiles, MEMBERSHIP_CHOICE } from './ChoiceTiles.tsx';
import { useVenueChoices } from './useVenueChoices.ts';
import { VenueOpeningTimes } from './VenueOpeningTimes.tsx';
import { useVenue } from './VenuePage.tsx';

/**
 * `/kiosk` (flows §2): the kiosk's home, where an idle kiosk returns after logging the user out. Its
 * heading matches the nav's Back to Kiosk Home; the choices are tiles a finger can hit.
 */
export default function KioskHomePage() {
  const { centre } = useHostSession();
  return (
    <section className="kiosk-home">
      <h1 tabIndex={-1}>Kiosk home</h1>
      {centre ? <CentreChoices centre={centre} /> : <NoCentre />}
    </section>
  );
}

function CentreChoices({ centre }: { centre: string }) {
  const venue = useVenue(centre);
  const choices = useVenueChoices(centre);
  // A centre the API does not know (a mistyped ?centre=) would offer tiles that all lead nowhere.
  if (venue === null) return <NoCentre unknownCentre />;
  return (
    <>
      <p className="lead">{venue ? `Welcome to ${venue.name}. ` : ''}What would you like to book today?</p>
      {choices ? (
        <ChoiceTiles label={venue ? `At ${venue.name}` : 'At this centre'} choices={choices} />
      ) : (
        <p className="loading" role="status">
          Loading…
        </p>
      )}
      {venue ? <VenueOpeningTimes venue={venue} /> : null}
    </>
  );
}

/** A kiosk with no centre set (or one that cannot be found) lets the person find a venue first (issue 9). */
function NoCentre({ unknownCentre = false }: { unknownCentre?: boolean }) {
  const picker = useElementState('venue-picker');
  return (
    <>
      <p className="lead">
        {unknownCentre ? "We couldn't find this kiosk's centre. " : ''}
        Choose a venue to see what you can book there, or buy a membership.
      </p>
      <ChoiceTiles label="Memberships" choices={[MEMBERSHIP_CHOICE]} />
      {picker.state === 'defined' && <CustomElement tag="venue-picker" />}
    </>
  );
}
