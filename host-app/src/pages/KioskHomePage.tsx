import { Link } from 'wouter';
import { useHostSession } from '../platform/session.ts';
import { CustomElement, useElementState } from '../elements/CustomElement.tsx';

/** `/kiosk` (flows §2): the kiosk's home, where an idle kiosk returns after logging the user out. */
export default function KioskHomePage() {
  const { centre } = useHostSession();
  // A kiosk with no centre set lets the person find a venue (issue 9).
  const picker = useElementState('venue-picker');
  return (
    <section className="kiosk-home">
      <h1 tabIndex={-1}>Kiosk home</h1>
      <p className="lead">Book an activity, a course or a membership at this centre.</p>
      <ul className="link-list">
        <li>
          <Link href={centre ? `/location/${centre}` : '/'}>Book an activity</Link>
        </li>
        <li>
          <Link href={centre ? `/courses/location/${centre}` : '/'}>Book a course</Link>
        </li>
        <li>
          <Link href="/pricing">Buy a membership</Link>
        </li>
      </ul>
      {!centre && picker.state === 'defined' && <CustomElement tag="venue-picker" />}
    </section>
  );
}
