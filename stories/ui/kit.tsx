// Story helpers for this folder and the element stories: the theme root primitives need, per-story
// themes (the toolbar's global, see .storybook/themes.ts), session fixtures, a fake API so login,
// logout and the basket work offline, and small play-function helpers for shadow-root content.
import type { Decorator } from '@storybook/react-vite';
import { configureApi, getSessionStore } from '@venue/core';
import { themeRoot } from '@venue/theme';
import { applySession, EMPTY_BASKET, TWO_ITEM_BASKET, type SessionFixture } from '../../test/fixtures/session.ts';

export type ThemeName = 'default' | 'hilltop' | 'hostile';

/** Pins a story to one of the toolbar's themes (default, hilltop, hostile page). */
export const themed = (theme: ThemeName) => ({ globals: { theme } });

/**
 * Primitives read the theme's internal variables, which an element's root (themeRoot) resolves from
 * the public --venue-* tokens; standalone primitives get the same root here.
 */
export const withThemeRoot: Decorator = (Story) => (
  <div className={themeRoot}>
    <Story />
  </div>
);

// ---- A fake API so login, logout and the basket work in Storybook without a server. ----

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ok = (data: unknown) => json(200, { data, checksum: 'story' });

const STORY_USER = {
  id: 1,
  reference: 'RLT-000001',
  first_name: 'Alex',
  last_name: 'Morgan',
  email: 'demo@example.com',
  home_venue_slug: 'riverside',
};

/**
 * demo@example.com / Password123! logs in; slow@example.com never answers (pending state); anything
 * else fails with the server's message; 'nomessage' fails without one ('User signed out').
 */
export const storyFetch: typeof fetch = async (input, init) => {
  const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, location.href);
  const method = (init?.method ?? 'GET').toUpperCase();
  const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, string>) : {};
  const path = url.pathname;
  if (method === 'POST' && path === '/api/auth/customer/login') {
    if (body.username === 'slow@example.com') return new Promise<Response>(() => {});
    if (body.username === 'nomessage') return json(400, {});
    if (body.username === 'demo@example.com' && body.password === 'Password123!')
      return ok({ token: 'story-token', user: STORY_USER });
    return json(401, { message: 'These credentials do not match our records.' });
  }
  if (method === 'POST' && path === '/api/auth/customer/register') {
    // Sign-up: slow-signup@ never answers (submitting); taken@ is refused on its e-mail; others succeed.
    if (body.email === 'slow-signup@example.com') return new Promise<Response>(() => {});
    if (body.email === 'taken@example.com')
      return json(422, {
        message: 'email: The email has already been taken.',
        errors: { email: ['The email has already been taken.'] },
      });
    return json(201, { data: { token: 'story-token', user: { ...STORY_USER, email: body.email } }, checksum: 'story' });
  }
  if (method === 'POST' && path === '/api/v1/users')
    return json(201, {
      data: { id: 501, first_name: body.first_name, last_name: body.last_name, reference: 'RLT000501', email: null },
      checksum: 'story',
    });
  if (method === 'GET' && path === '/api/client') return ok({ id: 1, name: 'Riverside Leisure Trust' });
  if (method === 'POST' && path === '/api/auth/customer/forgotten-password') return ok(null);
  if (method === 'POST' && path === '/api/auth/logout') return ok(null);
  if (method === 'GET' && path === '/api/auth/user') return json(401, { message: 'Unauthenticated.' });
  if (method === 'GET' && path === '/api/activities/cart') {
    return ok(getSessionStore().getState().auth.status === 'loggedIn' ? TWO_ITEM_BASKET : EMPTY_BASKET);
  }
  return json(404, { message: 'Unable to complete request, item not found.' });
};

/** Every story sets it again: other stories on the same page may have configured their own fake. */
export function configureStoryApi(): void {
  configureApi({ apiBase: '', clientDomain: 'riverside-leisure', fetch: storyFetch, retryDelay: 0, reload: () => {} });
}

/** Puts the page's session into a fixture's state (use in a story's beforeEach). */
export function sessionFixture(fixture: SessionFixture): () => void {
  return () => {
    configureStoryApi();
    applySession(getSessionStore(), fixture);
  };
}

// ---- Play-function helpers (plain DOM: the elements' content lives in their shadow roots). ----

export async function waitFor<T>(find: () => T | null | undefined, timeoutMs = 3000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const found = find();
    if (found) return found;
    if (Date.now() - started > timeoutMs) throw new Error('waitFor: timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** The first element in `host`'s shadow root matching `selector` whose text is `text` (if given). */
export function inShadow<T extends Element = HTMLElement>(
  host: Element | null,
  selector: string,
  text?: string,
): T | null {
  const all = [...(host?.shadowRoot?.querySelectorAll<T>(selector) ?? [])];
  return all.find((el) => text === undefined || el.textContent?.trim() === text) ?? null;
}

export function typeInto(input: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
}
