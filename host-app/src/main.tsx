import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './app.css';
import { AccountApp } from './account/AccountApp.tsx';
import { BookingApp } from './App.tsx';
import { ErrorPage } from './pages/ErrorPage.tsx';
import { MaintenancePage } from './pages/MaintenancePage.tsx';
import { isAccountHost } from './platform/config.ts';
import { setUpApi, storeToken } from './platform/api.ts';
import { hostSession } from './platform/session.ts';
import { applyStartupParams } from './startup/applyStartupParams.ts';
import { startEarlyReads } from './startup/earlyReads.ts';
import { applyVenueTheme } from './startup/theme.ts';

setUpApi();
// The handoff code of `?token=` is exchanged before anything asks who is logged in.
const startup = applyStartupParams(storeToken);

const root = createRoot(document.getElementById('root') as HTMLElement);

/** Resolves once the browser has had a frame to paint (at most 100 ms later in a hidden tab, where frames stop). */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, 100);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }, 0),
    );
  });
}

const app = <StrictMode>{isAccountHost() ? <AccountApp /> : <BookingApp />}</StrictMode>;

void (async () => {
  await startup;
  // The page's first read leaves now, with the session the start-up parameters gave (earlyReads.ts).
  if (!isAccountHost()) startEarlyReads(location.pathname);
  // The theme call and the route's code load side by side: the page renders at once (the server's shell
  // is already painted with the default theme) and takes the venue's colours when the theme arrives.
  let themedVenue = hostSession.get().selectedVenue;
  const themed = applyVenueTheme(themedVenue);
  // The server's shell is already in the page: let the browser paint it before React's first render (a
  // long task on a phone) takes the main thread.
  await afterFirstPaint();
  root.render(app);
  const theme = await themed;
  if (theme.status === 'maintenance') {
    root.render(<MaintenancePage />);
    return;
  }
  if (theme.status === 'error') {
    root.render(
      <main id="main" className="standalone">
        <ErrorPage />
      </main>,
    );
    return;
  }
  hostSession.startAuth();

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
