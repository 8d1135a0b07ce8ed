import { startCourseList } from '@venue/elements/early-course-list';

/** BookingRoutes' course list, `/courses/location/:venueSlug/:activitySlug?` (a course's book view has more). */
const COURSE_LIST = /^\/courses\/location\/([^/]+)(?:\/([^/]+))?\/?$/;

/**
 * Starts, at start-up, the first read of the page the address names, before React has rendered and the
 * route's element has loaded: the course list's courses, which are its largest paint (issue 12). The
 * element takes that answer when it renders (earlyCourseList.ts). The path is decoded as the router
 * decodes it, so the element is given the same venue and activity. Once per address: the early entry
 * (early.ts) starts it while the app's own code is still loading, and main.tsx's call after start-up then
 * finds it under way.
 */
export function startEarlyReads(pathname: string, start = startCourseList): void {
  if (startedFor === pathname) return;
  startedFor = pathname;
  let path = pathname;
  try {
    path = decodeURI(pathname);
  } catch {
    // The router keeps a path it cannot decode as it is.
  }
  const course = COURSE_LIST.exec(path);
  if (course) {
    const taken = start({ venue: course[1]!, activity: course[2] }).then(() => performance.now());
    answered = Promise.race([taken, new Promise<null>((resolve) => setTimeout(() => resolve(null), UNTAKEN_MS))]);
  }
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
