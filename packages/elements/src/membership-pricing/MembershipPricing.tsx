import {
  loadCart,
  commonMessages,
  endpoints,
  type MembershipOfferAnswer,
  type MembershipPricingOptionAnswer,
  type VenueAnswer,
} from '@venue/core';
import { themeRoot } from '@venue/theme';
import { Button, Price, Select, Spinner } from '@venue/ui';
import { useEffect, useState } from 'react';
import { useHostElement } from '../internal/hostContext.ts';
import { useSession } from '../internal/useSession.ts';
import * as styles from './membershipPricing.css.ts';

export interface MembershipPricingProps {
  /** The home venue chosen first (a slug); else the selected venue, the customer's home venue, the first. */
  venue?: string;
  /** Where a logged-in customer goes once the membership is in the basket (default /basket). */
  basketUrl?: string;
  /** Where a guest signs up (default /register); the online-joining query and the basket redirect are added. */
  registerUrl?: string;
}

type Period = 'monthly' | 'annual';
type Load<T> = { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: T };

const PERIOD_WORDS: Record<Period, { tab: string; per: string }> = {
  monthly: { tab: 'Monthly', per: 'a month' },
  annual: { tab: 'Annually', per: 'a year' },
};

const ageWords = (m: MembershipOfferAnswer): string | null =>
  m.minAge !== null && m.maxAge !== null
    ? `For ages ${m.minAge} to ${m.maxAge}`
    : m.minAge !== null
      ? `For ages ${m.minAge} and over`
      : m.maxAge !== null
        ? `For ages ${m.maxAge} and under`
        : null;

const optionOf = (m: MembershipOfferAnswer, period: Period) => m.pricingOptions.find((o) => o.billingPeriod === period);

function FeeLine({ option }: { option: MembershipPricingOptionAnswer }) {
  return option.joiningFee.value > 0 ? (
    <>
      plus <Price money={option.joiningFee} /> joining fee
    </>
  ) : (
    <>No joining fee</>
  );
}

/** `<membership-pricing>`: memberships to join online, compared by billing period, for a chosen home venue. */
function MembershipPricingView({ venue, basketUrl = '/basket', registerUrl = '/register' }: MembershipPricingProps) {
  const host = useHostElement();
  const loggedIn = useSession((s) => s.auth.status === 'loggedIn');
  const preferredSlug = useSession((s) => venue ?? s.venue.selectedSlug ?? s.auth.user?.homeVenueSlug ?? null);
  const [venues, setVenues] = useState<Load<VenueAnswer[]>>({ status: 'loading' });
  const [slug, setSlug] = useState<string | null>(null);
  const [offers, setOffers] = useState<Load<MembershipOfferAnswer[]>>({ status: 'loading' });
  const [period, setPeriod] = useState<Period>('monthly');
  const [joining, setJoining] = useState<number | null>(null);
  const [attempt, setAttempt] = useState(0);

  // Venues where memberships can be bought online (flows §7: venues/online-joining).
  useEffect(() => {
    let live = true;
    setVenues({ status: 'loading' });
    endpoints
      .listVenues('online-joining')
      .then((r) => {
        if (!live) return;
        if (r.ok && r.data.length > 0) setVenues({ status: 'ready', data: r.data });
        else setVenues({ status: 'error' });
      })
      .catch(() => live && setVenues({ status: 'error' }));
    return () => {
      live = false;
    };
  }, [attempt]);

  const list = venues.status === 'ready' ? venues.data : [];
  const chosen = list.find((v) => v.slug === slug) ?? list.find((v) => v.slug === preferredSlug) ?? list[0] ?? null;
  const chosenSlug = chosen?.slug ?? null;

  useEffect(() => {
    if (!chosenSlug) return;
    let live = true;
    setOffers({ status: 'loading' });
    endpoints
      .getVenueMemberships(chosenSlug)
      .then((r) => {
        if (!live) return;
        setOffers(r.ok ? { status: 'ready', data: r.data.memberships } : { status: 'error' });
      })
      .catch(() => live && setOffers({ status: 'error' }));
    return () => {
      live = false;
    };
  }, [chosenSlug, attempt]);

  const choose = async (m: MembershipOfferAnswer, option: MembershipPricingOptionAnswer) => {
    if (!chosen) return;
    setJoining(option.id);
    // A guest signs up first (the basket adds the choice once they are in); a customer goes on to the basket.
    // The cart's code comes with the click: the offers are shown without it.
    const cart = await loadCart();
    await cart.join(
      { pricingOptionId: option.id, homeVenueId: chosen.id, name: m.name },
      { origin: host, basketUrl, registerUrl },
    );
    // Done either way: the basket may be on this same page (an operator's #checkout), so the view stays.
    setJoining(null);
  };

  const failed = venues.status === 'error' || offers.status === 'error';
  return (
    <section className={styles.root} aria-labelledby="pricing-title">
      <h1 id="pricing-title" className={styles.title}>
        {commonMessages.membershipPricing}
      </h1>
      <p className={styles.intro}>
        Join online today: choose your home venue and how you would like to pay. Every membership starts today.
      </p>
      {failed ? (
        <div role="alert">
          <p className={styles.errorText}>{commonMessages.genericError}</p>
          <Button variant="outline" onClick={() => setAttempt((n) => n + 1)}>
            Try again
          </Button>
        </div>
      ) : venues.status === 'loading' ? (
        <Spinner label="Loading memberships" showLabel size="large" />
      ) : (
        <>
          <div className={styles.controls}>
            <div className={styles.venueField}>
              <Select
                label="Home venue"
                value={chosen?.slug ?? ''}
                options={list.map((v) => ({ value: v.slug, label: v.name }))}
                onChange={(e) => setSlug(e.currentTarget.value)}
              />
            </div>
            <fieldset className={styles.periodGroup}>
              <legend className={styles.periodLegend}>Pay</legend>
              <div className={styles.periodOptions}>
                {(['monthly', 'annual'] as const).map((p) => (
                  <label key={p} className={styles.periodOption}>
                    <input
                      type="radio"
                      name="billing-period"
                      value={p}
                      className={styles.periodInput}
                      checked={period === p}
                      onChange={() => setPeriod(p)}
                    />
                    <span className={styles.periodLabel}>{PERIOD_WORDS[p].tab}</span>
                  </label>
                ))}
              </div>
            </fieldset>
          </div>
          {offers.status === 'loading' ? (
            <Spinner label="Loading memberships" showLabel size="large" />
          ) : offers.status === 'ready' && offers.data.length === 0 ? (
            <p>No memberships can be bought online at {chosen?.name} yet.</p>
          ) : offers.status === 'ready' ? (
            <>
              <h2 className={styles.hidden}>{PERIOD_WORDS[period].tab} memberships</h2>
              <ul
                className={styles.list}
                aria-label={`${PERIOD_WORDS[period].tab} memberships at ${chosen?.name ?? ''}`}
              >
                {offers.data.map((m) => {
                  const option = optionOf(m, period);
                  if (!option) return null;
                  const ages = ageWords(m);
                  return (
                    <li key={m.id} className={styles.card} data-membership={m.slug}>
                      <div className={styles.cardHead}>
                        <h3 className={styles.cardTitle}>{m.name}</h3>
                        {m.concession ? <span className={styles.badge}>Concession</span> : null}
                      </div>
                      {m.description ? <p className={styles.muted}>{m.description}</p> : null}
                      <p className={styles.price}>
                        <Price money={option.price} className={styles.amount} /> {PERIOD_WORDS[period].per}
                      </p>
                      <p className={styles.fee}>
                        <FeeLine option={option} />
                      </p>
                      {option.saving ? (
                        <p className={styles.saving}>
                          Save <Price money={option.saving} /> on a year of monthly payments
                        </p>
                      ) : null}
                      <p className={styles.muted}>
                        <Price money={option.dueToday} /> due today
                      </p>
                      {m.includes.length > 0 ? (
                        <ul className={styles.includes} aria-label={`${m.name} includes`}>
                          {m.includes.map((line) => (
                            <li key={line}>{line}</li>
                          ))}
                        </ul>
                      ) : null}
                      {ages ? <p className={styles.muted}>{ages}</p> : null}
                      {m.concession && m.concessionEligibility ? (
                        <p className={styles.eligibility}>
                          <strong>Who qualifies: </strong>
                          {m.concessionEligibility}
                        </p>
                      ) : null}
                      <div className={styles.cardAction}>
                        <Button
                          fullWidth
                          loading={joining === option.id}
                          loadingLabel={`Adding ${m.name} to your basket`}
                          disabled={joining !== null}
                          onClick={() => void choose(m, option)}
                        >
                          Join {m.name} {PERIOD_WORDS[period].tab.toLowerCase()}
                        </Button>
                      </div>
                    </li>
                  );
                })}
              </ul>
              {!loggedIn ? (
                <p className={styles.muted}>
                  You will create an account (or log in) next; we keep your choice and add it to your basket.
                </p>
              ) : null}
              <section className={styles.compare} aria-labelledby="pricing-compare-title">
                <h2 id="pricing-compare-title" className={styles.compareTitle}>
                  Compare monthly and annual
                </h2>
                {/* The table's own roles, kept where a phone shows its rows as blocks (membershipPricing.css.ts). */}
                {/* eslint-disable jsx-a11y/no-redundant-roles */}
                {/* eslint-disable jsx-a11y/no-interactive-element-to-noninteractive-role */}
                <table className={styles.table} role="table">
                  <thead role="rowgroup">
                    <tr role="row">
                      <th scope="col" className={`${styles.cell} ${styles.cornerCell}`} role="columnheader">
                        Membership
                      </th>
                      <th scope="col" className={styles.cell} role="columnheader">
                        Monthly
                      </th>
                      <th scope="col" className={styles.cell} role="columnheader">
                        Annually
                      </th>
                    </tr>
                  </thead>
                  <tbody role="rowgroup">
                    {offers.data.map((m) => (
                      <tr key={m.id} role="row">
                        <th scope="row" className={styles.cell} role="rowheader">
                          {m.name}
                        </th>
                        {(['monthly', 'annual'] as const).map((p) => {
                          const o = optionOf(m, p);
                          return (
                            <td key={p} className={styles.cell} role="cell">
                              {o ? (
                                <>
                                  <Price money={o.price} /> {PERIOD_WORDS[p].per}
                                  <br />
                                  <span className={styles.muted}>
                                    <FeeLine option={o} />
                                  </span>
                                </>
                              ) : (
                                'Not offered'
                              )}
                            </td>
                          );
                        })}
                      </tr>
                    ))}
                  </tbody>
                </table>
                {/* eslint-enable jsx-a11y/no-redundant-roles */}
                {/* eslint-enable jsx-a11y/no-interactive-element-to-noninteractive-role */}
              </section>
            </>
          ) : null}
        </>
      )}
    </section>
  );
}

/** The view inside the theme root, which resolves the public --venue-* tokens for everything below it. */
export function MembershipPricing(props: MembershipPricingProps) {
  return (
    <div className={themeRoot}>
      <MembershipPricingView {...props} />
    </div>
  );
}
