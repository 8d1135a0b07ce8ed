/**
 * Reads started before the view that needs them has rendered (issue 12): whoever first knows what the
 * view will ask for (the activity shell for a day's timetable, the host app for a course list) starts
 * the request, so it is under way while the view's code loads and renders, and the view takes that
 * answer instead of asking again. Same request function, so same data, cache and errors. A request
 * nobody took within `freshMs` (the visitor went elsewhere) is dropped, and a take finds each one once.
 */
export interface EarlyReads<R, A> {
  /**
   * Starts the read the view is about to make, unless a fresh one of the same request is under way and not
   * yet taken (then that one stands). Settles (never rejects) once the view has taken it and it has
   * answered: the view is drawing its content then. Never, if no view takes it.
   */
  start(request: R): Promise<void>;
  /** The early read of the same request when there is a fresh one, else a new read. */
  take(request: R): Promise<A>;
}

export function earlyReads<R, A>(
  read: (request: R) => Promise<A>,
  keyOf: (request: R) => string,
  freshMs: number,
): EarlyReads<R, A> {
  const early = new Map<string, { at: number; answer: Promise<A>; taken: () => void; done: Promise<void> }>();
  return {
    start(request) {
      const now = performance.now();
      for (const [key, { at }] of early) if (now - at > freshMs) early.delete(key);
      const key = keyOf(request);
      // Two who know the request early (the element when it is put on the page, then its shell on the same
      // answers) make one request.
      const running = early.get(key);
      if (running) return running.done;
      const answer = read(request);
      // The view handles a failure when it takes the answer; one never taken must not be reported unhandled.
      const settled = answer.then(
        () => {},
        () => {},
      );
      let taken = () => {};
      const done = new Promise<void>((resolve) => {
        taken = () => void settled.then(resolve);
      });
      early.set(key, { at: now, answer, taken, done });
      return done;
    },
    take(request) {
      const key = keyOf(request);
      const found = early.get(key);
      early.delete(key);
      if (found && performance.now() - found.at <= freshMs) {
        found.taken();
        return found.answer;
      }
      return read(request);
    },
  };
}
