import type { VenueCategory } from '@venue/core';
import { MEMBERSHIP_CHOICE, type Choice } from './ChoiceTiles.tsx';

/** Booking types the activity booking element books in place; courses and camps have screens of their own. */
const ACTIVITY_TYPES = new Set(['classes', 'ticketed', 'resources']);

function bookingTypes(category: VenueCategory): string[] {
  const own = category.bookingType ? [category.bookingType] : [];
  return [...own, ...category.children.flatMap(bookingTypes)];
}

/** "A", "A and B", "A, B and C": the venue's activity groups as the person will meet them. */
function listed(names: string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

const activityChoice = (venue: string, detail: string): Choice => ({
  href: `/location/${venue}`,
  title: 'Book an activity',
  detail,
});
const courseChoice = (venue: string): Choice => ({
  href: `/courses/location/${venue}`,
  title: 'Book a course',
  detail: 'Lessons that run week by week',
});
const campChoice = (venue: string): Choice => ({
  href: `/camps/location/${venue}`,
  title: 'Book a camp',
  detail: 'Holiday camps for children',
});

/**
 * The ways on from a venue's landing page or a kiosk's home, from what the venue really has: a tile leading
 * to an empty list ("There are no camps to book here at the moment.") would be a dead end on a kiosk, where
 * the bar is the only way back. The activity tile names the venue's own groups (Harbour Pool: "Swimming").
 * Memberships are the client's, so every venue offers them.
 */
export function venueChoices(venueSlug: string, categories: VenueCategory[]): Choice[] {
  const activityGroups = categories.filter((c) => bookingTypes(c).some((type) => ACTIVITY_TYPES.has(type)));
  const types = new Set(categories.flatMap(bookingTypes));
  return [
    ...(activityGroups.length > 0 ? [activityChoice(venueSlug, listed(activityGroups.map((c) => c.name)))] : []),
    ...(types.has('courses') ? [courseChoice(venueSlug)] : []),
    ...(types.has('camps') ? [campChoice(venueSlug)] : []),
    MEMBERSHIP_CHOICE,
  ];
}

/** When the categories cannot be read, every kind of booking is offered: each list says when it is empty. */
export function everyChoice(venueSlug: string): Choice[] {
  return [
    activityChoice(venueSlug, 'Classes, swimming and court hire'),
    courseChoice(venueSlug),
    campChoice(venueSlug),
    MEMBERSHIP_CHOICE,
  ];
}
