import { endpoints } from '@venue/core';

/** What a list's address names that does not exist: its venue, or its activity at that venue. */
export type MissingPlace = 'venue' | 'activity' | null;

const isNotFound = (answer: { ok: boolean; error?: { status: number } }) => !answer.ok && answer.error?.status === 404;

/**
 * Why a course or camp list came back empty: the list's filters answer an empty list as readily for an
 * address naming no venue or activity (mistyped, old) as for a venue with nothing on, and only the first
 * should say the item was not found. Asked only of an empty list, so a list with courses costs nothing more;
 * no answer (offline) counts as found, leaving the plain empty state.
 */
export async function missingPlace(venue: string | undefined, activity: string | undefined): Promise<MissingPlace> {
  if (!venue) return null;
  const [place, category] = await Promise.all([
    endpoints.getVenue(venue),
    activity ? endpoints.getVenueCategory(venue, activity) : null,
  ]).catch(() => []);
  if (place && isNotFound(place)) return 'venue';
  return category && isNotFound(category) ? 'activity' : null;
}
