import { configureApi, getSessionStore } from '@venue/core';
import { createFakeServer, envelope, type FakeServer } from '@venue/core/testing';
import { activeElementDeep, byText, cleanup, click, render } from '@venue/ui/testing';
import { act } from 'react';
import { applySession, GUEST } from '../../../../test/fixtures/session.ts';
import { Login } from './Login.tsx';
import { LINK_INVALID, RESET_DONE } from './ResetPassword.tsx';

let server: FakeServer;

function type(input: HTMLInputElement, value: string) {
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
async function settle() {
  for (let i = 0; i < 5; i++) await act(async () => new Promise((r) => setTimeout(r, 0)));
}
const field = (root: ParentNode, name: string) => root.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
const describedText = (root: ParentNode, input: HTMLInputElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => root.querySelector(`#${id}`)?.textContent ?? '')
    .join(' ');

async function submit(root: ParentNode, password: string, confirmation = password) {
  // The reset form's code loads on demand (lazyView).
  await vi.waitFor(() => expect(root.querySelector('input[name="password"]')).not.toBeNull());
  type(field(root, 'password'), password);
  type(field(root, 'password_confirmation'), confirmation);
  click(byText(root, 'Set new password', 'button'));
  await settle();
}

beforeEach(() => {
  server = createFakeServer();
  server.on('GET', '/api/activities/cart', envelope({ id: 1, items: [], item_count: 0 }));
  configureApi({
    apiBase: 'http://api.test',
    clientDomain: 'riverside-leisure',
    fetch: server.fetch,
    retryDelay: 0,
    reload: () => {},
  });
  applySession(getSessionStore(), GUEST);
});
afterEach(cleanup);

describe('<venue-login mode="reset">', () => {
  it('sends the token and new password, then says it worked with focus on the message and a way to log in', async () => {
    server.on('POST', '/api/auth/customer/reset-password', envelope({ message: 'Your password has been reset.' }));
    const { container } = render(<Login mode="reset" token="tok-123" />);
    expect(container.querySelector('h1')?.textContent).toBe('Choose a new password');
    await submit(container, 'Granite-puffin-77');
    expect(server.callsTo('POST', '/api/auth/customer/reset-password')[0]!.body).toEqual({
      token: 'tok-123',
      password: 'Granite-puffin-77',
      password_confirmation: 'Granite-puffin-77',
    });
    const status = container.querySelector('[role="status"]')!;
    expect(status.textContent).toBe(RESET_DONE);
    expect(activeElementDeep()).toBe(status);
    expect(byText(container, 'Log in', 'a').getAttribute('href')).toBe('/login');
  });

  it("shows the policy's 422 beside the password field and focuses it", async () => {
    server.on('POST', '/api/auth/customer/reset-password', {
      status: 422,
      body: {
        message: 'password: too common',
        errors: { password: ['This password is too common. Choose one that would be harder to guess.'] },
      },
    });
    const { container } = render(<Login mode="reset" token="tok-123" />);
    await submit(container, 'password123');
    const input = field(container, 'password');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(container, input)).toContain('This password is too common');
    expect(activeElementDeep()).toBe(input);
  });

  it('checks length and the confirmation before asking the server', async () => {
    const { container } = render(<Login mode="reset" token="tok-123" />);
    await submit(container, 'short');
    expect(describedText(container, field(container, 'password'))).toMatch(/8/);
    await submit(container, 'Granite-puffin-77', 'Granite-puffin-78');
    expect(describedText(container, field(container, 'password_confirmation'))).toContain('does not match');
    expect(server.callsTo('POST', '/api/auth/customer/reset-password')).toHaveLength(0);
  });

  it('a used or expired link says so and points to the log in page', async () => {
    server.on('POST', '/api/auth/customer/reset-password', {
      status: 422,
      body: { message: 'token: invalid', errors: { token: ['This password reset token is invalid.'] } },
    });
    const { container } = render(<Login mode="reset" token="used" />);
    await submit(container, 'Granite-puffin-77');
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(LINK_INVALID);
    expect(byText(container, 'Go to log in', 'a').getAttribute('href')).toBe('/login');
  });
});
