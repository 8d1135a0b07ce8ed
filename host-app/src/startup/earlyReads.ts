import { getSessionStore } from '@venue/core';
import { startCourseList } from '@venue/elements/early-course-list';

/** BookingRoutes' course list, `/courses/location/:venueSlug/:activitySlug?` (a course's book view has more). */
const COURSE_LIST = /^\/courses\/location\/([^/]+)(?:\/([^/]+))?\/?$/;

/**
 * The home page's venue list, into the page's store, where `<venue-picker>` finds it loading or loaded
 * and asks no more. Left to the picker, the read waited for four chunks in a row (the picker's define,
 * its view, the slice's reads, then the request); on a loaded machine that chain had gaps of a second
 * or more of script work, long enough to look like a list stuck on "Loading venues" after the network
 * had gone quiet.
 */
export function startVenueList(): Promise<void> {
  const { venue } = getSessionStore().getState();
  if (venue.list.length > 0 || venue.loading) return Promise.resolve();
  return venue.load().then(() => {});
}

/**
 * Starts, at start-up, the first read of the page the address names, before React has rendered and the
 * route's element has loaded: the course list's courses, which are its largest paint (issue 12), or the
 * home page's venues. The element takes that answer when it renders (earlyCourseList.ts, the venue
 * slice). The path is decoded as the router decodes it, so the element is given the same venue and
 * activity. Once per address: the early entry (early.ts) starts it while the app's own code is still
 * loading, and main.tsx's call after start-up then finds it under way.
 */
export function startEarlyReads(pathname: string, start = startCourseList, startVenues = startVenueList): void {
  if (startedFor === pathname) return;
  startedFor = pathname;
  let path = pathname;
  try {
    path = decodeURI(pathname);
  } catch {
    // The router keeps a path it cannot decode as it is.
  }
  const course = COURSE_LIST.exec(path);
  const untaken = () => new Promise<null>((resolve) => setTimeout(() => resolve(null), UNTAKEN_MS));
  // The course list's cards are its largest paint, so the frame's extras wait for that paint to be reported
  // (useAfterMainContent.ts); the home page's venues are not, so they wait for the answer only.
  if (course) {
    const taken = start({ venue: course[1]!, activity: course[2] }).then(() => performance.now());
    answered = Promise.race([taken, untaken()]);
  } else if (path === '/') answered = Promise.race([startVenues().then(() => null), untaken()]);
}

/** How long the frame's extras wait for a first read the page does not take (it showed something else). */
export const UNTAKEN_MS = 3000;

let answered: Promise<number | null> = Promise.resolve(null);
let startedFor: string | null = null;

/**
 * Settles when the route's view has taken the read started at start-up and it has answered, with that
 * moment (`performance.now()`); with null at once when there was none, and after UNTAKEN_MS when nothing
 * takes it.
 */
export function earlyReadsAnswered(): Promise<number | null> {
  return answered;
}
