/** The pure rules of online joining: ages, billing dates, what an option costs today. */

/** Whole years between a date of birth and a day (both YYYY-MM-DD). */
export function ageOn(dateOfBirth: string, day: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

export const ageLimitWords = (min: number | null, max: number | null): string =>
  min !== null && max !== null
    ? `aged ${min} to ${max}`
    : min !== null
      ? `aged ${min} or over`
      : `aged ${max} or under`;

/**
 * Why a customer of this date of birth may not join (on `day`), or null when they may. With an age
 * limit and no date of birth, the date of birth is asked for.
 */
export function ageRefusal(
  membership: { name: string; min_age: number | null; max_age: number | null },
  dateOfBirth: string | null,
  day: string,
): string | null {
  const { min_age: min, max_age: max } = membership;
  if (min === null && max === null) return null;
  if (!dateOfBirth) return `Add your date of birth to your account to join ${membership.name}.`;
  const age = ageOn(dateOfBirth, day);
  if ((min !== null && age < min) || (max !== null && age > max))
    return `${membership.name} is for people ${ageLimitWords(min, max)}.`;
  return null;
}

/**
 * The next billing date after joining on `start` (YYYY-MM-DD): a month or a year on, kept within the
 * month (31 January plus a month is 28 or 29 February).
 */
export function nextBillingDate(start: string, period: 'monthly' | 'annual'): string {
  const [y, m, d] = start.split('-').map(Number) as [number, number, number];
  const months = period === 'monthly' ? 1 : 12;
  const index = y * 12 + (m - 1) + months;
  const ny = Math.floor(index / 12);
  const nm = (index % 12) + 1;
  const last = new Date(Date.UTC(ny, nm, 0)).getUTCDate();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${ny}-${pad(nm)}-${pad(Math.min(d, last))}`;
}
