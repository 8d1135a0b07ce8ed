import { startCourseList } from '@venue/elements/early-course-list';

/** BookingRoutes' course list, `/courses/location/:venueSlug/:activitySlug?` (a course's book view has more). */
const COURSE_LIST = /^\/courses\/location\/([^/]+)(?:\/([^/]+))?\/?$/;

/**
 * The home page's venue list (venueListRead.ts), fetched as a chunk of its own: the session store it fills
 * would otherwise come with the early entry (2.4 KB gzip), which the course list's read waits for.
 */
export function startVenueList(): Promise<void> {
  return import('./venueListRead.ts').then((m) => m.readVenueList());
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
