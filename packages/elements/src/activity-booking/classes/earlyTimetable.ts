import { endpoints } from '@venue/core';
import { earlyReads } from '../../internal/earlyReads.ts';

// The shell knows the day to show as soon as the categories and the venue are in: a classes category,
// the date and the version. It starts that day's timetable request there, so the request is under way
// while the week view renders and the classes chunk loads, and the classes view takes the answer instead
// of asking again (internal/earlyReads.ts).

export const EARLY_MS = 2000;

/** A day's timetable read: staff acting for a customer add the selected user, whom the shell never knows. */
export type ClassesRequest = Parameters<typeof endpoints.getTimetable>[0];

const timetables = earlyReads(
  (request: ClassesRequest) => endpoints.getTimetable(request),
  (r) => `${r.venue}|${r.activity}|${r.date}|${r.version}|${r.selectedUserId ?? ''}`,
  EARLY_MS,
);

/** Starts the request of the day the shell is about to show. */
export const startTimetable = (request: ClassesRequest): void => void timetables.start(request);

/** The day's timetable: the shell's early request for it when there is a fresh one, else a new request. */
export const takeTimetable = (request: ClassesRequest): ReturnType<typeof endpoints.getTimetable> =>
  timetables.take(request);
