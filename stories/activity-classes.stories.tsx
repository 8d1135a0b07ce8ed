import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  cartSlice,
  configureApi,
  customersSlice,
  ensureSlices,
  getSessionStore,
  toCamel,
  type Category,
} from '@venue/core';
import { BlockBookingForm, BookingSteps, ClassesView } from '@venue/elements/views';
import { ONE_ITEM_BASKET } from '../test/fixtures/cart.ts';
import { fixtureFetch, ok, type FixtureRoute } from '../test/fixtures/checkout.ts';
import {
  BLOCK_FREE_CLASS,
  BLOCK_HOLDER_BOOKING,
  BLOCK_INFO,
  BLOCK_OCCURRENCES,
  BOOKABLE,
  BOOKED,
  CANCELLED,
  CLASS_DATE,
  CLOSED,
  CLUB_CUSTOMER,
  DAY_OF_CLASSES,
  FULL_NO_WAITLIST,
  FULL_WAITLIST,
  HOT_YOGA_WAIVER,
  RESERVED,
  SAM_LINK,
  WAITLISTED,
  WITH_WAIVER,
  YOGA_CATEGORY,
} from '../test/fixtures/classes.ts';
import { applySession, GUEST, LOGGED_IN, STAFF, type SessionFixture } from '../test/fixtures/session.ts';
import { themed, withThemeRoot } from './ui/kit.tsx';

// The classes booking type of <activity-booking> (issue 9): a day's classes in every state, and the
// booking steps (attendee, waiver), from the fixtures the unit tests use.

const TIMETABLE = '/api/venue/riverside/activity/yoga/v2/timetable';

function scenario(fixture: SessionFixture, routes: Record<string, FixtureRoute> = {}) {
  return () => {
    configureApi({
      apiBase: '',
      clientDomain: 'riverside-leisure',
      retryDelay: 0,
      reload: () => {},
      fetch: fixtureFetch({
        [`GET ${TIMETABLE}`]: ok(DAY_OF_CLASSES),
        'GET /api/v1/users/1/links': ok([SAM_LINK]),
        'GET /api/77/question-waivers/previous-attendees': ok([{ id: 1, name: 'Alex Morgan', waiver_signed: false }]),
        'GET /api/v1/activities/restrictions/77': ok(HOT_YOGA_WAIVER),
        'GET /api/activities/cart': ok(fixture.cart),
        'POST /api/activities/cart/add': ok(ONE_ITEM_BASKET),
        'POST /api/waitlist/add': { status: 201, body: { data: { id: 'w1', position: 3 }, checksum: 'x' } },
        ...routes,
      }),
    });
    applySession(getSessionStore(), fixture);
  };
}

const meta: Meta<typeof ClassesView> = {
  title: 'Elements/activity-booking/classes',
  component: ClassesView,
  decorators: [withThemeRoot],
  args: {
    venue: 'riverside',
    activity: YOGA_CATEGORY as unknown as Category,
    weekStart: '2026-11-23',
    date: CLASS_DATE,
    version: 'v2',
    reloadKey: 0,
    basketUrl: '/basket',
    checkoutUrl: '/basket/checkout',
  },
};
export default meta;
type Story = StoryObj<typeof ClassesView>;

const day = (...entries: unknown[]) => ({ [`GET ${TIMETABLE}`]: ok(entries) });

/** Every state on one day: closed, bookable, with a waiver, full, waitlist, booked, reserved. */
export const Day: Story = { beforeEach: scenario(LOGGED_IN) };
export const DayHilltop: Story = { ...Day, ...themed('hilltop') };
export const Loading: Story = { beforeEach: scenario(LOGGED_IN, { [`GET ${TIMETABLE}`]: { hang: true } }) };
export const EmptyDay: Story = { beforeEach: scenario(LOGGED_IN, day()) };
export const Bookable: Story = { beforeEach: scenario(GUEST, day(BOOKABLE)) };
/** Full: with a waitlist to join, and without one. */
export const Full: Story = { beforeEach: scenario(LOGGED_IN, day(FULL_WAITLIST, FULL_NO_WAITLIST)) };
/** On the waitlist, with the customer's place in the queue. */
export const Waitlisted: Story = { beforeEach: scenario(LOGGED_IN, day(WAITLISTED)) };
/** Not bookable, with the server's reason: closed online, cancelled. */
export const NotBookable: Story = { beforeEach: scenario(LOGGED_IN, day(CLOSED, CANCELLED)) };
export const BookedAndReserved: Story = { beforeEach: scenario(LOGGED_IN, day(BOOKED, RESERVED)) };
export const LoadError: Story = {
  beforeEach: scenario(LOGGED_IN, { [`GET ${TIMETABLE}`]: { status: 500, body: {} } }),
};

const purchasable = (wire: typeof BOOKABLE) => {
  const entry = toCamel(wire) as {
    id: string;
    name: string;
    price: never;
    restrictions: never[];
    customQuestionSections?: never[];
  };
  return {
    ...(entry.customQuestionSections
      ? { questions: { occurrenceId: entry.id, sections: entry.customQuestionSections } }
      : {}),
    key: entry.id,
    name: entry.name,
    summary: 'Tuesday 25 November, 09:30 to 10:30 · Studio · with Priya Shah',
    price: entry.price,
    restrictions: entry.restrictions,
  };
};

/** The booking steps on their own: the attendee choice (Alex or Sam). */
export const StepsAttendee: StoryObj<typeof BookingSteps> = {
  beforeEach: scenario(LOGGED_IN),
  render: () => (
    <BookingSteps
      purchasable={purchasable(BOOKABLE)}
      buildItems={(choice) => [{ id: BOOKABLE.id, type: 'activity', purchasedForUserId: choice.attendeeId }]}
      basketUrl="/basket"
      checkoutUrl="/basket/checkout"
      onClose={() => undefined}
    />
  ),
};
/** The waiver step: sanitised terms and the agreement checkbox; Add to basket waits for it. */
export const StepsWaiver: StoryObj<typeof BookingSteps> = {
  beforeEach: scenario(LOGGED_IN, { 'GET /api/v1/users/1/links': ok([]) }),
  render: () => (
    <BookingSteps
      purchasable={purchasable(WITH_WAIVER)}
      buildItems={(choice) => [{ id: WITH_WAIVER.id, type: 'activity', ...choice }]}
      basketUrl="/basket"
      checkoutUrl="/basket/checkout"
      onClose={() => undefined}
    />
  ),
};
/** A guest is asked to log in first. */
export const StepsGuest: StoryObj<typeof BookingSteps> = { ...StepsAttendee, beforeEach: scenario(GUEST) };

/** A class with a custom question (Riverside yoga's): answered before Add to basket. */
const WITH_QUESTION = {
  ...BOOKABLE,
  custom_question_sections: [
    {
      id: 3,
      title: 'About you',
      description: 'It helps the instructor plan the class.',
      position: 0,
      questions: [
        {
          id: 9,
          question: 'Is this your first yoga class with us?',
          type: 'select' as const,
          options: [
            { id: 1, value: 'Yes' },
            { id: 2, value: 'No' },
          ],
          required: false,
          position: 0,
        },
      ],
    },
  ],
};
export const StepsQuestion: StoryObj<typeof BookingSteps> = {
  beforeEach: scenario(LOGGED_IN, { 'GET /api/v1/users/1/links': ok([]) }),
  render: () => (
    <BookingSteps
      purchasable={purchasable(WITH_QUESTION)}
      buildItems={(choice) => [{ id: WITH_QUESTION.id, type: 'activity', ...choice }]}
      basketUrl="/basket"
      checkoutUrl="/basket/checkout"
      onClose={() => undefined}
    />
  ),
};
export const StepsQuestionHostile: StoryObj<typeof BookingSteps> = { ...StepsQuestion, ...themed('hostile') };

// Front of house (BOOK-025): staff see each class's block booking and make one for the customer they act for.
const STAFF_DAY = {
  ...day(BOOKABLE, BLOCK_FREE_CLASS),
  'GET /api/v1/activities/occurrences': ok(BLOCK_OCCURRENCES),
  'GET /api/v1/activities/bookings/9001': ok(BLOCK_HOLDER_BOOKING),
  'GET /api/v1/users': ok([
    { id: 42, first_name: 'Robin', last_name: 'Club', reference: 'RLT-000042', email: 'club@example.com' },
  ]),
};

/** Staff acting for a chosen customer (the club), as the "Booking for" picker leaves it. */
function staffActingFor(routes: Record<string, FixtureRoute>) {
  const setup = scenario(STAFF, routes);
  return () => {
    sessionStorage.removeItem('venue.acting-for.v1');
    setup();
    // The customers and cart slices are created on first use; the story fills them before the view runs.
    const store = ensureSlices(customersSlice, cartSlice);
    store.getState().customers.remember(CLUB_CUSTOMER);
    store.setState((s) => ({ cart: { ...s.cart, selectedUserId: CLUB_CUSTOMER.id } }));
  };
}

/** Staff with the club chosen: the 09:30 class's block booking (holder, places, status, payment) and its cancel;
 * the 11:00 class offers "Block book". */
export const StaffBlockBookings: Story = { beforeEach: staffActingFor(STAFF_DAY) };
/** A paid block booking: tender types and the payment reference. */
export const StaffBlockBookingPaid: Story = {
  beforeEach: staffActingFor({
    ...STAFF_DAY,
    'GET /api/v1/activities/occurrences': ok([
      {
        ...BLOCK_OCCURRENCES[0],
        block_booking_information: {
          ...BLOCK_INFO,
          booking_status: 'settled',
          is_paid: true,
          tender_types: ['card', 'general_credit'],
          payment_reference: '5d1c0f0e-8a4b-4c3e-9d7a-2f6b1e0c9a11',
        },
      },
      BLOCK_OCCURRENCES[1],
    ]),
  }),
};
/** Staff with the club chosen, who waits third for the evening class: the card tells staff about the customer. */
export const StaffCustomerWaitlisted: Story = {
  beforeEach: staffActingFor({
    ...STAFF_DAY,
    ...day(BOOKABLE, BLOCK_FREE_CLASS, {
      ...WAITLISTED,
      action_to_show: { status: 'leave_waitlist', message: 'This customer is on the waitlist for this activity.' },
      bookable_action: { action: 'leave_waitlist', message: 'This customer is on the waitlist for this activity.' },
    }),
  }),
};
/** Staff before choosing a customer: the picker, and no "Block book" until someone is chosen. */
export const StaffNoCustomer: Story = {
  beforeEach: () => {
    sessionStorage.removeItem('venue.acting-for.v1');
    scenario(STAFF, STAFF_DAY)();
  },
};
export const StaffBlockBookingsHilltop: Story = { ...StaffBlockBookings, ...themed('hilltop') };
/** The block booking form; Book places answers the server's refusal (more than are left) at the places field. */
export const StaffBlockBookingForm: StoryObj<typeof BlockBookingForm> = {
  beforeEach: staffActingFor({
    ...STAFF_DAY,
    [`POST /api/v1/activities/occurrences/${BLOCK_FREE_CLASS.id}/bookings`]: {
      status: 422,
      body: { message: 'data.places: Only 7 places are left.', errors: { 'data.places': ['Only 7 places are left.'] } },
    },
  }),
  render: () => (
    <BlockBookingForm
      entry={toCamel(BLOCK_FREE_CLASS) as never}
      date={CLASS_DATE}
      userId={CLUB_CUSTOMER.id}
      onClose={() => undefined}
      onBooked={() => undefined}
    />
  ),
};
