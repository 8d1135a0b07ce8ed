// Client views of the contract's wire shapes: the same fields, camelCased as the API client delivers
// them. Type-only imports: the zod schemas stay on the server side of the bundle.
import type { CamelCaseKeys } from 'camelcase-keys';
import type { BookingWire, CancellationWire } from '../contract/bookings.ts';
import type { CategoryWire, VenueCategoryWire } from '../contract/categories.ts';
import type { OrderWire } from '../contract/checkout.ts';
import type { CourseScheduleWire, RestrictionWire } from '../contract/courses.ts';
import type { ClashWire, OccurrenceWire } from '../contract/occurrences.ts';
import type { ActivityClassWire } from '../contract/timetables.ts';
import type { WaitlistEntryWire } from '../contract/waitlists.ts';

/** A wire shape after the API client's deep camelCasing. */
export type Camelized<T> = T extends readonly unknown[]
  ? CamelCaseKeys<T, true>
  : T extends Record<string, unknown>
    ? CamelCaseKeys<T, true>
    : T;

export type Booking = Camelized<BookingWire>;
export type Cancellation = Camelized<CancellationWire>;
export type Category = Camelized<CategoryWire>;
/** A category of a venue's booking tree, sub-activities in `children` (TT-010, TT-011, TT-015). */
export type VenueCategory = Camelized<VenueCategoryWire>;
export type Occurrence = Camelized<OccurrenceWire>;
export type Clash = Camelized<ClashWire>;
export type ActivityClass = Camelized<ActivityClassWire>;
export type WaitlistEntry = Camelized<WaitlistEntryWire>;

/** A completed order with its lines and how it was paid (contracts §3 Order). */
export type Order = Camelized<OrderWire>;

/** A course or camp schedule (contracts §3 "Course schedule"). */
export type Course = Camelized<CourseScheduleWire>;
export type CourseSession = Course['occurrences'][number];
export type CourseBookableActionName = Course['bookableAction']['action'];
/** A session's waiver or induction as the course lists it (no related category). */
export type SessionRestriction = NonNullable<CourseSession['restrictions']['prePurchaseWaiver']>;
export type CustomQuestionSection = Course['customQuestionSections'][number];
export type CustomQuestion = CustomQuestionSection['questions'][number];
/** A waiver or induction with its terms (HTML), from GET /api/v1/activities/restrictions/{id}. */
export type Restriction = Camelized<RestrictionWire>;
