import { getSessionStore } from '@venue/core';
import { byText, cleanup, click, render } from '@venue/ui/testing';
import { act } from 'react';
import { applySession, GUEST, LOGGED_IN } from '../../../../test/fixtures/session.ts';
import { accountUrlWithCode, isPlainClick } from './accountHandoff.ts';
import { Nav } from './Nav.tsx';

const store = getSessionStore();
const bar = (container: HTMLElement) => container.querySelector('nav ul')!;

beforeEach(() => applySession(store, GUEST));
afterEach(cleanup);

describe('<venue-nav> Log out in the bar (issue 10)', () => {
  it('AUTH-005 logged in, the bar (shown from 576 px) has a Log out button beside My account that logs out', () => {
    act(() => applySession(store, LOGGED_IN));
    const logout = vi.fn(async () => {});
    act(() => store.setState((s) => ({ auth: { ...s.auth, logout } })));
    const { container } = render(<Nav accountUrl="http://account.localhost:4300/" />);
    const items = [...bar(container).querySelectorAll(':scope > li')].map((li) => li.textContent?.trim());
    expect(items.indexOf('Log out')).toBe(items.indexOf('My account') + 1);
    const button = byText<HTMLButtonElement>(bar(container), 'Log out', 'button');
    expect(button.type).toBe('button');
    click(button);
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it('a guest has no Log out in the bar', () => {
    const { container } = render(<Nav />);
    expect(bar(container).textContent).not.toContain('Log out');
  });
});

describe('My account handoff', () => {
  it('puts a one-time code, not the session token, into ?token= of the account address', async () => {
    const url = await accountUrlWithCode(
      'http://account.localhost:4300/',
      () => Promise.resolve({ data: { code: 'one-time-code' } }),
      'http://localhost:4300/basket',
    );
    expect(url).toBe('http://account.localhost:4300/?token=one-time-code');
  });

  it('without a code (offline, logged out meanwhile) the plain address: the account area shows its login', async () => {
    const url = await accountUrlWithCode(
      '/account',
      () => Promise.reject(new Error('offline')),
      'http://127.0.0.1:4300/basket',
    );
    expect(url).toBe('http://127.0.0.1:4300/account');
  });

  it('only a plain left click is taken over; modified clicks open the bare address', () => {
    const plain = {
      button: 0,
      metaKey: false,
      ctrlKey: false,
      shiftKey: false,
      altKey: false,
      defaultPrevented: false,
    };
    expect(isPlainClick(plain)).toBe(true);
    expect(isPlainClick({ ...plain, ctrlKey: true })).toBe(false);
    expect(isPlainClick({ ...plain, button: 1 })).toBe(false);
  });
});
