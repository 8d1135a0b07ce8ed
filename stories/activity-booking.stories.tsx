import type { Meta, StoryObj } from '@storybook/react-vite';
import { configureApi, getSessionStore } from '@venue/core';
import { ActivityBooking } from '@venue/elements/views';
import { dayTimetable, RIVERSIDE_CATEGORIES, venueWire } from '../test/fixtures/activities.ts';
import { fixtureFetch, ok, type FixtureRoute } from '../test/fixtures/checkout.ts';
import { applySession, GUEST } from '../test/fixtures/session.ts';
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

function scenario(routes: Record<string, FixtureRoute> = {}) {
  return () => {
    configureApi({
      apiBase: '',
      clientDomain: 'riverside-leisure',
      retryDelay: 0,
      reload: () => {},
      fetch: fixtureFetch({
        [CATEGORIES]: ok(RIVERSIDE_CATEGORIES),
        'GET /api/venues/riverside': ok(venueWire('2026-01-01')),
        'GET /api/activities/cart': ok(GUEST.cart),
        [YOGA_V2]: (url) => ok(dayTimetable(url.searchParams.get('date') ?? TODAY, 8)),
        ...routes,
      }),
    });
    applySession(getSessionStore(), GUEST);
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
