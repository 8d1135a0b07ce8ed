import { isAccountHost } from './platform/config.ts';
import { setUpApi } from './platform/api.ts';
import { startEarlyReads } from './startup/earlyReads.ts';
import { readStartupParams } from './startup/startupParams.ts';

// A second entry, loaded beside main.tsx (the server's page shell adds it): it needs neither React nor the
// app, so it runs as soon as the API client has arrived and the page's first read (a course list's
// courses, its largest paint) leaves then, instead of once the app's whole graph has loaded and run
// (issue 12). A handoff code in the address must be swapped for a session first: main.tsx starts the
// read after that, as it does when this entry is absent (Vite's dev server).
if (!isAccountHost() && !readStartupParams(location.search).token) {
  setUpApi();
  startEarlyReads(location.pathname);
}
