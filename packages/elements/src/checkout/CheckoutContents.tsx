import {
  cartSlice,
  catalogue,
  checkoutSlice,
  formatMoney,
  getSessionStore,
  isCreditTender,
  paymentsSlice,
  type PageSessionState,
  type PaymentState,
} from '@venue/core';
import { Button, ButtonLink, Checkbox, Price, Spinner, TextField } from '@venue/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useHostElement } from '../internal/hostContext.ts';
import { lazyView } from '../internal/lazyView.ts';
import { useSession, useSlices } from '../internal/useSession.ts';
import { CreditsPanel } from './CreditsPanel.tsx';
import { useCardProvider } from './useCardProvider.ts';
import type { CheckoutProps } from './Checkout.tsx';
import * as styles from './checkout.css.ts';

// Staff only (StaffCustomerPicker.ts says why it loads apart); declared here rather than imported from there, so
// a customer's checkout does not fetch that one-line module as a file of its own.
const StaffCustomerPicker = lazyView(() => import('./CustomerPicker.tsx').then((m) => m.CustomerPicker));

// The sanitiser loads when a person opens the terms or heads for them (pointer over, focus), as Pay's code
// does, so the first screen does not carry it; the box to agree is there at once. Until it has loaded the
// disclosure shows a spinner: server HTML never reaches the DOM unsanitised.
const CheckoutTerms = lazyView<{ html: string }>(
  () =>
    import('../internal/useSanitizedHtml.ts').then((m) =>
      m.loadSanitizer().then(
        (sanitize) =>
          function Terms({ html }: { html: string }) {
            const safe = useMemo(() => sanitize(html), [html]);
            return <div className={styles.terms} dangerouslySetInnerHTML={{ __html: safe }} />;
          },
      ),
    ),
  () => <Spinner label="Loading the terms" />,
);
const readTerms = () => void CheckoutTerms.preload().catch(() => undefined);

const store = () => getSessionStore().getState();

const IN_FLIGHT: readonly PaymentState['status'][] = [
  'preparing',
  'authorizing',
  'authorized',
  'sca_required',
  'sca_processing',
  'completing',
];

/**
 * `<venue-checkout>` for a logged-in customer: credits, terms, card entry, 3-D Secure and completion
 * (flows §4, §5), with the cart, payments and checkout slices. Checkout.tsx asks a guest to log in first.
 */
export function CheckoutContents({
  basketUrl = '/basket',
  continueUrl = '/redirect-to-selected-venue',
  confirmationUrl,
  noRedirect = false,
  loadProvider,
}: CheckoutProps) {
  useSlices(cartSlice, paymentsSlice, checkoutSlice);
  const loggedIn = useSession((s) => s.auth.status === 'loggedIn');
  const user = useSession((s) => s.auth.user);
  const cart = useSession((s) => s.cart);
  const tenders = useSession((s) => s.payments.tenders);
  const state = useSession((s) => s.checkout.payment);
  const checkout = () => store().checkout;
  const host = useHostElement();
  const [cardholder, setCardholder] = useState('');
  const [termsAgreed, setTermsAgreed] = useState(false);
  const [termsOpened, setTermsOpened] = useState(false);
  // Pay pressed while its own code is still on its way: busy at once, until the payment state moves (the
  // attempt started) or the press is over (it could not start).
  const [pressed, setPressed] = useState(false);
  useEffect(() => setPressed(false), [state.status]);
  // A failed payment's message is at the top while Pay is at the foot of a phone's screen: focus (and with it
  // the view) goes to the message, so a sighted keyboard or phone user sees what went wrong.
  const errorBox = useRef<HTMLParagraphElement | null>(null);
  useEffect(() => {
    if (state.status === 'failed') errorBox.current?.focus();
  }, [state.status]);
  const cardContainer = useRef<HTMLDivElement | null>(null);
  const challengeContainer = useRef<HTMLDivElement | null>(null);
  const isStaff = user?.role === 'staff';
  const selectedUserId = isStaff ? cart.selectedUserId : null;
  const source = cart.source ?? (isStaff ? 'front-of-house' : 'activity-booking');

  // The card holder is usually the customer: the logged-in one, or the one staff act for. The customers
  // slice comes with the staff picker (CustomerPicker.tsx), so a customer's checkout does not load it.
  const actingForName = useSession((s) =>
    selectedUserId === null ? null : ((s as PageSessionState).customers?.chosen[selectedUserId]?.name ?? null),
  );
  useEffect(() => {
    if (cardholder !== '') return;
    const payer = isStaff ? actingForName : user && `${user.firstName} ${user.lastName}`;
    if (payer) setCardholder(payer);
  }, [user, isStaff, actingForName, cardholder]);

  useEffect(() => {
    if (loggedIn) void store().cart.load();
  }, [loggedIn, selectedUserId]);

  const hasItems = cart.items.length > 0;
  const canPrepare = loggedIn && hasItems && (!isStaff || selectedUserId !== null);
  useEffect(() => {
    if (!canPrepare) return;
    if (checkout().payment.status !== 'idle') checkout().reset();
    void checkout().prepare(selectedUserId);
  }, [canPrepare, selectedUserId]);

  const creditTotal = tenders.filter(isCreditTender).reduce((sum, t) => sum + t.amount, 0);
  // The server lowers the basket's balance by the credit it reserved (POST /api/credits/apply answers
  // the basket), so the balance is already what is left for the card.
  const amountDue = Math.max(0, cart.totals.balance.value);
  const preparation = state.preparation;
  const { fields, provider } = useCardProvider(preparation, amountDue > 0, cardContainer, loadProvider);

  // Whether there are terms to agree to is the server's word; they are sanitised when a person opens them.
  const terms = preparation?.terms;

  if (state.status === 'completed') {
    return (
      <section className={styles.root} role="status">
        <h1 className={styles.title}>{catalogue.checkout.orderCompleted}</h1>
        {noRedirect ? null : <Spinner label="Opening your confirmation" showLabel />}
      </section>
    );
  }
  if (!hasItems) {
    if (cart.loading && !cart.loaded) return <Spinner label="Loading your basket" showLabel size="large" />;
    return (
      <section className={styles.root} aria-labelledby="checkout-title">
        <h1 id="checkout-title" className={styles.title}>
          Checkout
        </h1>
        {isStaff ? <StaffCustomerPicker /> : null}
        <p>{catalogue.checkout.basketEmpty}</p>
        {/* Nothing to pay for: the way on is back to booking, as from the empty basket. */}
        <div className={styles.actions}>
          <ButtonLink href={continueUrl}>Continue browsing</ButtonLink>
          <ButtonLink href={basketUrl} variant="outline">
            Edit basket
          </ButtonLink>
        </div>
      </section>
    );
  }

  const busy = pressed || IN_FLIGHT.includes(state.status);
  const termsMissing = !!terms && !termsAgreed;
  const cardMissing = amountDue > 0 && (fields.status !== 'ready' || cardholder.trim() === '');
  const payBlocked = state.paidBookingDisabled || !preparation || termsMissing || cardMissing;
  const challengeOpen = state.status === 'sca_required' || state.status === 'sca_processing';

  // Pay's own code (authorise, 3-D Secure, completion) loads apart from this screen; it starts loading once a
  // person heads for the button, so the press itself seldom waits for it.
  function warmUp() {
    checkout().warmUp();
    provider.current?.warmUp?.();
  }

  function pay() {
    if (payBlocked || busy) return;
    setPressed(true);
    // The checkout slice runs authorise, the 3-D Secure challenge and completion (redirect included).
    const paying = checkout().pay({
      provider: amountDue > 0 ? provider.current : null,
      cardholderName: cardholder.trim(),
      amountDue,
      payments: store().payments.creditPayments(),
      terms: !termsMissing,
      source,
      selectedUserId,
      confirmationUrl,
      noRedirect,
      challengeContainer: () => challengeContainer.current,
      origin: host,
    });
    void paying.finally(() => setPressed(false));
  }

  return (
    <section className={styles.root} aria-labelledby="checkout-title">
      <div className={styles.row}>
        <h1 id="checkout-title" className={styles.title}>
          Checkout
        </h1>
        <ButtonLink href={basketUrl} variant="outline">
          Edit basket
        </ButtonLink>
      </div>
      {state.error ? (
        <p ref={errorBox} tabIndex={-1} className={styles.errorBox} role="alert">
          {state.error}
        </p>
      ) : null}
      <div className={styles.layout}>
        <div>
          {isStaff ? <StaffCustomerPicker /> : null}
          {state.status === 'preparing' ? <Spinner label="Preparing payment" showLabel /> : null}
          {state.status === 'prepare_failed' && !state.paidBookingDisabled ? (
            <Button variant="outline" onClick={() => void checkout().prepare(selectedUserId)}>
              Try again
            </Button>
          ) : null}
          <CreditsPanel credits={cart.credits} source={source} disabled={busy || state.paidBookingDisabled} />
          {amountDue > 0 && preparation && !state.paidBookingDisabled ? (
            <section className={styles.panel} aria-labelledby="card-title" hidden={challengeOpen}>
              <h2 id="card-title" className={styles.panelTitle}>
                Card details
              </h2>
              <TextField
                label="Name on card"
                required
                autoComplete="cc-name"
                value={cardholder}
                onChange={(e) => setCardholder(e.currentTarget.value)}
              />
              {fields.status === 'loading' ? <Spinner label="Loading card fields" /> : null}
              {fields.status === 'unavailable' ? (
                <p className={styles.errorBox} role="alert">
                  {fields.message}
                </p>
              ) : null}
              <div ref={cardContainer} className={styles.cardFrame} />
            </section>
          ) : null}
          {/* Always rendered (hidden until asked for), so the challenge frame has a home the moment
              authorise asks for it. */}
          <section className={styles.panel} aria-labelledby="challenge-title" hidden={!challengeOpen}>
            <h2 id="challenge-title" className={styles.panelTitle}>
              3-D Secure verification
            </h2>
            <p className={styles.muted}>Your bank needs to confirm this payment.</p>
            {state.status === 'sca_processing' ? <Spinner label="Checking with your bank" showLabel /> : null}
            <div ref={challengeContainer} className={styles.challenge} />
            <Button variant="text" onClick={() => checkout().clearChallenge()}>
              Cancel verification
            </Button>
          </section>
          {terms ? (
            <section className={styles.panel} aria-labelledby="terms-title">
              <h2 id="terms-title" className={styles.panelTitle}>
                Terms and conditions
              </h2>
              <details onToggle={(e) => e.currentTarget.open && setTermsOpened(true)}>
                <summary className={styles.summary} onPointerEnter={readTerms} onFocus={readTerms}>
                  Read the terms and conditions
                </summary>
                {termsOpened ? <CheckoutTerms html={terms} /> : null}
              </details>
              <Checkbox
                label="I agree to the terms and conditions"
                checked={termsAgreed}
                onChange={(e) => setTermsAgreed(e.currentTarget.checked)}
              />
            </section>
          ) : null}
        </div>
        <aside className={styles.panel} aria-labelledby="order-summary-title">
          <h2 id="order-summary-title" className={styles.panelTitle}>
            Your order
          </h2>
          <ul className={styles.plainList}>
            {cart.items.map((item) => (
              <li key={item.id} className={styles.summaryRow}>
                <span>
                  {item.name}
                  {item.when ? <span className={styles.summaryWhen}>{item.when}</span> : null}
                </span>
                <Price money={item.price} />
              </li>
            ))}
          </ul>
          <div className={styles.summaryRow}>
            <span>Total</span>
            <Price money={cart.totals.total} />
          </div>
          {creditTotal > 0 ? (
            <div className={styles.summaryRow}>
              <span>Credit</span>
              <span>-{formatMoney(creditTotal)}</span>
            </div>
          ) : null}
          <div className={styles.totalRow}>
            <span>To pay by card</span>
            <span>{formatMoney(amountDue)}</span>
          </div>
          {termsMissing ? <p className={styles.muted}>Please agree to the terms and conditions to pay.</p> : null}
          <Button
            fullWidth
            loading={busy && !challengeOpen}
            loadingLabel="Paying"
            aria-disabled={payBlocked || busy || undefined}
            onPointerEnter={warmUp}
            onPointerDown={warmUp}
            onFocus={warmUp}
            onClick={pay}
          >
            {amountDue > 0 ? `Pay ${formatMoney(amountDue)}` : 'Complete order'}
          </Button>
        </aside>
      </div>
    </section>
  );
}
