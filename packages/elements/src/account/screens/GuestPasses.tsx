import type { AccountScreenProps } from '../accountScreen.ts';
import { Section } from '../parts.tsx';
import * as css from '../account.css.ts';

/**
 * Guest passes (ROUTE-026; only reachable when online guest passes are on). The contracts name the
 * feature and its basket source but hold no passes of a customer, so this says so plainly.
 */
export default function GuestPasses(_props: AccountScreenProps) {
  return (
    <div data-screen="guest-passes">
      <Section id="guest-passes-list" title="Your guest passes">
        <p className={css.prose} data-empty="guest-passes">
          You have no guest passes.
        </p>
        <p className={css.prose}>
          A guest pass lets a friend or family member visit with you. Passes that come with your membership are listed
          here, ready to give to a guest.
        </p>
      </Section>
    </div>
  );
}
