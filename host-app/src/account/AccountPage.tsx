import { bookingOrigin } from '../platform/config.ts';
import { useHostSession, type SessionUser } from '../platform/session.ts';
import type { AccountRoute } from './accountRoutes.ts';

function fullName(user: SessionUser): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ');
}

/** The account's credit: what the user can spend at checkout. */
function CreditSummary({ user }: { user: SessionUser }) {
  const { balance, membership, general } = user.credit;
  return (
    <dl className="details">
      <dt>Credit balance</dt>
      <dd>{balance.formatted}</dd>
      {membership && (
        <>
          <dt>Membership credit</dt>
          <dd>{membership.formatted}</dd>
        </>
      )}
      {general && (
        <>
          <dt>General credit</dt>
          <dd>{general.formatted}</dd>
        </>
      )}
    </dl>
  );
}

/** One page of the account area: its title and purpose, and what the logged-in user's record says. */
export function AccountPage({ route }: { route: AccountRoute }) {
  const { loggedIn, user } = useHostSession();
  if (loggedIn === null) {
    return (
      <p className="loading" role="status">
        Loading your account…
      </p>
    );
  }
  if (!loggedIn || !user) {
    return (
      <section className="page-message">
        <h1 tabIndex={-1}>{route.title}</h1>
        <p>Log in to see your account.</p>
        <a className="button" href={`${bookingOrigin()}/login`}>
          Log in
        </a>
      </section>
    );
  }
  return (
    <section className="account-page" data-account-page={route.path}>
      <h1 tabIndex={-1}>{route.title}</h1>
      <p className="lead">{route.purpose}</p>
      {route.path === '/' && (
        <>
          <p>Welcome back, {fullName(user) || user.email}.</p>
          <CreditSummary user={user} />
        </>
      )}
      {route.path === '/payments' && <CreditSummary user={user} />}
      {route.path === '/memberships' && (
        <p>
          {user.membershipUsers.length === 0
            ? 'You have no memberships on your account.'
            : `${user.membershipUsers.length} ${user.membershipUsers.length === 1 ? 'membership holder is' : 'membership holders are'} on your account.`}
        </p>
      )}
      {route.path === '/user-details' && (
        <dl className="details">
          <dt>Name</dt>
          <dd>{fullName(user)}</dd>
          <dt>E-mail</dt>
          <dd>{user.email}</dd>
          {user.reference && (
            <>
              <dt>Reference</dt>
              <dd>{user.reference}</dd>
            </>
          )}
          {user.homeVenueSlug && (
            <>
              <dt>Home venue</dt>
              <dd>{user.homeVenueSlug}</dd>
            </>
          )}
        </dl>
      )}
    </section>
  );
}
