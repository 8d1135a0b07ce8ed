// Test-only helpers for the flow views (imported by *.test.tsx only, never by a view or define.ts):
// a page-wide API client on a fake server, a fresh page store in a fixture's state, and a renderer.
import { configureApi, createSessionStore, memoryCookieJar, type SessionStore } from '@venue/core';
import { SESSION_STORE_KEY, writeGlobal } from '@venue/core/globals.ts';
import { createFakeServer, envelope, type FakeServer } from '@venue/core/testing/fake-server.ts';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { applySession, type SessionFixture } from '../../../../test/fixtures/session.ts';

export { envelope };

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export interface TestPage {
  server: FakeServer;
  store: SessionStore;
  navigate: ReturnType<typeof vi.fn>;
}

/** Configures the page's API client and store as a page would, in the fixture's state. */
export function setupPage(fixture?: SessionFixture): TestPage {
  const server = createFakeServer();
  const cookies = memoryCookieJar();
  if (fixture?.user) cookies.set('riverside-leisure-auth-token', 'test-token', { path: '/' });
  const api = configureApi({ apiBase: 'http://api.test', clientDomain: 'riverside-leisure', fetch: server.fetch, cookies, retryDelay: 0, reload: () => {} });
  const navigate = vi.fn();
  const store = writeGlobal(SESSION_STORE_KEY, createSessionStore({ api: () => api, events: new EventTarget(), navigate }));
  if (fixture) applySession(store, fixture);
  return { server, store, navigate };
}

export interface Rendered {
  container: HTMLElement;
  root: Root;
  text: () => string;
  unmount: () => void;
}

export async function render(node: ReactNode): Promise<Rendered> {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => root.render(node));
  return {
    container,
    root,
    text: () => container.textContent ?? '',
    unmount: () => {
      act(() => root.unmount());
      container.remove();
    },
  };
}

/** Clicks and lets React and pending promises settle. */
export async function click(element: Element | null | undefined): Promise<void> {
  if (!element) throw new Error('Nothing to click');
  await act(async () => {
    (element as HTMLElement).click();
  });
}

/** Sets an input's value the way React notices (through the native setter), then fires input/change. */
export async function type(element: Element | null | undefined, value: string): Promise<void> {
  if (!element) throw new Error('Nothing to type into');
  const input = element as HTMLInputElement;
  const proto = input instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : input instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
  await act(async () => {
    Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

export function byText<T extends Element = HTMLElement>(root: ParentNode, selector: string, text: string | RegExp): T | undefined {
  return [...root.querySelectorAll<T>(selector)].find((el) => (typeof text === 'string' ? el.textContent?.trim() === text : text.test(el.textContent ?? '')));
}

export function labelled<T extends Element = HTMLInputElement>(root: ParentNode, label: string | RegExp): T | undefined {
  const l = byText<HTMLLabelElement>(root, 'label', label);
  const id = l?.htmlFor;
  return id ? (root.querySelector<T>(`[id="${id}"]`) ?? undefined) : undefined;
}
