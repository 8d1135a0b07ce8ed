import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { AppErrorBoundary } from '../App.tsx';
import { ElementRoute } from '../elements/ElementRoute.tsx';
import { useFocusMainHeading } from '../layout/useFocusMainHeading.ts';
import { ToastRegion } from '../layout/ToastRegion.tsx';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';
import { bookingOrigin } from '../platform/config.ts';
import { useClientName } from '../platform/session.ts';
import { fetchGuestPassesEnabled } from '../platform/api.ts';
import { accountRouteFor } from './accountRoutes.ts';

/**
 * The account area, served on the `account.` sub-domain (flows §2) by the same server and bundle. Every
 * account route renders `<venue-account>`, which brings its own navigation, login form and Log out;
 * any other path is the not-found page.
 */
export function AccountApp() {
  const [location] = useLocation();
  const clientName = useClientName();
  const [guestPasses, setGuestPasses] = useState<boolean | null>(null);
  useFocusMainHeading(location);
  useEffect(() => {
    void fetchGuestPassesEnabled().then(setGuestPasses, () => setGuestPasses(false));
  }, []);
  const route = guestPasses === null ? null : accountRouteFor(location, guestPasses);
  return (
    <AppErrorBoundary>
      <header className="account-header">
        <a className="skip-link" href="#main">
          Skip to main content
        </a>
        <div className="page-width account-header-inner">
          {/* Whose account this is, as on the booking site's bar; the way back beside it. */}
          {clientName ? <span className="account-client">{clientName}</span> : null}
          <a className="account-brand" href={`${bookingOrigin()}/`}>
            Back to booking
          </a>
        </div>
      </header>
      <div className="page-width page-body">
        <main id="main" tabIndex={-1}>
          {guestPasses === null ? (
            <p className="loading" role="status">
              Loading your account…
            </p>
          ) : route ? (
            <ElementRoute
              tag="venue-account"
              heading={route.title}
              purpose={<p>Your account: details, memberships, bookings and payments.</p>}
              attributes={{ 'booking-url': bookingOrigin(), 'guest-passes': String(guestPasses), path: location }}
            />
          ) : (
            <NotFoundPage />
          )}
        </main>
      </div>
      <ToastRegion />
    </AppErrorBoundary>
  );
}
