import { ANYTIME } from '../../../../test/fixtures/account.ts';
import { ALEX_MORGAN, GUEST, LOGGED_IN, RIVERSIDE_CLIENT } from '../../../../test/fixtures/session.ts';
import { byText, click, envelope, render, setupPage } from '../../../../test/fixtures/viewTestPage.tsx';
import { VenueAccount } from './VenueAccount.tsx';

const heading = (root: ParentNode) => root.querySelector('h1')?.textContent?.trim();
const navEntries = (root: ParentNode) =>
  [...root.querySelectorAll('nav[aria-label="Account"] a')].map((a) => a.textContent?.trim());

function alexPage(fixture = LOGGED_IN) {
  const page = setupPage(fixture);
  page.server
    .on('GET', '/api/v1/users/1/memberships', envelope([ANYTIME]))
    .on('GET', '/api/activities/cart', envelope(null))
    .on('GET', '/api/auth/user', envelope(ALEX_MORGAN))
    .on('POST', '/api/auth/logout', envelope({ message: 'Logged out' }));
  return page;
}

afterEach(() => {
  document.body.replaceChildren();
  history.replaceState(null, '', '/');
});

describe('<venue-account> shell', () => {
  it('ROUTE-023 shows the screen for its path under the section title, with the navigation marking it', async () => {
    alexPage();
    const view = await render(<VenueAccount path="/memberships" guestPasses />);
    await vi.waitFor(() => expect(view.container.querySelector('[data-membership="Anytime"]')).not.toBeNull());
    expect(heading(view.container)).toBe('Memberships');
    const current = view.container.querySelector('nav a[aria-current="page"]');
    expect(current?.textContent).toBe('Memberships');
    expect(current?.getAttribute('href')).toBe('/memberships');
  });

  it('ROUTE-026 lists Guest passes only when they are on (attribute, else the client setting)', async () => {
    alexPage();
    const off = await render(<VenueAccount path="/" guestPasses={false} />);
    expect(navEntries(off.container)).not.toContain('Guest passes');
    off.unmount();
    const on = await render(<VenueAccount path="/" guestPasses />);
    expect(navEntries(on.container)).toContain('Guest passes');
    on.unmount();
    const page = alexPage();
    page.store.getState().system.setClient({ ...RIVERSIDE_CLIENT, onlineGuestPassesEnabled: true });
    const fromClient = await render(<VenueAccount path="/" />);
    expect(navEntries(fromClient.container)).toContain('Guest passes');
  });

  it('ROUTE-026 G28 /guest-passes while they are off is the not-found page', async () => {
    alexPage();
    const view = await render(<VenueAccount path="/guest-passes" guestPasses={false} />);
    expect(heading(view.container)).toBe("Whoops! Looks like you've gone offside.");
    expect(view.container.querySelector('[data-account-screen="not-found"]')).not.toBeNull();
  });

  it('a navigation entry changes the screen and the address without a page load, and focuses the title', async () => {
    alexPage();
    const view = await render(<VenueAccount guestPasses={false} />);
    await click(byText(view.container, 'nav a', 'Packages'));
    await vi.waitFor(() => expect(view.container.querySelector('[data-screen="packages"]')).not.toBeNull());
    expect(location.pathname).toBe('/packages');
    expect(heading(view.container)).toBe('Packages');
    expect(document.activeElement).toBe(view.container.querySelector('h1'));
    // Back: the address says /, the shell follows.
    history.pushState(null, '', '/');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await vi.waitFor(() => expect(heading(view.container)).toBe('My account'));
  });

  it('a base path is kept on links and in the address', async () => {
    alexPage();
    history.replaceState(null, '', '/my-account/family');
    const view = await render(<VenueAccount basePath="/my-account" />);
    await vi.waitFor(() => expect(heading(view.container)).toBe('Family and friends'));
    expect(byText(view.container, 'nav a', 'Memberships')?.getAttribute('href')).toBe('/my-account/memberships');
    await click(byText(view.container, 'nav a', 'Memberships'));
    expect(location.pathname).toBe('/my-account/memberships');
  });

  it('a guest gets the login form, and the screen asked for once logged in', async () => {
    const page = alexPage(GUEST);
    const view = await render(<VenueAccount path="/memberships" />);
    // The login form is its own chunk (a returning customer's first load does not carry it).
    await vi.waitFor(() => expect(heading(view.container)).toBe('Log in'));
    expect(view.container.querySelector('input[type="password"]')).not.toBeNull();
    expect(view.container.querySelector('nav[aria-label="Account"]')).toBeNull();
    page.store.getState().auth.userLoggedIn(ALEX_MORGAN);
    await vi.waitFor(() => expect(heading(view.container)).toBe('Memberships'));
  });

  it('Log out ends the session on the server and shows the login form', async () => {
    const page = alexPage();
    const view = await render(<VenueAccount path="/packages" />);
    await click(byText(view.container, 'button', 'Log out'));
    await vi.waitFor(() => expect(heading(view.container)).toBe('Log in'));
    expect(page.server.callsTo('POST', '/api/auth/logout')).toHaveLength(1);
    expect(page.store.getState().auth.status).toBe('loggedOut');
  });

  it('shows a busy line while the login status is not known yet', async () => {
    const page = alexPage(GUEST);
    page.store.setState((s) => ({ auth: { ...s.auth, status: 'pending' } }));
    const view = await render(<VenueAccount path="/" />);
    expect(view.container.querySelector('[role="status"]')?.textContent).toBe('Loading your account…');
  });
});
