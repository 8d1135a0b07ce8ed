import type { Meta, StoryObj } from '@storybook/react-vite';
import { configureApi, getSessionStore } from '@venue/core';
import { Basket } from '@venue/elements/views';
import { TWO_ITEM_BASKET } from '../test/fixtures/cart.ts';
import { fixtureFetch, ok, type FixtureRoute } from '../test/fixtures/checkout.ts';
import { DISCOUNTED_BASKET, MEMBERSHIP_BASKET } from '../test/fixtures/joining.ts';
import { applySession, LOGGED_IN } from '../test/fixtures/session.ts';
import type { CartResponse } from '@venue/core';
import { themed, waitFor, withThemeRoot } from './ui/kit.tsx';

// The basket's discount code field (flows §5, PAY-030) in each state, and a membership in the basket.

const meta: Meta<typeof Basket> = {
  title: 'Elements/venue-basket/Discount code',
  component: Basket,
  decorators: [withThemeRoot],
};
export default meta;
type Story = StoryObj<typeof Basket>;

function scenario(cart: CartResponse, routes: Record<string, FixtureRoute> = {}) {
  return () => {
    configureApi({
      apiBase: '',
      clientDomain: 'riverside-leisure',
      retryDelay: 0,
      reload: () => {},
      fetch: fixtureFetch({
        'GET /api/activities/cart': ok(cart),
        'POST /api/activities/cart/discount-code': ok(DISCOUNTED_BASKET),
        'DELETE /api/activities/cart/discount-code': ok(TWO_ITEM_BASKET),
        ...routes,
      }),
    });
    applySession(getSessionStore(), { ...LOGGED_IN, cart });
  };
}

/** Submits `code` in the field once it is there. */
const submit =
  (code: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const input = await waitFor(() => canvasElement.querySelector<HTMLInputElement>('input[name="discount-code"]'));
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setter.call(input, code);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    input.form?.requestSubmit();
  };

/** The empty field and Apply. */
export const Field: Story = { beforeEach: scenario(TWO_ITEM_BASKET) };
/** A code applied: its line in the summary, the lower total, Remove code. */
export const Applied: Story = { beforeEach: scenario(DISCOUNTED_BASKET) };
export const AppliedHilltop: Story = { ...Applied, ...themed('hilltop') };
/** Applying (the server never answers here): the button's spinner. */
export const Applying: Story = {
  beforeEach: scenario(TWO_ITEM_BASKET, { 'POST /api/activities/cart/discount-code': { hang: true } }),
  play: submit('WELCOME10'),
};
/** Refused with a 400: the failure toast carries the server's message (G20); the field stays clean. */
export const Expired: Story = {
  beforeEach: scenario(TWO_ITEM_BASKET, {
    'POST /api/activities/cart/discount-code': { status: 400, body: { message: 'This discount code has expired.' } },
  }),
  play: submit('EXPIRED20'),
};
/** Refused with a 422: the message under the field, no toast. */
export const Invalid: Story = {
  beforeEach: scenario(TWO_ITEM_BASKET, {
    'POST /api/activities/cart/discount-code': {
      status: 422,
      body: { message: 'code: too long', errors: { code: ['The code may not be greater than 50 characters.'] } },
    },
  }),
  play: submit('X'.repeat(50)),
};
/** A new membership with its joining fee, as /pricing puts it in the basket. */
export const Membership: Story = { beforeEach: scenario(MEMBERSHIP_BASKET) };
