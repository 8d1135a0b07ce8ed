import { createElement, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import concurrentR2wc from './concurrentR2wc.ts';

let counter = 0;
const renders: string[] = [];

/** A tag whose view says its label, and records each render. */
function defineLabelled(): string {
  const tag = `test-concurrent-${++counter}`;
  function Labelled({ label }: { label?: string }) {
    renders.push(label ?? '');
    return <p>{label}</p>;
  }
  customElements.define(tag, concurrentR2wc(Labelled, { shadow: 'open', props: { label: 'string' } }));
  return tag;
}

const shadowText = (element: Element | null) => element?.shadowRoot?.textContent ?? '';

afterEach(() => {
  document.body.innerHTML = '';
  renders.length = 0;
});

describe('concurrentR2wc', () => {
  it("renders an element a React host puts on the page after the host's commit, not in the same task", async () => {
    const tag = defineLabelled();
    const holder = document.createElement('div');
    document.body.append(holder);
    const host = createRoot(holder);
    // What the element shows once the host's commit, and the work it finishes with, is done: a microtask
    // queued from the host's layout effect runs before the next task.
    const afterHostCommit = new Promise<string>((resolve) => {
      function Probe() {
        useLayoutEffect(() => queueMicrotask(() => resolve(shadowText(holder.querySelector(tag)))), []);
        return null;
      }
      host.render(
        <>
          {createElement(tag, { label: 'Yoga' })}
          <Probe />
        </>,
      );
    });

    // r2wc as published showed 'Yoga' here: an update inside a commit is synchronous, so the element's
    // connection during the host's commit ran its whole first render in the host's task.
    expect(await afterHostCommit).toBe('');
    await vi.waitFor(() => expect(shadowText(holder.querySelector(tag))).toBe('Yoga'));
    host.unmount();
  });

  it('follows attribute changes and unmounts its root when the element leaves the page', async () => {
    const tag = defineLabelled();
    const element = document.createElement(tag);
    element.setAttribute('label', 'Swim');
    document.body.append(element);
    await vi.waitFor(() => expect(shadowText(element)).toBe('Swim'));

    element.setAttribute('label', 'Spin');
    await vi.waitFor(() => expect(shadowText(element)).toBe('Spin'));

    element.remove();
    await vi.waitFor(() => expect(shadowText(element)).toBe(''));
  });
});
