import { endpoints, type VenueCategory } from '@venue/core';
import { earlyReads } from '../internal/earlyReads.ts';
import { findCategory, isShellBookingType, versionFor } from './activityRoute.ts';
import { startTimetable } from './classes/earlyTimetable.ts';
import { DAY_VIEW_CODE } from './dayViewCode.ts';

// The element's attributes name the venue (and usually the activity and day) before its view's code has
// loaded: the venue's categories and details are asked for when the element is put on the page
// (define.ts), and once they are in, the chosen classes day's timetable and the day view's code
// (startWantedDay), so none of these waits for the shell's chunk to load and render. The shell takes the
// answers instead of asking again (internal/earlyReads.ts), and its own startWantedDay on them finds that
// day's request under way.

export const EARLY_VENUE_MS = 2000;

/** The category and day the element is to show: `date` already chosen (chosenDate). */
export interface WantedDay {
  activity: string | undefined;
  date: string;
}

/** The venue's category tree and its details, read together. */
const readVenueData = (venue: string) => Promise.all([endpoints.listVenueCategories(venue), endpoints.getVenue(venue)]);

export type VenueAnswers = Awaited<ReturnType<typeof readVenueData>>;

/** The bookable categories and the activities v2 migration date, or null when the categories failed. */
export function venueDataOf([categories, venueAnswer]: VenueAnswers): {
  categories: VenueCategory[];
  migrationDate: string | null;
} | null {
  if (!categories.ok) return null;
  const migration = venueAnswer.ok ? (venueAnswer.data.activitiesV2MigrationDate ?? null) : null;
  return {
    categories: categories.data.filter((c) => c.bookable !== false),
    migrationDate: typeof migration === 'string' ? migration : null,
  };
}

/**
 * What the venue's answers let start at once for the day to show: a classes day's timetable request
 * (earlyTimetable.ts, one request however often it is started) and the day view's code (dayViewCode.ts).
 */
export function startWantedDay(
  venue: string,
  data: { categories: VenueCategory[]; migrationDate: string | null },
  { activity, date }: WantedDay,
): void {
  const found = activity ? findCategory(data.categories, activity) : null;
  const type = found?.category.bookingType;
  if (found && type === 'classes')
    startTimetable({ venue, activity: found.category.slug, date, version: versionFor(date, data.migrationDate) });
  if (isShellBookingType(type)) DAY_VIEW_CODE[type]().catch(() => {});
}

// Keyed by venue: the day is what the reads start next, not a different read.
const venueReads = earlyReads(
  ({ venue, wanted }: { venue: string; wanted: WantedDay }) =>
    readVenueData(venue).then((answers) => {
      const data = venueDataOf(answers);
      if (data) startWantedDay(venue, data, wanted);
      return answers;
    }),
  ({ venue }) => venue,
  EARLY_VENUE_MS,
);

/** Starts the reads of the venue the element is about to show, and then those of the day it names. */
export const startVenueData = (venue: string, wanted: WantedDay): void => void venueReads.start({ venue, wanted });

/** The venue's categories and details: the element's early read of them when there is a fresh one. */
export const takeVenueData = (venue: string, wanted: WantedDay): Promise<VenueAnswers> =>
  venueReads.take({ venue, wanted });
