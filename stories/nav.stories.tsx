import type { Meta, StoryObj } from '@storybook/react-vite';
import { getSessionStore, type ClientInfo } from '@venue/core';
import '@venue/elements/nav';
import '@venue/elements/login';
import { GUEST, LOGGED_IN, RIVERSIDE_CLIENT, type SessionFixture } from '../test/fixtures/session.ts';
import { inShadow, themed, sessionFixture, waitFor } from './ui/kit.tsx';

type Args = { onlineJoining: boolean; baseUrl: string };

const meta: Meta<Args> = {
  title: 'Elements/venue-nav',
  args: { onlineJoining: true, baseUrl: '' },
  // Real custom elements: they bring their own shadow root and adopted sheet.
  parameters: { layout: 'fullscreen', shadowRoot: false },
  render: ({ onlineJoining, baseUrl }) => (
    <>
      <venue-nav
        online-joining={onlineJoining ? 'true' : 'false'}
        base-url={baseUrl || undefined}
        account-url="http://account.localhost:4300/"
      />
      {/* A login element on the page, so Log in opens the modal. */}
      <venue-login />
    </>
  ),
};
export default meta;
type Story = StoryObj<Args>;

const CLIENT: ClientInfo = { ...RIVERSIDE_CLIENT, domain: 'riverside-leisure', onlineGuestPassesEnabled: true };

const withSession = (fixture: SessionFixture) => ({
  beforeEach: () => {
    sessionFixture(fixture)();
    getSessionStore().setState((s) => ({ system: { ...s.system, client: CLIENT } }));
  },
});

/** Guest: Book an activity, Buy a membership, Log in, and an empty basket. */
export const LoggedOut: Story = withSession(GUEST);
/** Alex Morgan with two items in the basket: My account and a badge of 2. */
export const LoggedIn: Story = withSession(LOGGED_IN);
export const OnlineJoiningOff: Story = { ...withSession(LOGGED_IN), args: { onlineJoining: false } };
/** Kiosk mode adds Back to Kiosk Home. */
export const Kiosk: Story = withSession({ ...LOGGED_IN, kiosk: true });
export const Embedded: Story = { ...withSession(GUEST), args: { baseUrl: 'http://localhost:4300' } };

async function openDrawer(canvasElement: HTMLElement) {
  const nav = await waitFor(() => canvasElement.querySelector('venue-nav'));
  const menu = await waitFor(() => inShadow<HTMLButtonElement>(nav, 'button', 'Menu'));
  menu.click();
  await waitFor(() => inShadow(nav, '[role="dialog"]'));
}

/** The 306 px side drawer as a guest: the guest text, Log in and Create an account. */
export const DrawerOpenGuest: Story = {
  ...withSession(GUEST),
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  play: ({ canvasElement }) => openDrawer(canvasElement),
};

/** The drawer logged in: Book an activity, Buy a membership, Shopping basket, My account, Log out. */
export const DrawerOpenLoggedIn: Story = {
  ...withSession(LOGGED_IN),
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  play: ({ canvasElement }) => openDrawer(canvasElement),
};

export const HilltopLoggedOut: Story = { ...withSession(GUEST), ...themed('hilltop') };
export const HilltopLoggedIn: Story = { ...withSession(LOGGED_IN), ...themed('hilltop') };
/** A garish theme plus hostile page CSS (`* { color: red !important }`, `button { display: none !important }`). */
export const HostileLoggedOut: Story = { ...withSession(GUEST), ...themed('hostile') };
export const HostileLoggedIn: Story = { ...withSession(LOGGED_IN), ...themed('hostile') };
export const HostileKioskDrawer: Story = {
  ...withSession({ ...LOGGED_IN, kiosk: true }),
  ...themed('hostile'),
  play: ({ canvasElement }) => openDrawer(canvasElement),
};
