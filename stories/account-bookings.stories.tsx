import type { Meta, StoryObj } from '@storybook/react-vite';
import { configureApi, getSessionStore } from '@venue/core';
import { AccountBookings, AccountPayments } from '@venue/elements/views';
import {
  ACCOUNT_NOW,
  FEED_CREATED,
  FEED_INACTIVE,
  ORDERS,
  PAST_BOOKINGS,
  UPCOMING_BOOKINGS,
  WAITLIST_ENTRIES,
  paged,
  wireOrder,
} from '../test/fixtures/accountBookings.ts';
import { fixtureFetch, ok, type FixtureRoute } from '../test/fixtures/checkout.ts';
import { applySession, LOGGED_IN } from '../test/fixtures/session.ts';
import { themed, waitFor, withThemeRoot } from './ui/kit.tsx';

// The account area's Bookings and Payments screens (issue 10), as `<venue-account>` renders them under its
// h1, from the fixtures the unit tests use. The clock is pinned to the fixtures' day.

type BookingsArgs = Parameters<typeof AccountBookings>[0];

const meta: Meta<BookingsArgs> = {
  title: 'Elements/venue-account/Bookings and payments',
  component: AccountBookings,
  decorators: [withThemeRoot],
  args: { subPath: 'upcoming', bookingUrl: '/', navigate: () => {}, now: () => ACCOUNT_NOW },
};
export default meta;
type Story = StoryObj<BookingsArgs>;

const BOOKINGS_ROUTES: Record<string, FixtureRoute> = {
  'GET /api/v1/activities/bookings': (url) =>
    url.searchParams.get('starts_after') ? paged(UPCOMING_BOOKINGS) : paged([...UPCOMING_BOOKINGS, ...PAST_BOOKINGS]),
  'GET /api/waitlist': ok(WAITLIST_ENTRIES),
  'GET /api/calendar-feed': ok(FEED_INACTIVE),
  'POST /api/calendar-feed': ok(FEED_CREATED),
  'GET /api/v1/orders': paged(ORDERS),
  'GET /api/v1/orders/9001': ok(wireOrder()),
};

function scenario(routes: Record<string, FixtureRoute> = {}) {
  return () => {
    configureApi({
      apiBase: '',
      clientDomain: 'riverside-leisure',
      retryDelay: 0,
      reload: () => {},
      fetch: fixtureFetch({ ...BOOKINGS_ROUTES, ...routes }),
    });
    const store = getSessionStore();
    applySession(store, LOGGED_IN);
    store.getState().system.setClient({ id: 1, name: 'Riverside Leisure Trust', currency: 'GBP' } as never);
  };
}

/** Upcoming: one cancellable (cut-off and credit messages), one past its cut-off (the reason), one for Sam. */
export const Upcoming: Story = { beforeEach: scenario() };
export const UpcomingHilltop: Story = { ...Upcoming, ...themed('hilltop') };
export const UpcomingNarrow: Story = { ...Upcoming, parameters: { viewport: { defaultViewport: 'mobile1' } } };
/** `/bookings`: every booking, past (attended) and cancelled ones too. */
export const AllWithPast: Story = { args: { subPath: '' }, beforeEach: scenario() };
/** Loading: the lists' busy lines. */
export const Loading: Story = {
  beforeEach: scenario({
    'GET /api/v1/activities/bookings': { hang: true },
    'GET /api/waitlist': { hang: true },
    'GET /api/calendar-feed': { hang: true },
  }),
};
/** No bookings, no waitlists. */
export const Empty: Story = {
  beforeEach: scenario({ 'GET /api/v1/activities/bookings': paged([]), 'GET /api/waitlist': ok([]) }),
};
/** The list failed to load: the message and Try again. */
export const LoadError: Story = {
  beforeEach: scenario({ 'GET /api/v1/activities/bookings': { status: 500, body: {} } }),
};
/** The cancel confirmation dialog, opened on the cancellable booking. */
export const CancelDialog: Story = {
  beforeEach: scenario(),
  play: async ({ canvasElement }) => {
    (
      await waitFor(() =>
        canvasElement.querySelector<HTMLButtonElement>('button[aria-label^="Cancel booking: Yoga Flow"]'),
      )
    ).click();
  },
};
/** The calendar feed just created: its webcal address with Copy, Open and Revoke. */
export const CalendarFeedCreated: Story = {
  beforeEach: scenario(),
  play: async ({ canvasElement }) => {
    const create = await waitFor(() =>
      [...canvasElement.querySelectorAll('button')].find((b) => b.textContent === 'Create calendar feed'),
    );
    create.click();
  },
};

/** Payments: the paged order history. */
export const Payments: Story = {
  render: (args) => <AccountPayments subPath="" bookingUrl={args.bookingUrl} navigate={args.navigate} />,
  beforeEach: scenario(),
};
export const PaymentsEmpty: Story = { ...Payments, beforeEach: scenario({ 'GET /api/v1/orders': paged([]) }) };
export const PaymentsError: Story = {
  ...Payments,
  beforeEach: scenario({ 'GET /api/v1/orders': { status: 500, body: {} } }),
};
/** `/payments/9001`: the printable receipt. */
export const Receipt: Story = {
  render: (args) => <AccountPayments subPath="9001" bookingUrl={args.bookingUrl} navigate={args.navigate} />,
  beforeEach: scenario(),
};
export const ReceiptNotFound: Story = {
  render: (args) => <AccountPayments subPath="424242" bookingUrl={args.bookingUrl} navigate={args.navigate} />,
  beforeEach: scenario(),
};
