import { endpoints } from '@venue/core';
import { earlyReads } from '../internal/earlyReads.ts';

// The element's attributes name the venue before its view's code has loaded: the venue's categories and
// details (what the view reads first, and what the day's timetable request waits for) are asked for when
// the element is put on the page (define.ts), so they are under way while the view's chunk loads and
// renders, and the view takes them instead of asking again (internal/earlyReads.ts).

export const EARLY_VENUE_MS = 2000;

/** The venue's category tree and its details, read together. */
const readVenueData = (venue: string) => Promise.all([endpoints.listVenueCategories(venue), endpoints.getVenue(venue)]);

const venueReads = earlyReads(readVenueData, (venue: string) => venue, EARLY_VENUE_MS);

/** Starts the reads of the venue the element is about to show. */
export const startVenueData = (venue: string): void => void venueReads.start(venue);

/** The venue's categories and details: the element's early read of them when there is a fresh one. */
export const takeVenueData = (venue: string): ReturnType<typeof readVenueData> => venueReads.take(venue);
