import { cartSlice, catalogue, getSessionStore, pendingJoiningChoice, type CartItem } from '@venue/core';
import { Button, ButtonLink, Price, Spinner } from '@venue/ui';
import { useEffect, useState, type MouseEvent } from 'react';
import { useHostElement } from '../internal/hostContext.ts';
import { lazyView } from '../internal/lazyView.ts';
import { useSession, useSlices } from '../internal/useSession.ts';
import { BasketItem } from './BasketItem.tsx';
import type { BasketProps } from './Basket.tsx';
import { checkoutHref } from './checkoutHref.ts';
import * as styles from './basket.css.ts';

// The discount code form renders after the basket's first paint. Its code is in the basket's chunk
// (build/chunks.mjs: the form always shows with the basket, so a chunk of its own only cost a file). lazyView,
// not React.lazy: Suspense and lazy would sit in preact/compat, in the element layer every element loads.
const DiscountField = lazyView(
  () => import('./DiscountField.tsx').then((m) => m.DiscountField),
  () => null,
);

const itemsLabel = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;

/**
 * `<venue-basket>` once there is a basket to show (a logged-in customer's, or items still held): the
 * screen of flows §2, with the cart slice it reads. Basket.tsx shows a guest's empty basket without it.
 */
export function BasketContents({
  checkoutUrl = '/basket/checkout',
  continueUrl = '/redirect-to-selected-venue',
}: BasketProps) {
  useSlices(cartSlice);
  const loggedIn = useSession((s) => s.auth.status === 'loggedIn');
  const cart = useSession((s) => s.cart);
  const embedded = useSession((s) => s.system.isEmbedded);
  const [failed, setFailed] = useState(false);

  const host = useHostElement();
  useEffect(() => {
    if (!loggedIn) return;
    let live = true;
    const cart = getSessionStore().getState().cart;
    // A membership chosen on /pricing before signing up or logging in goes in first (online joining).
    const ready = pendingJoiningChoice() ? cart.resumeJoining({ origin: host }) : Promise.resolve(false);
    void ready.then(() => cart.load()).then((ok) => live && setFailed(!ok));
    return () => {
      live = false;
    };
  }, [loggedIn, host]);

  const store = () => getSessionStore().getState();
  const href = checkoutHref(checkoutUrl, {
    embedded,
    pageUrl: typeof location !== 'undefined' ? location.href : 'http://localhost/',
  });
  const onCheckout = (event: MouseEvent) => {
    // flows §5: logged-out users cannot check out; the login modal opens instead.
    if (!loggedIn) {
      event.preventDefault();
      store().system.openLoginModal();
    }
  };
  const remove = (item: CartItem) => void store().cart.remove(item.id, { origin: host });

  if (cart.loading && !cart.loaded) return <Spinner label="Loading your basket" showLabel size="large" />;
  if (failed && !cart.loaded) {
    return (
      <section className={styles.root} aria-labelledby="basket-title">
        <h1 id="basket-title" className={styles.heading}>
          Shopping basket
        </h1>
        <p className={styles.errorText} role="alert">
          {catalogue.checkout.basketLoadFailed}
        </p>
        <Button
          variant="outline"
          onClick={() =>
            void store()
              .cart.load()
              .then((ok) => setFailed(!ok))
          }
        >
          Try again
        </Button>
      </section>
    );
  }

  const { totals } = cart;
  return (
    <section className={styles.root} aria-labelledby="basket-title">
      <h1 id="basket-title" className={styles.heading}>
        Shopping basket
      </h1>
      <p className={styles.headingMeta}>
        {itemsLabel(totals.itemCount)} · <Price money={totals.total} />
      </p>
      {cart.items.length === 0 ? (
        <>
          <p className={styles.empty}>{catalogue.checkout.basketEmpty}</p>
          {/* The way on from an empty basket; a phone has it in the bar below. */}
          <div className={styles.wideOnly}>
            <ButtonLink href={continueUrl} variant="outline">
              Continue browsing
            </ButtonLink>
          </div>
        </>
      ) : (
        <div className={styles.layout}>
          <ul className={styles.items} aria-label="Basket items">
            {cart.items.map((item) => (
              <BasketItem
                key={item.id}
                item={item}
                removing={cart.removingIds.includes(item.id)}
                onRemove={remove}
                onRemoveBenefit={(i) => void store().cart.removeBenefit(i.id, { origin: host })}
                onRemovePackage={(i) => void store().cart.removePackageUsage(i.id, { origin: host })}
              />
            ))}
          </ul>
          <aside className={styles.summary} aria-labelledby="basket-summary-title">
            <h2 id="basket-summary-title" className={styles.itemName}>
              Summary
            </h2>
            <div className={styles.summaryRow}>
              <span>Basket cost</span>
              <Price money={totals.subTotal} />
            </div>
            {cart.discount ? (
              <div className={styles.discountAmount}>
                <span>Discount ({cart.discount.code})</span>
                <span>
                  -<Price money={cart.discount.amount} />
                </span>
              </div>
            ) : null}
            <div className={styles.totalRow}>
              <span>Total to pay</span>
              <Price money={totals.total} />
            </div>
            <DiscountField discount={cart.discount} />
            <div className={styles.wideOnly}>
              <ButtonLink href={href} fullWidth onClick={onCheckout}>
                Checkout now
              </ButtonLink>
            </div>
          </aside>
        </div>
      )}
      <nav className={styles.narrowBar} aria-label="Basket actions">
        <ButtonLink href={continueUrl} variant="outline" className={styles.barButton}>
          Continue browsing
        </ButtonLink>
        {cart.items.length > 0 ? (
          <ButtonLink href={href} className={styles.barButton} onClick={onCheckout}>
            Checkout now
          </ButtonLink>
        ) : null}
      </nav>
    </section>
  );
}
