import { getSessionStore } from '@venue/core';
import { byText, cleanup, render } from '@venue/ui/testing';
import { act } from 'react';
import { applySession, GUEST, LOGGED_IN } from '../../../../test/fixtures/session.ts';
import { Nav } from './Nav.tsx';

const store = getSessionStore();
const top = (container: HTMLElement) => container.querySelector('nav ul')!;
const linkNamed = (root: ParentNode, text: string) =>
  [...root.querySelectorAll<HTMLAnchorElement>('a')].find((a) => a.textContent?.trim() === text);

beforeEach(() => applySession(store, GUEST));
afterEach(cleanup);

describe('<venue-nav> for a logged-in customer', () => {
  it('AUTH-013 the account navigation appears with login and goes with logout, next to booking and the basket', () => {
    const { container } = render(<Nav accountUrl="https://account.example/" />);
    expect(linkNamed(top(container), 'My account')).toBeUndefined();
    act(() => applySession(store, LOGGED_IN));
    expect(linkNamed(top(container), 'My account')?.getAttribute('href')).toBe('https://account.example/');
    expect(byText(top(container), 'Book an activity', 'a')).toBeTruthy();
    expect(top(container).querySelector('a[href="/basket"]')).not.toBeNull();
    act(() => applySession(store, GUEST));
    expect(linkNamed(top(container), 'My account')).toBeUndefined();
  });
});
