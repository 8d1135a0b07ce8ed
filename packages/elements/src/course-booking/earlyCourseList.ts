import { endpoints, type CourseFilters } from '@venue/core';
import { earlyReads } from '../internal/earlyReads.ts';
import { scheduleFilters } from './scheduleFilters.ts';

// The host app knows a course list's venue and activity from the address before anything has rendered:
// it starts the list's read at start-up, so the answer is on its way while the element's code loads and
// renders, and the list takes it instead of asking again (internal/earlyReads.ts). Generous freshness,
// counted from the answer: on a slow phone the element may render many seconds after it arrived, and a
// list half a minute old is what the visitor would be reading anyway.

export const EARLY_COURSES_MS = 30_000;

const courseLists = earlyReads(
  (filters: CourseFilters) => endpoints.listCourses(filters),
  (filters) => JSON.stringify(filters),
  EARLY_COURSES_MS,
);

/**
 * Starts the online course list of a venue (and activity) that the page is about to show. Settles (never
 * rejects) once the list has taken it and it has answered; never, if no list takes it.
 */
export function startCourseList(place: { venue: string; activity?: string | undefined }): Promise<void> {
  return courseLists.start(scheduleFilters({ ...place, selectedUserId: null }));
}

/** `endpoints.listCourses` that takes the early read of the same filters when there is a fresh one. */
export const takeCourseList: typeof endpoints.listCourses = (filters = {}) => courseLists.take(filters);
