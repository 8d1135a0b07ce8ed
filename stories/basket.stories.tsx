import type { Meta, StoryObj } from '@storybook/react-vite';
import { configureApi, getSessionStore } from '@venue/core';
import { Basket } from '@venue/elements/views';
import { BASKET_WITH_BENEFITS, EMPTY_BASKET, ONE_ITEM_BASKET, TWO_ITEM_BASKET } from '../test/fixtures/cart.ts';
import { fixtureFetch, ok, type FixtureRoute } from '../test/fixtures/checkout.ts';
import { applySession, GUEST, LOGGED_IN, type SessionFixture } from '../test/fixtures/session.ts';
import { themed, waitFor, withThemeRoot } from './ui/kit.tsx';

// <venue-basket>'s view in every state, from the fixtures the unit tests use.

const meta: Meta<typeof Basket> = {
  title: 'Elements/venue-basket',
  component: Basket,
  decorators: [withThemeRoot],
};
export default meta;
type Story = StoryObj<typeof Basket>;

function scenario(fixture: SessionFixture, routes: Record<string, FixtureRoute> = {}) {
  return () => {
    configureApi({
      apiBase: '',
      clientDomain: 'riverside-leisure',
      retryDelay: 0,
      reload: () => {},
      fetch: fixtureFetch({
        'GET /api/activities/cart': ok(fixture.cart),
        'POST /api/activities/cart/remove': ok(ONE_ITEM_BASKET),
        ...routes,
      }),
    });
    applySession(getSessionStore(), fixture);
    if (routes['GET /api/activities/cart']) getSessionStore().setState((s) => ({ cart: { ...s.cart, loaded: false } }));
  };
}

/** Two items, heading with count and total, summary, Checkout now. */
export const Filled: Story = { beforeEach: scenario(LOGGED_IN) };
export const FilledHilltop: Story = { ...Filled, ...themed('hilltop') };
/** Below 576 px: Continue browsing and Checkout now at the bottom. */
export const FilledNarrow: Story = { ...Filled, parameters: { viewport: { defaultViewport: 'mobile1' } } };
/** Items carrying a benefit and a package: their remove buttons. */
export const WithBenefitAndPackage: Story = { beforeEach: scenario({ ...LOGGED_IN, cart: BASKET_WITH_BENEFITS }) };
/** Loading: the spinner. */
export const Loading: Story = {
  beforeEach: scenario({ ...LOGGED_IN, cart: EMPTY_BASKET }, { 'GET /api/activities/cart': { hang: true } }),
};
/** The load failed: 'Failed to load your shopping basket, please try again.' */
export const LoadFailed: Story = {
  beforeEach: scenario({ ...LOGGED_IN, cart: EMPTY_BASKET }, { 'GET /api/activities/cart': { status: 500, body: {} } }),
};
/** Removing an item: its overlay (the removal never answers here). */
export const Removing: Story = {
  beforeEach: scenario(LOGGED_IN, { 'POST /api/activities/cart/remove': { hang: true } }),
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('[data-story-shadow-host]')?.shadowRoot;
    (await waitFor(() => root?.querySelector<HTMLButtonElement>('[aria-label="Remove Yoga"]'))).click();
  },
};
/** Logged in, nothing in it: 'Your shopping basket is empty'. */
export const Empty: Story = { beforeEach: scenario({ ...LOGGED_IN, cart: EMPTY_BASKET }) };
export const EmptyHilltop: Story = { ...Empty, ...themed('hilltop') };
/** Logged out: 'Log in to add items to your basket' and Log in. */
export const LoggedOut: Story = { beforeEach: scenario(GUEST) };
export const LoggedOutHilltop: Story = { ...LoggedOut, ...themed('hilltop') };
export const TwoItems: Story = { beforeEach: scenario({ ...LOGGED_IN, cart: TWO_ITEM_BASKET }) };
