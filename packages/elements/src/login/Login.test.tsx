import { configureApi, getSessionStore } from '@venue/core';
import { createFakeServer, envelope, type FakeServer } from '@venue/core/testing';
import { activeElementDeep, byText, cleanup, click, render } from '@venue/ui/testing';
import { act } from 'react';
import { applySession, GUEST } from '../../../../test/fixtures/session.ts';
import { Login } from './Login.tsx';
import { REDIRECT_GRACE_MS, safeRedirect } from '../nav/links.ts';
import { RESET_CONFIRMATION } from './passwordReset.ts';

const store = getSessionStore();
let server: FakeServer;

const USER = {
  id: 1,
  first_name: 'Alex',
  last_name: 'Morgan',
  email: 'demo@example.com',
  home_venue_slug: 'riverside',
};

function type(input: HTMLInputElement, value: string) {
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** Lets the fake fetch, the store update and React's re-render all settle. */
async function settle() {
  for (let i = 0; i < 5; i++) await act(async () => new Promise((r) => setTimeout(r, 0)));
}

/** Opens the modal through the session; the dialog's code arrives in its own chunk (LoginModal.tsx). */
async function openModal(container: HTMLElement) {
  act(() => store.getState().system.openLoginModal());
  await vi.waitFor(async () => {
    await settle();
    expect(container.querySelector('[role="dialog"]')).not.toBeNull();
  });
}

const field = (root: ParentNode, name: string) => root.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;

/**
 * Submits the form and waits until the login request has gone out, then lets its answer land. Logging in
 * runs from a chunk of its own (store/authActions.ts): the first test to log in waits for that module, which
 * under load takes longer than a few turns of the event loop.
 */
async function submitLogin(root: ParentNode, username: string, password: string) {
  const before = server.callsTo('POST', '/api/auth/customer/login').length;
  type(field(root, 'username'), username);
  type(field(root, 'password'), password);
  click(byText(root, 'Log in', 'button'));
  await vi.waitFor(async () => {
    await settle();
    expect(server.callsTo('POST', '/api/auth/customer/login').length).toBeGreaterThan(before);
  });
  await settle();
}

beforeEach(() => {
  server = createFakeServer();
  server.on('GET', '/api/activities/cart', envelope({ id: 1, items: [], item_count: 0 }));
  server.on('GET', /^\/api\/venues\//, { status: 404, body: {} });
  configureApi({
    apiBase: 'http://api.test',
    clientDomain: 'riverside-leisure',
    fetch: server.fetch,
    retryDelay: 0,
    reload: () => {},
  });
  applySession(store, GUEST);
  store.getState().toasts.clear();
});
afterEach(cleanup);

describe('<venue-login> modal', () => {
  it('renders nothing until the session opens the login modal', async () => {
    const { container } = render(<Login />);
    expect(container.querySelector('[role="dialog"]')).toBeNull();
    await openModal(container);
    const dialog = container.querySelector('[role="dialog"]')!;
    expect(container.querySelector(`#${dialog.getAttribute('aria-labelledby')}`)?.textContent).toBe('Log in');
    expect(link(dialog, 'Create an account')).toBe('/register');
  });

  it("the dialog's title follows the form: Reset your password, then Log in again when it next opens", async () => {
    const { container } = render(<Login />);
    await openModal(container);
    const title = () => {
      const dialog = container.querySelector('[role="dialog"]');
      return dialog && container.querySelector(`#${dialog.getAttribute('aria-labelledby')}`)?.textContent;
    };
    click(byText(container, 'Forgotten your password?', 'button'));
    await vi.waitFor(() => expect(container.querySelector('input[name="email_or_reference"]')).not.toBeNull());
    expect(title()).toBe('Reset your password');
    act(() => store.getState().system.closeLoginModal());
    await settle();
    await openModal(container);
    expect(title()).toBe('Log in');
    expect(field(container, 'password')).not.toBeNull();
  });

  it('AUTH-008 after login the modal closes and focus returns to the opener', async () => {
    server.on('POST', '/api/auth/customer/login', envelope({ token: 'tok-1', user: USER }));
    const opener = document.createElement('button');
    document.body.appendChild(opener);
    opener.focus();
    const { container } = render(<Login />);
    await openModal(container);
    await submitLogin(container, 'demo@example.com', 'Password123!');
    expect(server.callsTo('POST', '/api/auth/customer/login')[0]?.body).toEqual({
      username: 'demo@example.com',
      password: 'Password123!',
    });
    expect(store.getState().system.loginModalOpen).toBe(false);
    expect(store.getState().auth.status).toBe('loggedIn');
    expect(container.querySelector('[role="dialog"]')).toBeNull();
    expect(activeElementDeep()).toBe(opener);
  });

  it('AUTH-003 a failed login shows the server message', async () => {
    server.on('POST', '/api/auth/customer/login', {
      status: 401,
      body: { message: 'These credentials do not match our records.' },
    });
    const { container } = render(<Login />);
    await openModal(container);
    await submitLogin(container, 'demo@example.com', 'wrong');
    expect(container.querySelector('[role="alert"]')?.textContent).toBe('These credentials do not match our records.');
    expect(store.getState().system.loginModalOpen).toBe(true);
  });

  it("AUTH-003 MSG-025 a failed login without a message shows 'User signed out'", async () => {
    server.on('POST', '/api/auth/customer/login', { status: 400, body: {} });
    const { container } = render(<Login />);
    await openModal(container);
    await submitLogin(container, 'demo@example.com', 'wrong');
    expect(container.querySelector('[role="alert"]')?.textContent).toBe('User signed out');
  });

  it('AUTH-001 shows a pending state while the login request runs and ignores a second submit', async () => {
    let answer: (reply: { status: number; body: unknown }) => void = () => {};
    server.on('POST', '/api/auth/customer/login', () => new Promise((resolve) => (answer = resolve)));
    const { container } = render(<Login />);
    await openModal(container);
    await submitLogin(container, 'demo@example.com', 'Password123!');
    const submit = container.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    expect(submit.getAttribute('aria-busy')).toBe('true');
    expect(store.getState().auth.status).toBe('pending');
    click(submit);
    await settle();
    expect(server.callsTo('POST', '/api/auth/customer/login')).toHaveLength(1);
    answer({ status: 200, body: { data: { token: 't', user: USER }, checksum: 'x' } });
    await settle();
    expect(store.getState().auth.status).toBe('loggedIn');
  });

  it("MSG-045 empty fields show 'This field is required' and send nothing", async () => {
    const { container } = render(<Login />);
    await openModal(container);
    click(byText(container, 'Log in', 'button'));
    await settle();
    const username = field(container, 'username');
    expect(container.querySelector(`#${username.getAttribute('aria-describedby')}`)?.textContent).toBe(
      'This field is required',
    );
    expect(username.getAttribute('aria-invalid')).toBe('true');
    expect(activeElementDeep()).toBe(username);
    expect(server.callsTo('POST', '/api/auth/customer/login')).toHaveLength(0);
  });
});

describe('<venue-login> forgotten password', () => {
  async function requestReset(container: HTMLElement, value: string) {
    click(byText(container, 'Forgotten your password?', 'button'));
    // The form's code loads on demand (lazyView).
    await vi.waitFor(() => expect(container.querySelector('input[name="email_or_reference"]')).not.toBeNull());
    await settle();
    const input = field(container, 'email_or_reference');
    expect(activeElementDeep()).toBe(input);
    type(input, value);
    click(byText(container, 'Send reset link', 'button'));
    await settle();
  }

  it("on a kiosk the browser is asked not to offer or keep the last customer's e-mail and password", async () => {
    const page = render(<Login mode="page" />);
    await settle();
    expect(field(page.container, 'username').getAttribute('autocomplete')).toBe('username');
    expect(field(page.container, 'password').getAttribute('autocomplete')).toBe('current-password');
    cleanup();
    store.getState().kiosk.setKiosk(true, 'riverside');
    try {
      const { container } = render(<Login mode="page" />);
      await settle();
      expect(field(container, 'username').getAttribute('autocomplete')).toBe('off');
      expect(field(container, 'password').getAttribute('autocomplete')).toBe('off');
      click(byText(container, 'Forgotten your password?', 'button'));
      await settle();
      expect(field(container, 'email_or_reference').getAttribute('autocomplete')).toBe('off');
    } finally {
      store.getState().kiosk.setKiosk(false);
    }
  });

  it('API-007 posts email_or_reference and shows the neutral confirmation', async () => {
    server.on('POST', '/api/auth/customer/forgotten-password', envelope(null));
    const { container } = render(<Login mode="page" />);
    await requestReset(container, 'RLT-000001');
    expect(server.callsTo('POST', '/api/auth/customer/forgotten-password')[0]?.body).toEqual({
      email_or_reference: 'RLT-000001',
    });
    expect(container.querySelector('[role="status"]')?.textContent).toBe(RESET_CONFIRMATION);
  });

  it('an unknown account gets the same confirmation (nothing is revealed)', async () => {
    server.on('POST', '/api/auth/customer/forgotten-password', { status: 404, body: { message: 'No such user' } });
    const { container } = render(<Login mode="page" />);
    await requestReset(container, 'nobody@example.com');
    expect(container.querySelector('[role="status"]')?.textContent).toBe(RESET_CONFIRMATION);
    expect(container.textContent).not.toContain('No such user');
  });

  it('API-021 a server error gets the same confirmation; only no answer at all asks to try again', async () => {
    server.on('POST', '/api/auth/customer/forgotten-password', { status: 500, body: { message: 'Mailer down' } });
    const first = render(<Login mode="page" />);
    await requestReset(first.container, 'demo@example.com');
    expect(first.container.querySelector('[role="status"]')?.textContent).toBe(RESET_CONFIRMATION);
    cleanup();

    configureApi({
      apiBase: 'http://api.test',
      clientDomain: 'riverside-leisure',
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
      retryDelay: 0,
      reload: () => {},
    });
    const second = render(<Login mode="page" />);
    await requestReset(second.container, 'demo@example.com');
    expect(second.container.querySelector('[role="alert"]')?.textContent).toBe(
      'Something went wrong, please try again.',
    );
    expect(second.container.querySelector('[role="status"]')).toBeNull();
  });

  it('Back to log in returns to the login form', async () => {
    const { container } = render(<Login mode="page" />);
    click(byText(container, 'Forgotten your password?', 'button'));
    await settle();
    click(byText(container, 'Back to log in', 'button'));
    await settle();
    expect(field(container, 'password')).not.toBeNull();
  });

  it('the heading says which form is showing, and Back returns focus to the link that opened the reset form', async () => {
    const { container } = render(<Login mode="page" />);
    const heading = () => container.querySelector('h1')?.textContent;
    click(byText(container, 'Forgotten your password?', 'button'));
    await vi.waitFor(() => expect(container.querySelector('input[name="email_or_reference"]')).not.toBeNull());
    await settle();
    expect(heading()).toBe('Reset your password');
    expect(activeElementDeep()).toBe(field(container, 'email_or_reference'));
    click(byText(container, 'Back to log in', 'button'));
    await settle();
    expect(heading()).toBe('Log in');
    expect(activeElementDeep()).toBe(byText(container, 'Forgotten your password?', 'button'));
  });
});

describe('<venue-login mode="page">', () => {
  it('ROUTE-002 renders the inline form with a heading and no dialog', () => {
    const { container } = render(<Login mode="page" />);
    expect(container.querySelector('h1')?.textContent).toBe('Log in');
    expect(container.querySelector('[role="dialog"]')).toBeNull();
    expect(field(container, 'username').getAttribute('autocomplete')).toBe('username');
    expect(field(container, 'password').getAttribute('type')).toBe('password');
  });

  it('EMBED-008 follows only same-site redirect paths', () => {
    expect(safeRedirect('/pricing')).toBe('/pricing');
    expect(safeRedirect('//evil.example')).toBeNull();
    expect(safeRedirect('https://evil.example/')).toBeNull();
    expect(safeRedirect(undefined)).toBeNull();
  });

  it('EMBED-008 after logging in goes to the redirect path, unless the host app already navigated', async () => {
    server.on('POST', '/api/auth/customer/login', envelope({ token: 'tok-1', user: USER }));
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const first = render(<Login mode="page" redirect="/pricing" />);
    await submitLogin(first.container, 'demo@example.com', 'Password123!');
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/pricing'), { timeout: 3000 });
    first.unmount();

    assign.mockClear();
    applySession(store, GUEST);
    // onLogin runs just before the grace period starts: the host moves on inside it, however slow the login.
    const loggedIn = vi.fn();
    const second = render(<Login mode="page" redirect="/pricing" onLogin={loggedIn} />);
    await submitLogin(second.container, 'demo@example.com', 'Password123!');
    await vi.waitFor(() => expect(loggedIn).toHaveBeenCalled(), { timeout: 3000 });
    history.pushState(null, '', '/pricing'); // the host's router moved on first
    await act(async () => new Promise((r) => setTimeout(r, REDIRECT_GRACE_MS + 20)));
    expect(assign).not.toHaveBeenCalled();
    history.pushState(null, '', '/');
    assign.mockRestore();
  });

  it('raises onLogin with the user id after logging in', async () => {
    server.on('POST', '/api/auth/customer/login', envelope({ token: 'tok-1', user: USER }));
    const onLogin = vi.fn();
    const { container } = render(<Login mode="page" onLogin={onLogin} />);
    await submitLogin(container, 'demo@example.com', 'Password123!');
    expect(onLogin).toHaveBeenCalledWith({ userId: 1 });
  });
});

function link(root: ParentNode, text: string) {
  return byText<HTMLAnchorElement>(root, text, 'a').getAttribute('href');
}
