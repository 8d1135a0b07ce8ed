import type { Meta, StoryObj } from '@storybook/react-vite';
import '@venue/elements/login';
import { GUEST } from '../test/fixtures/session.ts';
import { inShadow, themed, typeInto, sessionFixture, waitFor } from './ui/kit.tsx';

type Args = { mode: 'modal' | 'page' };

const meta: Meta<Args> = {
  title: 'Elements/venue-login',
  args: { mode: 'modal' },
  argTypes: { mode: { control: 'inline-radio', options: ['modal', 'page'] } },
  // Real custom elements: they bring their own shadow root and adopted sheet.
  parameters: { layout: 'fullscreen', shadowRoot: false },
  render: ({ mode }) => (
    <>
      <venue-login mode={mode} />
    </>
  ),
};
export default meta;
type Story = StoryObj<Args>;

const modalOpen = { beforeEach: sessionFixture({ ...GUEST, loginModalOpen: true }) };
const guest = { beforeEach: sessionFixture(GUEST) };

/** The modal a guest sees after Log in (try demo@example.com / Password123!). */
export const Modal: Story = modalOpen;
/** mode="page": the /login form. */
export const Page: Story = { ...guest, args: { mode: 'page' } };

async function fillAndSubmit(canvasElement: HTMLElement, username: string, password: string) {
  const login = await waitFor(() => canvasElement.querySelector('venue-login'));
  typeInto(await waitFor(() => inShadow<HTMLInputElement>(login, 'input[name="username"]')), username);
  typeInto(inShadow<HTMLInputElement>(login, 'input[name="password"]')!, password);
  inShadow<HTMLButtonElement>(login, 'button[type="submit"]')!.click();
  return login;
}

/** The server's message after a failed login. */
export const WrongPassword: Story = {
  ...guest,
  args: { mode: 'page' },
  play: async ({ canvasElement }) => {
    const login = await fillAndSubmit(canvasElement, 'demo@example.com', 'wrong');
    await waitFor(() => inShadow(login, '[role="alert"]'));
  },
};

/** No message from the server: 'User signed out'. */
export const FailureWithoutMessage: Story = {
  ...guest,
  args: { mode: 'page' },
  play: async ({ canvasElement }) => {
    const login = await fillAndSubmit(canvasElement, 'nomessage', 'whatever');
    await waitFor(() => inShadow(login, '[role="alert"]'));
  },
};

/** While the request runs the button is busy (this account never answers). */
export const Pending: Story = {
  ...modalOpen,
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement, 'slow@example.com', 'Password123!');
  },
};

/** Empty fields: 'This field is required' under each. */
export const Required: Story = {
  ...guest,
  args: { mode: 'page' },
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement, '', '');
  },
};

/** Forgotten password by e-mail or reference, with the neutral confirmation. */
export const ForgottenPassword: Story = {
  ...guest,
  args: { mode: 'page' },
  play: async ({ canvasElement }) => {
    const login = await waitFor(() => canvasElement.querySelector('venue-login'));
    (await waitFor(() => inShadow<HTMLButtonElement>(login, 'button', 'Forgotten your password?'))).click();
    typeInto(await waitFor(() => inShadow<HTMLInputElement>(login, 'input[name="email_or_reference"]')), 'RLT-000001');
    inShadow<HTMLButtonElement>(login, 'button[type="submit"]')!.click();
    await waitFor(() => inShadow(login, '[role="status"]'));
  },
};

export const HilltopModal: Story = { ...modalOpen, ...themed('hilltop') };
export const HilltopPage: Story = { ...guest, ...themed('hilltop'), args: { mode: 'page' } };
export const HostileModal: Story = { ...modalOpen, ...themed('hostile') };
export const HostilePage: Story = { ...guest, ...themed('hostile'), args: { mode: 'page' } };
