import type { Meta, StoryObj } from '@storybook/react-vite';
import { configureApi, getSessionStore } from '@venue/core';
import { BookingConfirmation } from '@venue/elements/views';
import { CONFIRMED_ORDER, fixtureFetch, ok, type FixtureRoute } from '../test/fixtures/checkout.ts';
import { applySession, LOGGED_IN } from '../test/fixtures/session.ts';
import { themed, withThemeRoot } from './ui/kit.tsx';

// <booking-confirmation>'s view, from the fixtures the unit tests use.

const meta: Meta<typeof BookingConfirmation> = {
  title: 'Elements/booking-confirmation',
  component: BookingConfirmation,
  decorators: [withThemeRoot],
  args: { orderId: 'ord-0077' },
};
export default meta;
type Story = StoryObj<typeof BookingConfirmation>;

function scenario(routes: Record<string, FixtureRoute> = {}) {
  return () => {
    configureApi({
      apiBase: '',
      clientDomain: 'riverside-leisure',
      retryDelay: 0,
      reload: () => {},
      fetch: fixtureFetch({ 'GET /api/v1/orders/ord-0077': ok(CONFIRMED_ORDER), ...routes }),
    });
    applySession(getSessionStore(), LOGGED_IN);
  };
}

/** What was booked, when, where, and how it was paid. */
export const Confirmed: Story = { beforeEach: scenario() };
export const ConfirmedHilltop: Story = { ...Confirmed, ...themed('hilltop') };
export const Loading: Story = { beforeEach: scenario({ 'GET /api/v1/orders/ord-0077': { hang: true } }) };
export const NotFound: Story = { args: { orderId: 'no-such-order' }, beforeEach: scenario() };
export const LoadError: Story = { beforeEach: scenario({ 'GET /api/v1/orders/ord-0077': { status: 500, body: {} } }) };
