import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './app.css';
import { AccountApp } from './account/AccountApp.tsx';
import { BookingApp } from './App.tsx';
import { ErrorPage } from './pages/ErrorPage.tsx';
import { MaintenancePage } from './pages/MaintenancePage.tsx';
import { ensureElement } from './elements/elementModules.ts';
import { isAccountHost } from './platform/config.ts';
import { setUpApi, storeToken } from './platform/api.ts';
import { hostSession } from './platform/session.ts';
import { routeShell } from './routing/routeShell.ts';
import { afterNextPaint } from './startup/afterPaint.ts';
import { applyStartupParams } from './startup/applyStartupParams.ts';
import { startEarlyReads } from './startup/earlyReads.ts';
import { routeVenue } from './startup/routeVenue.ts';
import { applyVenueTheme } from './startup/theme.ts';

setUpApi();
// The handoff code of `?token=` is exchanged before anything asks who is logged in.
const startup = applyStartupParams(storeToken);

const root = createRoot(document.getElementById('root') as HTMLElement);

/** How long React's first render waits for the route's element to be defined (a slow chunk: not longer). */
const ELEMENT_WAIT_MS = 300;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const app = <StrictMode>{isAccountHost() ? <AccountApp /> : <BookingApp />}</StrictMode>;

void (async () => {
  await startup;
  let elementDefined: Promise<unknown> = Promise.resolve();
  if (!isAccountHost()) {
    // The page's first read leaves now, with the session the start-up parameters gave (earlyReads.ts).
    startEarlyReads(location.pathname);
    // The route's element is defined before React's first render (its code is preloaded beside the
    // entry), so that render draws the element instead of a placeholder and one more render once its code
    // has run. A failure is ElementRoute's to show.
    const element = routeShell(location.pathname)?.element;
    if (element) elementDefined = ensureElement(element).catch(() => {});
    // The venue the page selects as it renders, selected now (routeVenue.ts).
    const venue = routeVenue(location.pathname);
    if (venue) hostSession.selectVenue(venue);
  }
  // The theme call and the route's code load side by side: the page renders at once (the server's shell
  // is already painted with the default theme) and takes the venue's colours when the theme arrives.
  let themedVenue = hostSession.get().selectedVenue;
  const themed = applyVenueTheme(themedVenue);
  // Who is logged in is asked beside the theme call, not one round trip after it; a failure page stops
  // the checking.
  const stopAuth = hostSession.startAuth();
  // The server's shell is already in the page: let the browser paint it before React's first render (a
  // long task on a phone) takes the main thread.
  await Promise.all([afterNextPaint(), Promise.race([elementDefined, delay(ELEMENT_WAIT_MS)])]);
  // As a transition, React's first render (the layout, the nav, the route's element: most of start-up's
  // DOM) yields to the browser every few milliseconds instead of holding the main thread in one long task;
  // the server's shell stays on screen until it commits.
  startTransition(() => root.render(app));
  const theme = await themed;
  if (theme.status === 'maintenance') {
    stopAuth();
    root.render(<MaintenancePage />);
    return;
  }
  if (theme.status === 'error') {
    stopAuth();
    root.render(
      <main id="main" className="standalone">
        <ErrorPage />
      </main>,
    );
    return;
  }

  // A venue's own theme follows the selected venue (white-labelling per venue), including a venue the
  // page selected while the first theme was loading.
  const followVenue = () => {
    const venue = hostSession.get().selectedVenue;
    if (venue === themedVenue) return;
    themedVenue = venue;
    void applyVenueTheme(venue);
  };
  hostSession.subscribe(followVenue);
  followVenue();
})();
