import type { OccurrenceRecord } from '../occurrences/occurrenceRecord.ts';

/**
 * The instants around `now` between which no occurrence's anonymous bookable action can change: an
 * anonymous visitor's action depends on the time only through whether the occurrence has closed
 * (`now >= lastBookableAt ?? startsAt`, bookableAction.ts), so it holds from the last closing at or before
 * `now` until the next one after it.
 */
export function anonymousWindow(
  records: Pick<OccurrenceRecord, 'lastBookableAt' | 'startsAt'>[],
  now: Date,
): { from: number; until: number } {
  const at = now.getTime();
  let from = -Infinity;
  let until = Infinity;
  for (const r of records) {
    const closes = (r.lastBookableAt ?? r.startsAt).getTime();
    if (closes <= at) from = Math.max(from, closes);
    else until = Math.min(until, closes);
  }
  return { from, until };
}

interface Memo<T> {
  value: T;
  from: number;
  until: number;
}

const memos = new WeakMap<object, Map<string, Memo<unknown>>>();

/**
 * What an anonymous visitor is answered for a cached public day (issue 12), made once per `key` and
 * kept with the day itself, so it goes when the day's version changes (publicDayCache.ts) and is
 * remade when the clock crosses an occurrence's closing time (anonymousWindow). A repeat read then
 * costs the venue lookup and the write of a finished body: no presenting, serialising or hashing.
 */
export function anonymousAnswer<T>(
  day: { records: Pick<OccurrenceRecord, 'lastBookableAt' | 'startsAt'>[] },
  key: string,
  now: Date,
  build: () => T,
): T {
  let byKey = memos.get(day);
  if (!byKey) memos.set(day, (byKey = new Map()));
  const at = now.getTime();
  const hit = byKey.get(key) as Memo<T> | undefined;
  if (hit && hit.from <= at && at < hit.until) return hit.value;
  const value = build();
  byKey.set(key, { value, ...anonymousWindow(day.records, now) });
  return value;
}
