import { endpoints } from '@venue/core';
import { useSession } from '../../internal/useSession.ts';
import type { AccountScreenProps } from '../accountScreen.ts';
import { formatDate } from '../dates.ts';
import { Loading, LoadError, Section } from '../parts.tsx';
import { useAccountData } from '../useAccountData.ts';
import * as css from '../account.css.ts';

type UserMembership = endpoints.UserMembershipView;

const STATUS_TEXT: Record<UserMembership['status'], string> = {
  active: 'Active',
  pending: 'Starting soon',
  frozen: 'Frozen',
  cancelled: 'Cancelled',
  expired: 'Expired',
};

function badgeFor(status: UserMembership['status']): string {
  if (status === 'active') return css.badge.good;
  if (status === 'pending' || status === 'frozen') return css.badge.waiting;
  return css.badge.ended;
}

function MembershipItem({ m }: { m: UserMembership }) {
  return (
    <li className={css.listItem} data-membership={m.name}>
      <div className={css.itemMain}>
        <h3 className={css.itemName}>
          {m.name} <span className={badgeFor(m.status)}>{STATUS_TEXT[m.status]}</span>
        </h3>
        <dl className={css.facts} style={{ marginTop: '8px' }}>
          <dt>Price</dt>
          <dd>
            {m.price.formatted} a {m.billingPeriod}
          </dd>
          {m.current && (
            <>
              <dt>Next billing date</dt>
              <dd>{m.nextBillingDate ? formatDate(m.nextBillingDate) : 'None'}</dd>
            </>
          )}
          <dt>Home venue</dt>
          <dd>{m.homeVenue?.name ?? 'None'}</dd>
          {m.startsAt && (
            <>
              <dt>Started</dt>
              <dd>{formatDate(m.startsAt)}</dd>
            </>
          )}
          {m.endsAt && (
            <>
              <dt>{m.current ? 'Ends' : 'Ended'}</dt>
              <dd>{formatDate(m.endsAt)}</dd>
            </>
          )}
        </dl>
      </div>
    </li>
  );
}

/** Memberships (ROUTE-023): current and past, with status, price, billing date and home venue. */
export default function Memberships({ bookingUrl }: AccountScreenProps) {
  const userId = useSession((s) => s.auth.user?.id ?? null);
  const memberships = useAccountData(
    () =>
      userId === null
        ? Promise.resolve({ ok: true as const, data: [], meta: null, checksum: null, status: 200 })
        : endpoints.listUserMemberships(userId),
    userId,
  );
  if (memberships.status === 'loading') return <Loading what="your memberships" />;
  if (memberships.status === 'error') return <LoadError message={memberships.error} onRetry={memberships.retry} />;
  const current = memberships.data.filter((m) => m.current);
  const past = memberships.data.filter((m) => !m.current);
  return (
    <div data-screen="memberships">
      <Section id="memberships-current" title="Current memberships">
        {current.length === 0 ? (
          <p className={css.prose}>
            You have no memberships.{' '}
            <a className={css.link} href={`${bookingUrl}/pricing`}>
              Buy a membership
            </a>
          </p>
        ) : (
          <ul className={css.list}>
            {current.map((m) => (
              <MembershipItem key={m.id} m={m} />
            ))}
          </ul>
        )}
      </Section>
      {past.length > 0 && (
        <Section id="memberships-past" title="Past memberships">
          <ul className={css.list}>
            {past.map((m) => (
              <MembershipItem key={m.id} m={m} />
            ))}
          </ul>
        </Section>
      )}
    </div>
  );
}
