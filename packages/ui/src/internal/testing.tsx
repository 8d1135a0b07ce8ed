// Test helpers: render into a fresh container with react-dom/client and flush effects with act
// (@testing-library is not installed).
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export interface Rendered {
  container: HTMLElement;
  root: Root;
  rerender: (node: ReactNode) => void;
  unmount: () => void;
}

const mounted: Rendered[] = [];

/** Renders into a container attached to `parent` (document.body by default, or a shadow root). */
export function render(node: ReactNode, parent: HTMLElement | ShadowRoot = document.body): Rendered {
  const container = document.createElement('div');
  parent.appendChild(container);
  const root = createRoot(container);
  act(() => root.render(node));
  const rendered: Rendered = {
    container,
    root,
    rerender: (next) => act(() => root.render(next)),
    unmount: () => {
      act(() => root.unmount());
      container.remove();
    },
  };
  mounted.push(rendered);
  return rendered;
}

export function cleanup(): void {
  while (mounted.length) mounted.pop()?.unmount();
  document.body.innerHTML = '';
}

export function press(target: Element, key: string, init: KeyboardEventInit = {}): void {
  act(() => {
    target.dispatchEvent(
      new KeyboardEvent('keydown', { key, bubbles: true, composed: true, cancelable: true, ...init }),
    );
  });
}

export function click(target: Element): void {
  act(() => {
    (target as HTMLElement).click();
  });
}

/** The element with this exact visible text (trimmed), failing loudly when there is none. */
export function byText<T extends Element = HTMLElement>(root: ParentNode, text: string, selector = '*'): T {
  const found = [...root.querySelectorAll<T>(selector)].find(
    (el) => el.textContent?.trim() === text && ![...el.children].some((c) => c.textContent?.trim() === text),
  );
  if (!found) throw new Error(`No element with text ${JSON.stringify(text)}`);
  return found;
}

export function activeElementDeep(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}
