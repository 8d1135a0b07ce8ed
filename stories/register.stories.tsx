import type { Meta, StoryObj } from '@storybook/react-vite';
import '@venue/elements/register';
import { ALEX_MORGAN, EMPTY_BASKET, GUEST } from '../test/fixtures/session.ts';
import { inShadow, sessionFixture, themed, typeInto, waitFor } from './ui/kit.tsx';

type Args = { onboardingType?: string; source?: string };

const meta: Meta<Args> = {
  title: 'Elements/venue-register',
  args: {},
  argTypes: {
    onboardingType: {
      control: 'inline-radio',
      options: [undefined, 'customer_account_online', 'membership_purchase'],
    },
  },
  // Real custom elements: they bring their own shadow root and adopted sheet.
  parameters: { layout: 'fullscreen', shadowRoot: false },
  render: ({ onboardingType, source }) => <venue-register onboarding-type={onboardingType} source={source} />,
};
export default meta;
type Story = StoryObj<Args>;

const guest = { beforeEach: sessionFixture(GUEST) };
const staff = { beforeEach: sessionFixture({ user: { ...ALEX_MORGAN, role: 'staff' }, cart: EMPTY_BASKET }) };

async function form(canvasElement: HTMLElement) {
  const host = await waitFor(() => canvasElement.querySelector('venue-register'));
  await waitFor(() => inShadow(host, 'input[name="first_name"]'));
  return host;
}

function fill(host: Element, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values))
    typeInto(inShadow<HTMLInputElement>(host, `[name="${name}"]`)!, value);
}

const submit = (host: Element) => inShadow<HTMLButtonElement>(host, 'button[type="submit"]')!.click();

/** The empty sign-up form a guest sees at /register. */
export const Empty: Story = guest;

/** Online joining sends guests here with onboarding type membership_purchase and source online-joining. */
export const OnlineJoining: Story = {
  ...guest,
  args: { onboardingType: 'membership_purchase', source: 'online-joining' },
};

/** The form's own checks: required, lengths, e-mail and postcode shape, matching passwords, terms. */
export const FieldErrors: Story = {
  ...guest,
  play: async ({ canvasElement }) => {
    const host = await form(canvasElement);
    fill(host, { first_name: 'Rowan', email: 'not-an-email', postcode: 'AB1', password: 'short' });
    submit(host);
    await waitFor(() => inShadow(host, '[aria-invalid="true"]'));
  },
};

/** The server's 422 (an e-mail already in use) shown next to the e-mail field; everything typed is kept. */
export const ServerFieldError: Story = {
  ...guest,
  play: async ({ canvasElement }) => {
    const host = await form(canvasElement);
    fill(host, {
      first_name: 'Rowan',
      last_name: 'Ash',
      email: 'taken@example.com',
      password: 'Kingfisher-lane-7',
      password_confirmation: 'Kingfisher-lane-7',
    });
    inShadow<HTMLInputElement>(host, '[name="terms"]')!.click();
    submit(host);
    await waitFor(() => inShadow(host, '[name="email"][aria-invalid="true"]'));
  },
};

/** While the sign-up request runs the button is busy (this e-mail never answers). */
export const Submitting: Story = {
  ...guest,
  play: async ({ canvasElement }) => {
    const host = await form(canvasElement);
    fill(host, {
      first_name: 'Rowan',
      last_name: 'Ash',
      email: 'slow-signup@example.com',
      password: 'Kingfisher-lane-7',
      password_confirmation: 'Kingfisher-lane-7',
    });
    inShadow<HTMLInputElement>(host, '[name="terms"]')!.click();
    submit(host);
    await waitFor(() => inShadow(host, 'button[aria-busy="true"]'));
  },
};

/** Front of house: staff create a customer (no password or terms), then act for them. */
export const FrontOfHouse: Story = staff;

/** Front of house after creating the customer: staff now book for them. */
export const FrontOfHouseCreated: Story = {
  ...staff,
  play: async ({ canvasElement }) => {
    const host = await form(canvasElement);
    fill(host, { first_name: 'Desk', last_name: 'Made' });
    submit(host);
    await waitFor(() => inShadow(host, '[role="status"]'));
  },
};

export const Hilltop: Story = { ...guest, ...themed('hilltop') };
export const HilltopFieldErrors: Story = { ...FieldErrors, ...themed('hilltop') };
export const Hostile: Story = { ...guest, ...themed('hostile') };
export const HostileFrontOfHouse: Story = { ...staff, ...themed('hostile') };
