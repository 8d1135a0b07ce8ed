import { catalogue, getSessionStore, type PageSessionState } from '@venue/core';
import { themeRoot } from '@venue/theme';
import { Button } from '@venue/ui';
import { lazyView } from '../internal/lazyView.ts';
import { useSession } from '../internal/useSession.ts';
import * as styles from './basket.css.ts';

export interface BasketProps {
  /** Where 'Checkout now' goes (default /basket/checkout; may be on the bookings sub-domain). */
  checkoutUrl?: string;
  /** Where 'Continue browsing' goes (default /redirect-to-selected-venue). */
  continueUrl?: string;
}

// The basket itself, with the cart slice (3.4 KB gzip), the items and the summary, loads once there is one
// to show: a guest's basket is a prompt to log in, and most embedded pages are first seen by guests (issue 12).
const BasketContents = lazyView<BasketProps>(() => import('./BasketContents.tsx').then((m) => m.BasketContents));

/** `<venue-basket>`: the basket screen of flows §2; a guest with nothing held is asked to log in (MSG-028). */
function BasketView(props: BasketProps) {
  const loggedIn = useSession((s) => s.auth.status === 'loggedIn');
  // An absent cart slice holds nothing (core's selectors.ts): no need to create it to know that.
  const holdsItems = useSession((s) => ((s as PageSessionState).cart?.items.length ?? 0) > 0);
  if (loggedIn || holdsItems) return <BasketContents {...props} />;
  return (
    <section className={`${styles.root} ${styles.empty}`} aria-labelledby="basket-title">
      <h1 id="basket-title" className={styles.heading}>
        Shopping basket
      </h1>
      <p>{catalogue.checkout.basketLoginPrompt}</p>
      <Button onClick={() => getSessionStore().getState().system.openLoginModal()}>Log in</Button>
    </section>
  );
}

/** The view inside the theme root, which resolves the public --venue-* tokens for everything below it. */
export function Basket(props: BasketProps) {
  return (
    <div className={themeRoot}>
      <BasketView {...props} />
    </div>
  );
}
