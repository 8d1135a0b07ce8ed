import type { Meta, StoryObj } from '@storybook/react-vite';
import { configureApi, getSessionStore } from '@venue/core';
import { CampBooking } from '@venue/elements/views';
import { ONE_ITEM_BASKET } from '../test/fixtures/cart.ts';
import { fixtureFetch, ok, type FixtureRoute } from '../test/fixtures/checkout.ts';
import { HALF_TERM_CAMP, SUMMER_CAMP } from '../test/fixtures/courses.ts';
import { applySession, GUEST, LOGGED_IN, type SessionFixture } from '../test/fixtures/session.ts';
import { themed, withThemeRoot } from './ui/kit.tsx';

// <camp-booking>'s view in every state: the camp list, a camp bookable whole or by the day, one with a
// sold-out day, a guest, loading, empty and error.

const meta: Meta<typeof CampBooking> = {
  title: 'Elements/camp-booking',
  component: CampBooking,
  decorators: [withThemeRoot],
  args: { venue: 'riverside' },
};
export default meta;
type Story = StoryObj<typeof CampBooking>;

const CAMPS = '/api/v1/activities/camps';
const SAM = {
  id: 7,
  status: 'successful',
  referencedUser: { id: 2, name: 'Sam Morgan' },
  relationship: 'parent',
  createdAt: '2026-01-01 00:00:00',
  confirmedAt: '2026-01-01 00:00:00',
};

function scenario(fixture: SessionFixture, routes: Record<string, FixtureRoute> = {}) {
  return () => {
    configureApi({
      apiBase: '',
      clientDomain: 'riverside-leisure',
      retryDelay: 0,
      reload: () => {},
      fetch: fixtureFetch({
        [`GET ${CAMPS}`]: ok([SUMMER_CAMP, HALF_TERM_CAMP]),
        [`GET ${CAMPS}/summer-multi-sport-camp`]: ok(SUMMER_CAMP),
        [`GET ${CAMPS}/half-term-multi-sport-camp`]: ok(HALF_TERM_CAMP),
        'GET /api/v1/users/1/links': ok([SAM]),
        'GET /api/activities/cart': ok(fixture.cart),
        'POST /api/v1/users/1/carts/activity-booking/items': ok(ONE_ITEM_BASKET),
        ...routes,
      }),
    });
    applySession(getSessionStore(), fixture);
  };
}

/** The camps of Riverside: dates, ages, whole-camp and day prices, places or sold-out days. */
export const List: Story = { beforeEach: scenario(LOGGED_IN) };
export const ListHilltop: Story = { ...List, ...themed('hilltop') };
export const ListLoading: Story = { beforeEach: scenario(LOGGED_IN, { [`GET ${CAMPS}`]: { hang: true } }) };
export const ListEmpty: Story = { beforeEach: scenario(LOGGED_IN, { [`GET ${CAMPS}`]: ok([]) }) };
export const ListError: Story = { beforeEach: scenario(LOGGED_IN, { [`GET ${CAMPS}`]: { status: 500, body: {} } }) };
/** The summer camp: the whole camp or single days, for whom, and its questions. */
export const Camp: Story = { beforeEach: scenario(LOGGED_IN), args: { camp: 'summer-multi-sport-camp' } };
export const CampHilltop: Story = { ...Camp, ...themed('hilltop') };
/** Day two sold out: no whole-camp place, the sold-out day cannot be chosen. */
export const SoldOutDay: Story = { beforeEach: scenario(LOGGED_IN), args: { camp: 'half-term-multi-sport-camp' } };
/** A guest sees the camp and is asked to log in to book. */
export const Guest: Story = { beforeEach: scenario(GUEST), args: { camp: 'summer-multi-sport-camp' } };
export const CampError: Story = {
  beforeEach: scenario(LOGGED_IN, { [`GET ${CAMPS}/summer-multi-sport-camp`]: { status: 500, body: {} } }),
  args: { camp: 'summer-multi-sport-camp' },
};
