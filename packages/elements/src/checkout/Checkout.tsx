import { catalogue, getSessionStore } from '@venue/core';
import { themeRoot } from '@venue/theme';
import { Button } from '@venue/ui';
import { lazyView } from '../internal/lazyView.ts';
import { useSession } from '../internal/useSession.ts';
import type { CardProviderLoader } from './useCardProvider.ts';
import * as styles from './checkout.css.ts';

export interface CheckoutProps {
  /** Where 'Edit basket' goes (default /basket). */
  basketUrl?: string;
  /** Where 'Continue browsing' goes from an empty checkout (default /redirect-to-selected-venue). */
  continueUrl?: string;
  /** Completion goes to this plus the complete order id (default: /booking-confirmed/{id}, or /order-confirmed/{id} for
   * online joining). */
  confirmationUrl?: string;
  /** Stay on the page after completion (the host page listens for venue:booking-confirmed, raised from this element).
   */
  noRedirect?: boolean;
  /** Supplies the card provider (default: the one prepare names, loaded on demand). For stories and tests. */
  loadProvider?: CardProviderLoader;
}

// Checkout itself (the cart, payments and checkout slices, the form and its fields) loads once someone is
// logged in: a guest only sees the prompt to log in (issue 12).
const CheckoutContents = lazyView<CheckoutProps>(() =>
  import('./CheckoutContents.tsx').then((m) => m.CheckoutContents),
);

/** `<venue-checkout>`: credits, terms, card entry, 3-D Secure and completion (flows §4, §5). */
function CheckoutView(props: CheckoutProps) {
  const loggedIn = useSession((s) => s.auth.status === 'loggedIn');
  if (loggedIn) return <CheckoutContents {...props} />;
  return (
    <section className={styles.root} aria-labelledby="checkout-title">
      <h1 id="checkout-title" className={styles.title}>
        Checkout
      </h1>
      <p>{catalogue.checkout.basketLoginPrompt}</p>
      <Button onClick={() => getSessionStore().getState().system.openLoginModal()}>Log in</Button>
    </section>
  );
}

/** The view inside the theme root, which resolves the public --venue-* tokens for everything below it. */
export function Checkout(props: CheckoutProps) {
  return (
    <div className={themeRoot}>
      <CheckoutView {...props} />
    </div>
  );
}
