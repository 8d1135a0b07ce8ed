import type { Meta, StoryObj } from '@storybook/react-vite';
import { configureApi, getSessionStore } from '@venue/core';
import { CourseBooking } from '@venue/elements/views';
import { ONE_ITEM_BASKET } from '../test/fixtures/cart.ts';
import { fixtureFetch, ok, type FixtureRoute } from '../test/fixtures/checkout.ts';
import {
  ADULT_TENNIS,
  ALL_QUESTION_TYPES,
  COURSE_LIST,
  JUNIOR_GYMNASTICS,
  PILATES_FULL,
  SWIMMING_LESSONS,
  SWIMMING_WAIVER,
} from '../test/fixtures/courses.ts';
import { ALEX_MORGAN, applySession, GUEST, LOGGED_IN, type SessionFixture } from '../test/fixtures/session.ts';
import { themed, waitFor, withThemeRoot } from './ui/kit.tsx';

// <course-booking>'s view in every state, from the fixtures the unit tests use.

const meta: Meta<typeof CourseBooking> = {
  title: 'Elements/course-booking',
  component: CourseBooking,
  decorators: [withThemeRoot],
  args: { venue: 'riverside' },
};
export default meta;
type Story = StoryObj<typeof CourseBooking>;

const COURSES = '/api/v1/activities/courses';

function scenario(fixture: SessionFixture, routes: Record<string, FixtureRoute> = {}) {
  return () => {
    configureApi({
      apiBase: '',
      clientDomain: 'riverside-leisure',
      retryDelay: 0,
      reload: () => {},
      fetch: fixtureFetch({
        [`GET ${COURSES}`]: ok(COURSE_LIST),
        [`GET ${COURSES}/swimming-lessons-stage-1`]: ok(SWIMMING_LESSONS),
        [`GET ${COURSES}/adult-tennis-beginners`]: ok(ADULT_TENNIS),
        [`GET ${COURSES}/junior-gymnastics`]: ok(JUNIOR_GYMNASTICS),
        [`GET ${COURSES}/pilates-foundations`]: ok(PILATES_FULL),
        [`GET ${COURSES}/all-questions`]: ok({
          ...ADULT_TENNIS,
          name: 'Every question type',
          customQuestionSections: ALL_QUESTION_TYPES,
        }),
        [`GET /api/v1/activities/restrictions/${SWIMMING_WAIVER.id}`]: ok(SWIMMING_WAIVER),
        'GET /api/activities/cart': ok(fixture.cart),
        'POST /api/v1/users/1/carts/activity-booking/items': ok(ONE_ITEM_BASKET),
        ...routes,
      }),
    });
    applySession(getSessionStore(), fixture);
  };
}

const shadow = (canvas: HTMLElement) => canvas.querySelector('[data-story-shadow-host]')?.shadowRoot ?? null;

/** The courses of Riverside. */
export const List: Story = { beforeEach: scenario(LOGGED_IN) };
export const ListHilltop: Story = { ...List, ...themed('hilltop') };
export const ListLoading: Story = { beforeEach: scenario(LOGGED_IN, { [`GET ${COURSES}`]: { hang: true } }) };
export const ListEmpty: Story = { beforeEach: scenario(LOGGED_IN, { [`GET ${COURSES}`]: ok([]) }) };
export const ListError: Story = { beforeEach: scenario(LOGGED_IN, { [`GET ${COURSES}`]: { status: 500, body: {} } }) };
/** Swimming lessons: waiver, required questions, Review Selection; Book waits for the waiver. */
export const WaiverAndQuestions: Story = {
  beforeEach: scenario(LOGGED_IN),
  args: { course: 'swimming-lessons-stage-1' },
};
export const WaiverAndQuestionsHilltop: Story = { ...WaiverAndQuestions, ...themed('hilltop') };
/** Pressing Book with the questions blank: 'Please complete all required questions'. */
export const QuestionsIncomplete: Story = {
  ...WaiverAndQuestions,
  play: async ({ canvasElement }) => {
    const agree = await waitFor(
      () => [...(shadow(canvasElement)?.querySelectorAll<HTMLInputElement>('input[type="checkbox"]') ?? [])][0],
    );
    agree.click();
    (
      await waitFor(() =>
        [...(shadow(canvasElement)?.querySelectorAll<HTMLButtonElement>('button') ?? [])].find(
          (b) => b.textContent === 'Book now' && !b.getAttribute('aria-disabled'),
        ),
      )
    ).click();
  },
};
/** A 422 for one answer is shown on that question. */
export const AnswerRejected: Story = {
  beforeEach: scenario(LOGGED_IN, {
    'POST /api/v1/users/1/carts/activity-booking/items': {
      status: 422,
      body: {
        message: 'The given data was invalid.',
        errors: { 'data.items.0.custom_question_answers.21': ['Nickname must be at least 3 characters.'] },
      },
    },
  }),
  args: { course: 'all-questions' },
};
/** Every question type (contracts §9). */
export const AllQuestionTypes: Story = { beforeEach: scenario(LOGGED_IN), args: { course: 'all-questions' } };
/** Started, bookable at the pro-rata price. */
export const ProRata: Story = { beforeEach: scenario(LOGGED_IN), args: { course: 'adult-tennis-beginners' } };
/** Booked: the success panel. */
export const Booked: Story = {
  ...ProRata,
  play: async ({ canvasElement }) => {
    (
      await waitFor(() =>
        [...(shadow(canvasElement)?.querySelectorAll<HTMLButtonElement>('button') ?? [])].find(
          (b) => b.textContent === 'Book now',
        ),
      )
    ).click();
  },
};
/** Started and not bookable: the message and a disabled Book with its tooltip. */
export const NotBookable: Story = { beforeEach: scenario(LOGGED_IN), args: { course: 'junior-gymnastics' } };
export const NotBookableHilltop: Story = { ...NotBookable, ...themed('hilltop') };
/** Already booked: the tooltip says so. */
export const AlreadyBooked: Story = {
  beforeEach: scenario(LOGGED_IN, {
    [`GET ${COURSES}/adult-tennis-beginners`]: ok({
      ...ADULT_TENNIS,
      bookableAction: { action: 'cancel_booking', message: 'You have already booked this.' },
    }),
  }),
  args: { course: 'adult-tennis-beginners' },
};
/** Reserved in the basket: the tooltip says so. */
export const Reserved: Story = {
  beforeEach: scenario(LOGGED_IN, {
    [`GET ${COURSES}/adult-tennis-beginners`]: ok({
      ...ADULT_TENNIS,
      bookableAction: { action: 'cancel_reservation', message: 'This is reserved in your basket.' },
    }),
  }),
  args: { course: 'adult-tennis-beginners' },
};
/** Fully booked, waitlist open: the server's message. */
export const FullyBooked: Story = { beforeEach: scenario(LOGGED_IN), args: { course: 'pilates-foundations' } };
/** A guest: Log in to book (opens the login modal). */
export const LoggedOut: Story = { beforeEach: scenario(GUEST), args: { course: 'swimming-lessons-stage-1' } };
/** Front of house: staff choose the customer before booking. */
export const FrontOfHouse: Story = {
  beforeEach: scenario({
    ...LOGGED_IN,
    user: { ...ALEX_MORGAN, id: 99, firstName: 'Sam', lastName: 'Staff', role: 'staff' },
  }),
  args: { course: 'swimming-lessons-stage-1' },
};
export const DetailLoading: Story = {
  beforeEach: scenario(LOGGED_IN, { [`GET ${COURSES}/swimming-lessons-stage-1`]: { hang: true } }),
  args: { course: 'swimming-lessons-stage-1' },
};
export const DetailNotFound: Story = { beforeEach: scenario(LOGGED_IN), args: { course: 'no-such-course' } };
