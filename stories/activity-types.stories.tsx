import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { configureApi, getSessionStore, type Category } from '@venue/core';
import { ResourcesView, TicketedView } from '@venue/elements/views';
import { COURT_AFTERNOON, COURT_DAY, FIXTURE_DATE, LANE_DAY, lanePrices } from '../test/fixtures/bookingTypes.ts';
import { fixtureFetch, ok, type FixtureRoute } from '../test/fixtures/checkout.ts';
import { ALEX_MORGAN, applySession, GUEST, LOGGED_IN, type SessionFixture } from '../test/fixtures/session.ts';
import { themed, waitFor, withThemeRoot } from './ui/kit.tsx';

// The booking-type views of <activity-booking> for resource hire (badminton courts) and ticketed sessions
// (lane swimming), in each state, from the fixtures the unit tests use.

const SLOTS = 'GET /api/venue/riverside/activity/badminton-court-hire/v2/slots';
const TICKETS = 'GET /api/venue/riverside/activity-category/swimming/activity/lane-swimming/tickets';
const PRICE = 'POST /price/riverside/ticket/lane-swimming';

const category = (slug: string, name: string, bookingType: string, extra: Record<string, unknown> = {}) =>
  ({
    id: `00000000-0000-4000-8000-${slug.length.toString().padStart(12, '0')}`,
    name,
    slug,
    bookingType,
    children: [],
    parent: null,
    inUse: null,
    createdAt: null,
    ...extra,
  }) as unknown as Category;

const BADMINTON = category('badminton-court-hire', 'Badminton court hire', 'resources', {
  allocationStrategy: 'customer',
});
const BADMINTON_SYSTEM = category('badminton-court-hire', 'Badminton court hire', 'resources', {
  allocationStrategy: null,
});
const LANE = category('lane-swimming', 'Lane swimming', 'ticketed', {
  parent: { id: 'swimming', name: 'Swimming', slug: 'swimming', bookingType: null },
});

type BookingTypeViewProps = ComponentProps<typeof ResourcesView>;

const base: Omit<BookingTypeViewProps, 'activity'> = {
  venue: 'riverside',
  weekStart: '2026-11-30',
  date: FIXTURE_DATE,
  version: 'v2',
  reloadKey: 0,
  basketUrl: '/basket',
  checkoutUrl: '/basket/checkout',
};

function scenario(fixture: SessionFixture, routes: Record<string, FixtureRoute>) {
  return () => {
    configureApi({
      apiBase: '',
      clientDomain: 'riverside-leisure',
      retryDelay: 0,
      reload: () => {},
      fetch: fixtureFetch({ 'GET /api/activities/cart': ok(fixture.cart), ...routes }),
    });
    applySession(getSessionStore(), fixture);
  };
}

const meta: Meta<typeof ResourcesView> = {
  title: 'Elements/activity-booking/booking types',
  component: ResourcesView,
  decorators: [withThemeRoot],
};
export default meta;
type Story = StoryObj<typeof ResourcesView>;

/** Courts by court and time: free courts to choose, taken ones crossed out (allocation by the customer). */
export const ResourcesDay: Story = {
  beforeEach: scenario(LOGGED_IN, { [SLOTS]: ok(COURT_DAY) }),
  args: { ...base, activity: BADMINTON },
};
export const ResourcesDayHilltop: Story = { ...ResourcesDay, ...themed('hilltop') };

/** Today after lunch: the morning's started times said once, as one run, above the open ones. */
export const ResourcesAfternoon: Story = {
  ...ResourcesDay,
  beforeEach: scenario(LOGGED_IN, { [SLOTS]: ok(COURT_AFTERNOON) }),
};
/** A court chosen: the panel shows the court, time and price. */
export const ResourcesCourtChosen: Story = {
  ...ResourcesDay,
  play: async ({ canvasElement }) => {
    const court = await waitFor(() =>
      canvasElement.querySelector<HTMLButtonElement>('[aria-label="Court 4, 18:00 to 19:00, free"]'),
    );
    court.click();
  },
};
/** Allocation by the system: the customer picks a time, a free court is allocated on booking. */
export const ResourcesSystemAllocation: Story = {
  beforeEach: scenario(LOGGED_IN, { [SLOTS]: ok(COURT_DAY) }),
  args: { ...base, activity: BADMINTON_SYSTEM },
};
export const ResourcesGuest: Story = {
  beforeEach: scenario(GUEST, { [SLOTS]: ok(COURT_DAY) }),
  args: ResourcesDay.args,
};
export const ResourcesLoading: Story = {
  beforeEach: scenario(LOGGED_IN, { [SLOTS]: { hang: true } }),
  args: ResourcesDay.args,
};
export const ResourcesEmptyDay: Story = {
  beforeEach: scenario(LOGGED_IN, { [SLOTS]: ok([]) }),
  args: ResourcesDay.args,
};
export const ResourcesError: Story = {
  beforeEach: scenario(LOGGED_IN, { [SLOTS]: { status: 500, body: { message: 'Server error' } } }),
  args: ResourcesDay.args,
};

const ticketRoutes = (member: boolean): Record<string, FixtureRoute> => ({
  [TICKETS]: ok(LANE_DAY),
  [PRICE]: (_url, body) =>
    ok(
      lanePrices(
        ALEX_MORGAN.id,
        ALEX_MORGAN.reference!,
        String((body as { occurrence_id?: string } | null)?.occurrence_id ?? 'oc-lane-0700'),
        member,
      ),
    ),
});

const chooseSession = async (canvas: HTMLElement, adults: number, juniors: number) => {
  const session = await waitFor(() => canvas.querySelector<HTMLButtonElement>('[data-session="07:00"]'));
  session.click();
  const addAdult = await waitFor(() => canvas.querySelector<HTMLButtonElement>('[aria-label="Add one Adult ticket"]'));
  for (let i = 0; i < adults; i++) {
    addAdult.click();
    await new Promise((r) => setTimeout(r, 20));
  }
  const addJunior = canvas.querySelector<HTMLButtonElement>('[aria-label="Add one Junior ticket"]')!;
  for (let i = 0; i < juniors; i++) {
    addJunior.click();
    await new Promise((r) => setTimeout(r, 20));
  }
};

/** The sessions of a day (the evening one full). */
export const TicketedSessions: StoryObj<typeof TicketedView> = {
  render: (args) => <TicketedView {...args} />,
  beforeEach: scenario(LOGGED_IN, ticketRoutes(false)),
  args: { ...base, activity: LANE },
};
/** Two Adult and one Junior at full prices: £11.50. */
export const TicketedQuantities: StoryObj<typeof TicketedView> = {
  ...TicketedSessions,
  play: ({ canvasElement }) => chooseSession(canvasElement, 2, 1),
};
/** A member's prices from the price call: the discount per customer, the full price struck through. */
export const TicketedMemberDiscount: StoryObj<typeof TicketedView> = {
  ...TicketedSessions,
  beforeEach: scenario(LOGGED_IN, ticketRoutes(true)),
  play: ({ canvasElement }) => chooseSession(canvasElement, 2, 1),
};
export const TicketedMemberDiscountHilltop: StoryObj<typeof TicketedView> = {
  ...TicketedMemberDiscount,
  ...themed('hilltop'),
};
export const TicketedEmptyDay: StoryObj<typeof TicketedView> = {
  ...TicketedSessions,
  beforeEach: scenario(LOGGED_IN, { [TICKETS]: ok([]) }),
};
export const TicketedError: StoryObj<typeof TicketedView> = {
  ...TicketedSessions,
  beforeEach: scenario(LOGGED_IN, { [TICKETS]: { status: 500, body: { message: 'Server error' } } }),
};
