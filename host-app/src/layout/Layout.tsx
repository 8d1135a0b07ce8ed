import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { CustomElement } from '../elements/CustomElement.tsx';
import { NAV_TAG } from '../elements/navElement.ts';
import { accountLink, fetchFooter } from '../platform/api.ts';
import { interceptLinks, routeElementNavigation } from '../routing/interceptLinks.ts';
import { useHostSession } from '../platform/session.ts';
import { Breadcrumb } from './Breadcrumb.tsx';
import { breadcrumbTrail } from './breadcrumbTrail.ts';
import { KioskIdleWarning } from './KioskIdleWarning.tsx';
import { LoginModal } from './LoginModal.tsx';
import { ToastRegion } from './ToastRegion.tsx';
import { useFocusMainHeading } from './useFocusMainHeading.ts';
import { VenueFooter } from './VenueFooter.tsx';

/**
 * The booking area's frame: skip link, `<venue-nav>`, breadcrumb (hidden when embedded), the main
 * content (at most 1264 px wide), the venue footer and the toast region.
 */
export function Layout({ children }: { children: ReactNode }) {
  const [location, navigate] = useLocation();
  const { embedded, kiosk, selectedVenue } = useHostSession();
  useFocusMainHeading(location);
  useEffect(() => interceptLinks(navigate), [navigate]);
  useEffect(() => routeElementNavigation(navigate), [navigate]);
  return (
    <>
      {/*
        The page's banner holds the skip link, so no content sits outside a landmark; <venue-nav> inside it
        draws no banner of its own (Nav.tsx).
      */}
      <header className="site-header">
        <a className="skip-link" href="#main">
          Skip to main content
        </a>
        <CustomElement tag={NAV_TAG} attributes={{ 'account-url': accountLink() }} />
      </header>
      <div className="page-width page-body">
        {!embedded && <Breadcrumb trail={breadcrumbTrail(location)} />}
        <main id="main" tabIndex={-1}>
          {children}
        </main>
      </div>
      <VenueFooter venue={selectedVenue} fetchFooter={fetchFooter} />
      <LoginModal />
      <KioskIdleWarning kiosk={kiosk} />
      <ToastRegion />
    </>
  );
}
