/** BookingRoutes' paths whose page selects its venue (SelectsVenue): activities, courses and camps. */
const VENUE_ROUTE = /^\/(?:courses\/|camps\/)?location\/([^/]+)(?:\/|$)/;

/**
 * The venue the page at `pathname` will select when it renders, decoded as the router decodes it; null
 * for a page that selects none. Selected at start-up, the first theme call is already the venue's (one
 * call instead of the client's and then the venue's) and the venue's details are asked for beside the
 * page's first read, not after React's first render (issue 12).
 */
export function routeVenue(pathname: string): string | null {
  let path = pathname;
  try {
    path = decodeURI(pathname);
  } catch {
    // The router keeps a path it cannot decode as it is.
  }
  return VENUE_ROUTE.exec(path)?.[1] ?? null;
}
