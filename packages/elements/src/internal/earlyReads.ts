/**
 * Reads started before the view that needs them has rendered (issue 12): whoever first knows what the
 * view will ask for (the activity shell for a day's timetable, the host app for a course list) starts
 * the request, so it is under way while the view's code loads and renders, and the view takes that
 * answer instead of asking again. Same request function, so same data, cache and errors. A take finds each
 * read once. A read still under way is always taken (asking again could only answer later, and on a slow
 * network that is where early reads matter); one whose answer is older than `freshMs` when it is wanted (the
 * visitor went elsewhere and came back) is dropped and read anew. Until 2026-11-30 `freshMs` ran from the
 * start of the request, so a view that took longer than that to arrive asked a second time for an answer
 * it already had: on a loaded machine the course list's read was made twice.
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
  /** `answeredAt` stays null while the read is under way. */
  type Read = { answeredAt: number | null; answer: Promise<A>; taken: () => void; done: Promise<void> };
  const early = new Map<string, Read>();
  const fresh = (read: Read) => read.answeredAt === null || performance.now() - read.answeredAt <= freshMs;
  return {
    start(request) {
      for (const [key, read] of early) if (!fresh(read)) early.delete(key);
      const key = keyOf(request);
      // Two who know the request early (the element when it is put on the page, then its shell on the same
      // answers) make one request.
      const running = early.get(key);
      if (running) return running.done;
      const answer = read(request);
      let taken = () => {};
      const done = new Promise<void>((resolve) => {
        taken = () => void settled.then(resolve);
      });
      const entry: Read = { answeredAt: null, answer, taken, done };
      // The view handles a failure when it takes the answer; one never taken must not be reported unhandled.
      const answered = () => void (entry.answeredAt = performance.now());
      const settled = answer.then(answered, answered);
      early.set(key, entry);
      return done;
    },
    take(request) {
      const key = keyOf(request);
      const found = early.get(key);
      early.delete(key);
      if (found && fresh(found)) {
        found.taken();
        return found.answer;
      }
      return read(request);
    },
  };
}
