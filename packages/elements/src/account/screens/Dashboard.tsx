import { endpoints, getSessionStore, formatMoney, type SessionUser } from '@venue/core';
import { useEffect } from 'react';
import { useSession } from '../../internal/useSession.ts';
import type { AccountScreenProps } from '../accountScreen.ts';
import { formatDate, formatLocal } from '../dates.ts';
import { AreaLink, Loading, LoadError, Section } from '../parts.tsx';
import { useAccountData } from '../useAccountData.ts';
import * as css from '../account.css.ts';

/** How many of the next bookings the dashboard lists. */
export const NEXT_BOOKINGS = 3;

const SHORTCUTS: Array<[string, string]> = [
  ['/user-details', 'My details'],
  ['/memberships', 'Memberships'],
  ['/bookings/upcoming', 'Upcoming bookings'],
  ['/packages', 'Packages'],
  ['/payments', 'Payments'],
  ['/family', 'Family and friends'],
];

/** Warnings the session user carries (USER-004/005): expiring documents, a missing document, penalties. */
function Warnings({ user, bookingUrl }: { user: SessionUser; bookingUrl: string }) {
  const expiring = user.documentExpiry.filter((d) => d.documentExpiringSoon);
  const notes = [
    ...expiring.map((d, i) => (
      <p key={`expiry-${i}`} className={css.notice.warning} data-warning="document-expiry">
        {d.daysToExpiry === null
          ? 'A document on your membership expires soon.'
          : d.daysToExpiry <= 0
            ? 'A document on your membership has expired.'
            : `A document on your membership expires in ${d.daysToExpiry} ${d.daysToExpiry === 1 ? 'day' : 'days'}.`}{' '}
        Please bring a new one to reception.
      </p>
    )),
    user.membershipDocumentUploadRequired ? (
      <p key="upload" className={css.notice.warning} data-warning="document-required">
        Your membership needs a document (for example proof of age or address). Please bring it to reception.
      </p>
    ) : null,
    user.hasOutstandingPenalties ? (
      <p key="penalties" className={css.notice.danger} data-warning="penalties">
        You have outstanding penalties to pay.{' '}
        <a className={css.link} href={`${bookingUrl}/basket`}>
          Pay them in your basket
        </a>
      </p>
    ) : null,
  ].filter(Boolean);
  if (notes.length === 0) return null;
  return (
    <section aria-label="Warnings" data-dashboard="warnings">
      {notes}
    </section>
  );
}

function NextBookings({
  navigate,
  bookingUrl,
  selfName,
}: Pick<AccountScreenProps, 'navigate' | 'bookingUrl'> & { selfName: string }) {
  const bookings = useAccountData(() =>
    endpoints.listNextBookings({ startsAfter: new Date().toISOString(), limit: NEXT_BOOKINGS }),
  );
  return (
    <Section id="dashboard-bookings" title="Next bookings">
      {bookings.status === 'loading' && <Loading what="your bookings" />}
      {bookings.status === 'error' && <LoadError message={bookings.error} onRetry={bookings.retry} />}
      {bookings.status === 'ready' &&
        (bookings.data.length === 0 ? (
          <p className={css.prose}>
            You have no upcoming bookings.{' '}
            <a className={css.link} href={`${bookingUrl}/`}>
              Book an activity
            </a>
          </p>
        ) : (
          <>
            <ul className={css.list} data-dashboard="bookings">
              {bookings.data.map((b) => (
                <li key={b.id} className={css.listItem}>
                  <div className={css.itemMain}>
                    <p className={css.itemName}>{b.name}</p>
                    <p className={css.muted}>{formatLocal(b.startsAt.local)}</p>
                    <p className={css.muted}>
                      {[b.venue.name, b.locationName].filter(Boolean).join(', ')}
                      {b.firstName && `${b.firstName} ${b.lastName}` !== selfName
                        ? ` · for ${b.firstName} ${b.lastName}`
                        : ''}
                    </p>
                  </div>
                </li>
              ))}
            </ul>
            <AreaLink to="/bookings/upcoming" navigate={navigate}>
              All upcoming bookings
            </AreaLink>
          </>
        ))}
    </Section>
  );
}

function MembershipStatus({
  userId,
  navigate,
  bookingUrl,
}: { userId: number } & Pick<AccountScreenProps, 'navigate' | 'bookingUrl'>) {
  const memberships = useAccountData(() => endpoints.listUserMemberships(userId), userId);
  const current = memberships.status === 'ready' ? memberships.data.filter((m) => m.current) : [];
  return (
    <Section id="dashboard-membership" title="Membership">
      {memberships.status === 'loading' && <Loading what="your membership" />}
      {memberships.status === 'error' && <LoadError message={memberships.error} onRetry={memberships.retry} />}
      {memberships.status === 'ready' &&
        (current.length === 0 ? (
          <p className={css.prose}>
            You have no membership.{' '}
            <a className={css.link} href={`${bookingUrl}/pricing`}>
              Buy a membership
            </a>
          </p>
        ) : (
          <>
            <ul className={css.list} data-dashboard="membership">
              {current.map((m) => (
                <li key={m.id} className={css.listItem}>
                  <div className={css.itemMain}>
                    <p className={css.itemName}>
                      {m.name}{' '}
                      <span className={m.status === 'active' ? css.badge.good : css.badge.waiting}>
                        {statusLabel(m.status)}
                      </span>
                    </p>
                    <p className={css.muted}>
                      {m.price.formatted} a {m.billingPeriod}
                      {m.nextBillingDate ? ` · renews on ${formatDate(m.nextBillingDate)}` : ''}
                    </p>
                  </div>
                </li>
              ))}
            </ul>
            <AreaLink to="/memberships" navigate={navigate}>
              Your memberships
            </AreaLink>
          </>
        ))}
    </Section>
  );
}

export function statusLabel(status: string): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}

/** The dashboard (ROUTE-021): next bookings, membership, credit, warnings and shortcuts. */
export default function Dashboard({ navigate, bookingUrl }: AccountScreenProps) {
  const user = useSession((s) => s.auth.user);
  // The credit and warnings as they are now, not as they were at login.
  useEffect(() => {
    void getSessionStore().getState().auth.loadUser();
  }, []);
  if (!user) return null;
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  const zero = formatMoney(0);
  return (
    <div data-screen="dashboard">
      <p className={css.prose}>Welcome back, {name || user.email}.</p>
      <Warnings user={user} bookingUrl={bookingUrl} />
      <div className={css.cards}>
        <NextBookings navigate={navigate} bookingUrl={bookingUrl} selfName={name} />
        <MembershipStatus userId={user.id} navigate={navigate} bookingUrl={bookingUrl} />
        <Section id="dashboard-credit" title="Credit">
          <dl className={css.facts} data-dashboard="credit">
            <dt>Membership credit</dt>
            <dd>{user.credit.membership?.formatted ?? zero}</dd>
            <dt>General credit</dt>
            <dd>{user.credit.general?.formatted ?? zero}</dd>
            <dt>Total</dt>
            <dd>{user.credit.balance.formatted}</dd>
          </dl>
          <p className={css.muted}>Credit pays for bookings at checkout.</p>
        </Section>
        <Section id="dashboard-shortcuts" title="Your account">
          <ul className={css.shortcuts}>
            {SHORTCUTS.map(([to, label]) => (
              <li key={to}>
                <AreaLink to={to} navigate={navigate} className={css.shortcut}>
                  {label}
                </AreaLink>
              </li>
            ))}
          </ul>
        </Section>
      </div>
    </div>
  );
}
