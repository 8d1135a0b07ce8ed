import type { Meta, StoryObj } from '@storybook/react-vite';
import { configureApi, getSessionStore } from '@venue/core';
import { MembershipPricing } from '@venue/elements/views';
import { fixtureFetch, ok, type FixtureRoute } from '../test/fixtures/checkout.ts';
import { EMPTY_BASKET } from '../test/fixtures/cart.ts';
import { HILLTOP_MEMBERSHIPS, JOINING_VENUES, RIVERSIDE_MEMBERSHIPS } from '../test/fixtures/joining.ts';
import { applySession, GUEST, LOGGED_IN, type SessionFixture } from '../test/fixtures/session.ts';
import { themed, waitFor, withThemeRoot } from './ui/kit.tsx';

// <membership-pricing>'s view (/pricing) in every state, from the fixtures the unit tests use.

const meta: Meta<typeof MembershipPricing> = {
  title: 'Elements/membership-pricing',
  component: MembershipPricing,
  decorators: [withThemeRoot],
  args: { venue: 'riverside' },
};
export default meta;
type Story = StoryObj<typeof MembershipPricing>;

function scenario(fixture: SessionFixture = GUEST, routes: Record<string, FixtureRoute> = {}) {
  return () => {
    configureApi({
      apiBase: '',
      clientDomain: 'riverside-leisure',
      retryDelay: 0,
      reload: () => {},
      fetch: fixtureFetch({
        'GET /api/venues/online-joining': ok(JOINING_VENUES),
        'GET /api/venues/riverside/memberships': ok(RIVERSIDE_MEMBERSHIPS),
        'GET /api/venues/hilltop/memberships': ok(HILLTOP_MEMBERSHIPS),
        'POST /api/v1/users/1/carts/online-joining/items': { hang: true },
        ...routes,
      }),
    });
    applySession(getSessionStore(), fixture);
  };
}

/** Guest: every membership for Riverside, monthly, with joining fee, inclusions, ages and the comparison. */
export const Options: Story = { beforeEach: scenario() };
export const OptionsHilltopTheme: Story = { ...Options, ...themed('hilltop') };
export const OptionsHostileTheme: Story = { ...Options, ...themed('hostile') };
/** Below 576 px: one card a row. */
export const OptionsNarrow: Story = { ...Options, parameters: { viewport: { defaultViewport: 'mobile1' } } };
/** Logged in: Join puts the membership in the basket (here it never answers: the button's spinner). */
export const LoggedInJoining: Story = {
  beforeEach: scenario({ ...LOGGED_IN, cart: EMPTY_BASKET }),
  play: async ({ canvasElement }) => {
    const button = await waitFor(() =>
      [...canvasElement.querySelectorAll('button')].find((b) => b.textContent === 'Join Anytime monthly'),
    );
    button.click();
  },
};
/** Annual: the price per year, no joining fee, the saving. */
export const Annual: Story = {
  beforeEach: scenario(),
  play: async ({ canvasElement }) => {
    (await waitFor(() => canvasElement.querySelector<HTMLInputElement>('input[value="annual"]'))).click();
  },
};
/** A venue offering only the concession: the badge and who qualifies. */
export const Concession: Story = {
  beforeEach: scenario(GUEST, {
    'GET /api/venues/riverside/memberships': ok({
      ...RIVERSIDE_MEMBERSHIPS,
      memberships: RIVERSIDE_MEMBERSHIPS.memberships.filter((m) => m.concession),
    }),
  }),
};
/** Loading: the spinner. */
export const Loading: Story = { beforeEach: scenario(GUEST, { 'GET /api/venues/online-joining': { hang: true } }) };
/** The venues or memberships could not be loaded: the message and Try again. */
export const LoadError: Story = {
  beforeEach: scenario(GUEST, { 'GET /api/venues/riverside/memberships': { status: 500, body: {} } }),
};
/** Nothing offered online at the venue. */
export const NothingOffered: Story = {
  beforeEach: scenario(GUEST, {
    'GET /api/venues/riverside/memberships': ok({ ...RIVERSIDE_MEMBERSHIPS, memberships: [] }),
  }),
};
