import type { Db } from './db.ts';

/**
 * Reads of one key asked for in the same turn of the event loop share one query (issue 12). The query
 * goes out at the end of the turn (setImmediate), after every request handled in that turn has asked, so
 * its snapshot is taken after each of them arrived: a change committed before any of those requests
 * arrived is in the answer, exactly as if each had sent its own query. A read asked for once the query
 * has gone out waits for the next one; nothing is served from an answer older than the request.
 * Under 50 connections a worker parses several requests a turn, and each timetable read began with the
 * same venue lookup.
 * Callers share the answer (and its rejection): they must not change it.
 */
export class SameTurnReads {
  private readonly waiting = new Map<string, Promise<unknown>>();

  read<T>(key: string, load: () => Promise<T>): Promise<T> {
    const pending = this.waiting.get(key);
    if (pending) return pending as Promise<T>;
    const answer = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      this.waiting.delete(key);
      return load();
    });
    this.waiting.set(key, answer);
    return answer;
  }
}

const byDb = new WeakMap<Db, SameTurnReads>();

/** The shared reads of one database handle (one per app; tests open several in one process). */
export function sameTurnReads(db: Db): SameTurnReads {
  let reads = byDb.get(db);
  if (!reads) byDb.set(db, (reads = new SameTurnReads()));
  return reads;
}
