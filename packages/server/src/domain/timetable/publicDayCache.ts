import type { Db } from '../../db/db.ts';

/**
 * A per-process cache keyed by a change counter rather than by time (issue 12): an entry is served only
 * while the version the request just read from the database equals the one it was built under, so a
 * change committed by any process is seen by the next read in every process, and nothing depends on a
 * time-to-live. The value is kept as a promise, so concurrent misses on one key share one load.
 */
export class VersionedCache<V> {
  private readonly entries = new Map<string, { version: number; value: Promise<V> }>();

  constructor(private readonly maxEntries: number) {}

  get(key: string, version: number, load: () => Promise<V>): Promise<V> {
    const hit = this.entries.get(key);
    if (hit && hit.version === version) {
      // Least recently used goes first: re-inserting moves the key to the end of the Map's order.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value;
    }
    const value = load();
    // A request that read an older version than the cached one (it raced a commit) must not replace it.
    if (hit && hit.version > version) return value;
    this.entries.delete(key);
    this.entries.set(key, { version, value });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return value;
  }

  get size(): number {
    return this.entries.size;
  }
}

/** About a venue's week of timetables for a few hundred activities and categories. */
const MAX_DAYS = 2000;
const caches = new WeakMap<Db, VersionedCache<unknown>>();

/** The public-day cache of one database handle (one per app; tests open several in one process). */
export function publicDayCache<V>(db: Db): VersionedCache<V> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new VersionedCache<unknown>(MAX_DAYS)));
  return cache as VersionedCache<V>;
}
