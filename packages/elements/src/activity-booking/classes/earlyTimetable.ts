import { endpoints, type TimetableRequest } from '@venue/core';

// The shell knows the day to show as soon as the categories and the venue are in: a classes category,
// the date and the version. It starts that day's timetable request there, so the request is under way
// while the week view renders and the classes chunk loads, and the classes view takes the answer instead
// of asking again. An early request nobody took within EARLY_MS (the element went elsewhere) is dropped.

type Answer = ReturnType<typeof endpoints.getTimetable>;

export const EARLY_MS = 2000;
const early = new Map<string, { at: number; answer: Answer }>();
const keyOf = (r: TimetableRequest) => `${r.venue}|${r.activity}|${r.date}|${r.version}`;

/** Starts the request of the day the shell is about to show. */
export function startTimetable(request: TimetableRequest): void {
  const now = performance.now();
  for (const [key, { at }] of early) if (now - at > EARLY_MS) early.delete(key);
  const answer = endpoints.getTimetable(request);
  // The view handles a failure when it takes the answer; one never taken must not be reported unhandled.
  answer.catch(() => {});
  early.set(keyOf(request), { at: now, answer });
}

/** The day's timetable: the shell's early request for it when there is a fresh one, else a new request. */
export function takeTimetable(request: TimetableRequest): Answer {
  const key = keyOf(request);
  const found = early.get(key);
  early.delete(key);
  if (found && performance.now() - found.at <= EARLY_MS) return found.answer;
  return endpoints.getTimetable(request);
}
