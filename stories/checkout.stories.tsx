import type { Meta, StoryObj } from '@storybook/react-vite';
import { configureApi, getSessionStore, ProviderUnavailableError } from '@venue/core';
import { Checkout } from '@venue/elements/views';
import { SMALL_BASKET, SWIMMING_BASKET, EMPTY_BASKET } from '../test/fixtures/cart.ts';
import {
  AUTHORISED,
  COMPLETED,
  DECLINED,
  fixtureCardProvider,
  fixtureFetch,
  ok,
  PAID_BOOKING_DISABLED,
  PREPARE_NO_TERMS,
  PREPARE_SANDBOX,
  SCA_AUTHORISED,
  SCA_REQUIRED,
  STAFF_USER_SEARCH,
  type FixtureRoute,
} from '../test/fixtures/checkout.ts';
import { ALEX_MORGAN, applySession, GUEST, LOGGED_IN, type SessionFixture } from '../test/fixtures/session.ts';
import { themed, waitFor, withThemeRoot } from './ui/kit.tsx';

// <venue-checkout>'s view in every payment state, from the fixtures the unit tests use. The card
// provider is a stand-in (the real sandbox pages come from the API server).

const meta: Meta<typeof Checkout> = {
  title: 'Elements/venue-checkout',
  component: Checkout,
  decorators: [withThemeRoot],
  args: { noRedirect: true, loadProvider: async () => fixtureCardProvider() },
};
export default meta;
type Story = StoryObj<typeof Checkout>;

function scenario(fixture: SessionFixture, routes: Record<string, FixtureRoute>) {
  return () => {
    configureApi({
      apiBase: '',
      clientDomain: 'riverside-leisure',
      retryDelay: 0,
      reload: () => {},
      fetch: fixtureFetch({
        'GET /api/activities/cart': ok(fixture.cart),
        'GET /api/checkout/prepare': ok(PREPARE_SANDBOX),
        'POST /api/checkout/authorise': ok(AUTHORISED),
        'POST /api/checkout/complete': ok(COMPLETED),
        'POST /api/credits/apply': ok(fixture.cart),
        ...routes,
      }),
    });
    applySession(getSessionStore(), fixture);
  };
}

const customer = { ...LOGGED_IN, cart: SWIMMING_BASKET };

function shadowOf(canvas: HTMLElement) {
  return canvas.querySelector('[data-story-shadow-host]')?.shadowRoot ?? null;
}

async function find<T extends Element>(canvas: HTMLElement, selector: string, text?: RegExp): Promise<T> {
  return waitFor(() =>
    [...(shadowOf(canvas)?.querySelectorAll<T>(selector) ?? [])].find((el) => !text || text.test(el.textContent ?? '')),
  );
}

async function pay(canvas: HTMLElement, agreeToTerms = false) {
  if (agreeToTerms) (await find<HTMLInputElement>(canvas, 'input[type="checkbox"]')).click();
  await find(canvas, '[aria-label="Card details (sandbox)"]');
  (await find<HTMLButtonElement>(canvas, 'button', /^Pay £/)).click();
}

/** prepare has not answered yet. */
export const Preparing: Story = { beforeEach: scenario(customer, { 'GET /api/checkout/prepare': { hang: true } }) };
/** Ready: credits, card fields, terms to agree to, Pay. */
export const Ready: Story = { beforeEach: scenario(customer, {}) };
export const ReadyHilltop: Story = { ...Ready, ...themed('hilltop') };
/** No terms: no terms checkbox. */
export const ReadyWithoutTerms: Story = {
  beforeEach: scenario(customer, { 'GET /api/checkout/prepare': ok(PREPARE_NO_TERMS) }),
};
/** 'Preparation failed' with a retry. */
export const PrepareFailed: Story = {
  beforeEach: scenario(customer, { 'GET /api/checkout/prepare': { status: 500, body: {} } }),
};
/** A 403 with paid_booking_disabled: the server's message, paying disabled. */
export const PaidBookingDisabled: Story = {
  beforeEach: scenario(customer, { 'GET /api/checkout/prepare': { status: 403, body: PAID_BOOKING_DISABLED } }),
};
/** Card payments unavailable (Stripe.js could not load). */
export const CardPaymentsUnavailable: Story = {
  beforeEach: scenario(customer, { 'GET /api/checkout/prepare': ok(PREPARE_NO_TERMS) }),
  args: { loadProvider: async () => Promise.reject(new ProviderUnavailableError()) },
};
/** authorise in flight: Pay shows its spinner and ignores clicks. */
export const Authorizing: Story = {
  beforeEach: scenario(customer, {
    'GET /api/checkout/prepare': ok(PREPARE_NO_TERMS),
    'POST /api/checkout/authorise': { hang: true },
  }),
  play: ({ canvasElement }) => pay(canvasElement),
};
/** sca_required: the 3-D Secure challenge in its frame (Complete or Fail). */
export const ThreeDSecureChallenge: Story = {
  beforeEach: scenario(customer, {
    'GET /api/checkout/prepare': ok(PREPARE_NO_TERMS),
    'POST /api/checkout/authorise': ok(SCA_REQUIRED),
    'POST /api/payment-providers/sca-completion/tx-3ds-0001': ok(SCA_AUTHORISED),
  }),
  play: ({ canvasElement }) => pay(canvasElement),
};
export const ThreeDSecureChallengeHilltop: Story = { ...ThreeDSecureChallenge, ...themed('hilltop') };
/** sca_processing: the challenge was answered, the bank's result is awaited. */
export const ThreeDSecureProcessing: Story = {
  beforeEach: scenario(customer, {
    'GET /api/checkout/prepare': ok(PREPARE_NO_TERMS),
    'POST /api/checkout/authorise': ok(SCA_REQUIRED),
    'POST /api/payment-providers/sca-completion/tx-3ds-0001': { hang: true },
  }),
  play: async ({ canvasElement }) => {
    await pay(canvasElement);
    (await find<HTMLButtonElement>(canvasElement, 'button', /^Complete$/)).click();
  },
};
/** failed: the card was declined ('Payment was declined'); the basket stays. */
export const Declined: Story = {
  beforeEach: scenario(customer, {
    'GET /api/checkout/prepare': ok(PREPARE_NO_TERMS),
    'POST /api/checkout/authorise': DECLINED,
  }),
  play: ({ canvasElement }) => pay(canvasElement),
};
export const DeclinedHilltop: Story = { ...Declined, ...themed('hilltop') };
/** completing: complete in flight. */
export const Completing: Story = {
  beforeEach: scenario(customer, {
    'GET /api/checkout/prepare': ok(PREPARE_NO_TERMS),
    'POST /api/checkout/complete': { hang: true },
  }),
  play: ({ canvasElement }) => pay(canvasElement),
};
/** completed: 'Order completed Successfully.' (the element would now open the confirmation). */
export const Completed: Story = {
  beforeEach: scenario(customer, { 'GET /api/checkout/prepare': ok(PREPARE_NO_TERMS) }),
  play: ({ canvasElement }) => pay(canvasElement),
};
/** Credit covering the whole £5.00 basket: Complete order without a card. */
export const PaidByCredit: Story = {
  beforeEach: scenario({ ...LOGGED_IN, cart: SMALL_BASKET }, { 'GET /api/checkout/prepare': ok(PREPARE_NO_TERMS) }),
  play: async ({ canvasElement }) => (await find<HTMLInputElement>(canvasElement, 'input[type="checkbox"]')).click(),
};
/** Front of house: staff choose the customer first. */
export const FrontOfHouse: Story = {
  beforeEach: scenario(
    {
      ...LOGGED_IN,
      user: { ...ALEX_MORGAN, id: 99, firstName: 'Sam', lastName: 'Staff', role: 'staff' },
      cart: EMPTY_BASKET,
    },
    { 'GET /api/v1/users': ok(STAFF_USER_SEARCH), 'POST /api/checkout/pay': ok(COMPLETED) },
  ),
};
/** Empty basket. */
export const Empty: Story = { beforeEach: scenario({ ...LOGGED_IN, cart: EMPTY_BASKET }, {}) };
/** Logged out: asked to log in. */
export const LoggedOut: Story = { beforeEach: scenario(GUEST, {}) };
