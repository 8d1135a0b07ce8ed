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
import { applyVenueTheme } from './startup/theme.ts';

setUpApi();
// The handoff code of `?token=` is exchanged before anything asks who is logged in.
const startup = applyStartupParams(storeToken);

const root = createRoot(document.getElementById('root') as HTMLElement);

void (async () => {
  await startup;
  const theme = await applyVenueTheme(hostSession.get().selectedVenue);
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
  root.render(<StrictMode>{isAccountHost() ? <AccountApp /> : <BookingApp />}</StrictMode>);

  hostSession.startAuth();

  // A venue's own theme follows the selected venue (white-labelling per venue).
  let themedVenue = hostSession.get().selectedVenue;
  hostSession.subscribe(() => {
    const venue = hostSession.get().selectedVenue;
    if (venue === themedVenue) return;
    themedVenue = venue;
    void applyVenueTheme(venue);
  });
})();
