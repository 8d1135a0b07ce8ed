/**
 * Pro-rata price of a course that has already started: the customer pays only for the sessions
 * still to come (contracts §8 "customers can still book and pay for the remaining sessions").
 * Money stays in integer minor units; rounding is half-up on the exact rational value so
 * £85.00 x 7/10 is 5950, never 5949.999....
 */
export function proRataPrice(priceMinor: number, remainingSessions: number, totalSessions: number): number {
  if (!Number.isInteger(priceMinor) || priceMinor < 0)
    throw new RangeError('price must be a non-negative integer of minor units');
  if (!Number.isInteger(totalSessions) || totalSessions < 1) throw new RangeError('a course has at least one session');
  const remaining = Math.min(Math.max(0, Math.trunc(remainingSessions)), totalSessions);
  // Integer arithmetic: (2 * p * r + t) / (2 * t) floored is p*r/t rounded half-up.
  return Math.floor((2 * priceMinor * remaining + totalSessions) / (2 * totalSessions));
}

/** Sessions that start after `now` (a session already under way counts as used). */
export function remainingSessions(sessionStarts: readonly Date[], now: Date): number {
  return sessionStarts.filter((startsAt) => startsAt.getTime() > now.getTime()).length;
}
