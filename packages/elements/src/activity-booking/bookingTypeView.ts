import type { Category, TimetableVersion } from '@venue/core';

/**
 * What the `<activity-booking>` shell hands the view of one booking type (classes, resource hire, ticketed
 * sessions). The shell owns the categories, the week (Monday start), the date strip, the URL and the reload
 * triggers; each booking type's view owns what is bookable on the chosen day and the way into the basket.
 * Written down first so the shell and the booking-type views can be built side by side.
 */
export interface BookingTypeViewProps {
  /** Venue slug, e.g. `riverside`. */
  venue: string;
  /** The sub-activity being booked; `activity.bookingType` chose this view. */
  activity: Category;
  /** Monday of the week on show, YYYY-MM-DD. */
  weekStart: string;
  /** The day chosen on the date strip (inside that week), YYYY-MM-DD. */
  date: string;
  /** v1 or v2 endpoints for `date` (timetableVersion of the venue's activities_v2_migration_date). */
  version: TimetableVersion;
  /**
   * Changes whenever the timetable must be read again: login, logout, basket change, waitlist change (TT-001).
   * Views put it in their effect dependencies.
   */
  reloadKey: number;
  /** Where "View basket" / "Checkout now" go after an add (the element's attributes, defaulted by the shell). */
  basketUrl: string;
  checkoutUrl: string;
}
