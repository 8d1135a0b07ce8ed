import type { AccountScreenProps } from '../accountScreen.ts';
import { Section } from '../parts.tsx';
import * as css from '../account.css.ts';

/**
 * Packages (ROUTE-024). The contracts know a package only as something applied to a basket item
 * (`package_applied`); there is no list of a customer's packages to show, so this says so plainly.
 */
export default function Packages({ bookingUrl }: AccountScreenProps) {
  return (
    <div data-screen="packages">
      <Section id="packages-list" title="Your packages">
        <p className={css.prose} data-empty="packages">
          You have no packages.
        </p>
        <p className={css.prose}>
          A package is a set of sessions paid for in advance, such as ten swims. When you have one, its sessions pay for
          matching bookings in your basket and the ones left are listed here.
        </p>
        <a className={css.link} href={`${bookingUrl}/`}>
          Book an activity
        </a>
      </Section>
    </div>
  );
}
