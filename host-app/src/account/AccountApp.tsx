import { useEffect, useState } from 'react';
import { Link, Route, Switch, useLocation } from 'wouter';
import { AppErrorBoundary } from '../App.tsx';
import { useFocusMainHeading } from '../layout/useFocusMainHeading.ts';
import { ToastRegion } from '../layout/ToastRegion.tsx';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';
import { bookingOrigin } from '../platform/config.ts';
import { fetchGuestPassesEnabled } from '../platform/api.ts';
import { useHostSession } from '../platform/session.ts';
import { availableAccountRoutes, type AccountRoute } from './accountRoutes.ts';
import { AccountPage } from './AccountPage.tsx';

/** The account area, served on the `account.` sub-domain (flows §2) by the same server and bundle. */
export function AccountApp() {
  const [location] = useLocation();
  const { loggedIn } = useHostSession();
  const [guestPasses, setGuestPasses] = useState(false);
  useFocusMainHeading(location);
  useEffect(() => {
    void fetchGuestPassesEnabled().then(setGuestPasses, () => setGuestPasses(false));
  }, []);
  const routes = availableAccountRoutes(guestPasses);
  return (
    <AppErrorBoundary>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <header className="account-header">
        <div className="page-width account-header-inner">
          <a className="account-brand" href={`${bookingOrigin()}/`}>
            Back to booking
          </a>
          {loggedIn && (
            <nav aria-label="My account">
              <ul className="account-nav">
                {routes.map((route) => (
                  <li key={route.path}>
                    <Link href={route.path} aria-current={location === route.path ? 'page' : undefined}>
                      {route.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </div>
      </header>
      <div className="page-width">
        <main id="main" tabIndex={-1}>
          <Switch>
            {routes.map((route: AccountRoute) => (
              <Route key={route.path} path={route.path}>
                <AccountPage route={route} />
              </Route>
            ))}
            <Route>
              <NotFoundPage />
            </Route>
          </Switch>
        </main>
      </div>
      <ToastRegion />
    </AppErrorBoundary>
  );
}
