import type { Meta, StoryObj } from '@storybook/react-vite';
import { configureApi, getSessionStore } from '@venue/core';
import { ActivityBooking } from '@venue/elements/views';
import type { VenueCategoryWire } from '@venue/core/contract';
import { dayTimetable, RIVERSIDE_CATEGORIES, venueWire } from '../test/fixtures/activities.ts';
import { COURT_DAY, FIXTURE_DATE, LANE_DAY, lanePrices } from '../test/fixtures/bookingTypes.ts';
import { fixtureFetch, ok, type FixtureRoute } from '../test/fixtures/checkout.ts';
import {
  CANCELLED,
  CLASS_DATE,
  CLOSED,
  FULL_NO_WAITLIST,
  FULL_WAITLIST,
  WAITLISTED,
} from '../test/fixtures/classes.ts';
import { ALEX_MORGAN, applySession, GUEST, LOGGED_IN, type SessionFixture } from '../test/fixtures/session.ts';
import { themed, withThemeRoot } from './ui/kit.tsx';

// <activity-booking>'s shell in every state: categories, a group's sub-activities, a week, an empty day,
// loading and error, in each theme. The day's list is the booking-type view the registry maps `classes` to.

const TODAY = '2026-11-25';

const meta: Meta<typeof ActivityBooking> = {
  title: 'Elements/activity-booking',
  component: ActivityBooking,
  decorators: [withThemeRoot],
  args: { venue: 'riverside', today: TODAY },
};
export default meta;
type Story = StoryObj<typeof ActivityBooking>;

const CATEGORIES = 'GET /api/venue/riverside/categories';
const YOGA_V2 = 'GET /api/venue/riverside/activity/yoga/v2/timetable';

// The racquet sports group with badminton court hire (resources), beside the riverside groups.
const RACQUETS = '00000000-0000-4000-8000-000000000004';
const COURTS: VenueCategoryWire = {
  ...RIVERSIDE_CATEGORIES[0]!.children[0]!,
  id: '00000000-0000-4000-8000-000000000041',
  name: 'Badminton court hire',
  slug: 'badminton-court-hire',
  booking_type: 'resources',
  v2_type: 'resources',
  allocation_strategy: 'customer',
  parent_id: RACQUETS,
};
const WITH_COURTS: VenueCategoryWire[] = [
  ...RIVERSIDE_CATEGORIES,
  {
    ...RIVERSIDE_CATEGORIES[0]!,
    id: RACQUETS,
    name: 'Racquet sports',
    slug: 'racquet-sports',
    children: [COURTS],
  },
];
const SLOTS = 'GET /api/venue/riverside/activity/badminton-court-hire/v2/slots';
const TICKETS = 'GET /api/venue/riverside/activity-category/swimming/activity/lane-swimming/tickets';
const PRICE = 'POST /price/riverside/ticket/lane-swimming';

function scenario(routes: Record<string, FixtureRoute> = {}, session: SessionFixture = GUEST) {
  return () => {
    configureApi({
      apiBase: '',
      clientDomain: 'riverside-leisure',
      retryDelay: 0,
      reload: () => {},
      fetch: fixtureFetch({
        [CATEGORIES]: ok(RIVERSIDE_CATEGORIES),
        'GET /api/venues/riverside': ok(venueWire('2026-01-01')),
        'GET /api/activities/cart': ok(session.cart),
        [YOGA_V2]: (url) => ok(dayTimetable(url.searchParams.get('date') ?? TODAY, 8)),
        ...routes,
      }),
    });
    applySession(getSessionStore(), session);
  };
}

/** The venue's root groups (Book an activity). */
export const Categories: Story = { beforeEach: scenario() };
export const CategoriesHilltop: Story = { ...Categories, ...themed('hilltop') };
export const CategoriesHostile: Story = { ...Categories, ...themed('hostile') };
/** A group's sub-activities (Choose a sub activity). */
export const SubActivities: Story = { beforeEach: scenario(), args: { activity: 'fitness-classes' } };
/** Yoga's week, Monday first, today marked, the chosen day's classes. */
export const Week: Story = { beforeEach: scenario(), args: { activity: 'yoga', date: '2026-11-26' } };
export const WeekHilltop: Story = { ...Week, ...themed('hilltop') };
export const WeekHostile: Story = { ...Week, ...themed('hostile') };
/** A week with nothing on the chosen day. */
export const EmptyWeek: Story = { beforeEach: scenario({ [YOGA_V2]: ok([]) }), args: { activity: 'yoga' } };
/** The categories still on their way. */
export const Loading: Story = { beforeEach: scenario({ [CATEGORIES]: { hang: true } }) };
export const LoadingHilltop: Story = { ...Loading, ...themed('hilltop') };
/** The categories could not be read: the generic message and Try again. */
export const LoadError: Story = { beforeEach: scenario({ [CATEGORIES]: { status: 500, body: {} } }) };
export const LoadErrorHostile: Story = { ...LoadError, ...themed('hostile') };
/** The day's timetable could not be read (the view's own error). */
export const DayError: Story = {
  beforeEach: scenario({ [YOGA_V2]: { status: 500, body: {} } }),
  args: { activity: 'yoga' },
};

/** A full day: a class with a waitlist to join, one without, and one cancelled (logged in). */
export const WeekFull: Story = {
  beforeEach: scenario({ [YOGA_V2]: ok([CLOSED, FULL_NO_WAITLIST, FULL_WAITLIST, CANCELLED]) }, LOGGED_IN),
  args: { activity: 'yoga', date: CLASS_DATE },
};
/** On a class's waitlist, with the customer's place in the queue. */
export const WeekWaitlisted: Story = {
  beforeEach: scenario({ [YOGA_V2]: ok([WAITLISTED]) }, LOGGED_IN),
  args: { activity: 'yoga', date: CLASS_DATE },
};
/** Resource hire through the shell: badminton courts by court and time (customer allocation). */
export const Courts: Story = {
  beforeEach: scenario({ [CATEGORIES]: ok(WITH_COURTS), [SLOTS]: ok(COURT_DAY) }, LOGGED_IN),
  args: { activity: 'badminton-court-hire', date: FIXTURE_DATE },
};
/** A ticketed activity through the shell: lane swimming's sessions and ticket types. */
export const LaneSwimming: Story = {
  beforeEach: scenario(
    {
      [TICKETS]: ok(LANE_DAY),
      [PRICE]: (_url, body) =>
        ok(
          lanePrices(
            ALEX_MORGAN.id,
            ALEX_MORGAN.reference!,
            String((body as { occurrence_id?: string } | null)?.occurrence_id ?? 'oc-lane-0700'),
            false,
          ),
        ),
    },
    LOGGED_IN,
  ),
  args: { activity: 'lane-swimming', date: FIXTURE_DATE },
};

// Every state in each of the other themes (the default theme is above).
export const SubActivitiesHilltop: Story = { ...SubActivities, ...themed('hilltop') };
export const SubActivitiesHostile: Story = { ...SubActivities, ...themed('hostile') };
export const EmptyWeekHilltop: Story = { ...EmptyWeek, ...themed('hilltop') };
export const EmptyWeekHostile: Story = { ...EmptyWeek, ...themed('hostile') };
export const LoadingHostile: Story = { ...Loading, ...themed('hostile') };
export const LoadErrorHilltop: Story = { ...LoadError, ...themed('hilltop') };
export const DayErrorHilltop: Story = { ...DayError, ...themed('hilltop') };
export const DayErrorHostile: Story = { ...DayError, ...themed('hostile') };
export const WeekFullHilltop: Story = { ...WeekFull, ...themed('hilltop') };
export const WeekFullHostile: Story = { ...WeekFull, ...themed('hostile') };
export const WeekWaitlistedHilltop: Story = { ...WeekWaitlisted, ...themed('hilltop') };
export const WeekWaitlistedHostile: Story = { ...WeekWaitlisted, ...themed('hostile') };
export const CourtsHilltop: Story = { ...Courts, ...themed('hilltop') };
export const CourtsHostile: Story = { ...Courts, ...themed('hostile') };
export const LaneSwimmingHilltop: Story = { ...LaneSwimming, ...themed('hilltop') };
export const LaneSwimmingHostile: Story = { ...LaneSwimming, ...themed('hostile') };
