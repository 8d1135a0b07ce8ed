import r2wcCore, { type R2WCOptions } from '@r2wc/core';
import { createElement, startTransition, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';

/**
 * `@r2wc/react-to-web-component` with an element's renders as transitions. Under React each element draws
 * its view into a root of its own (one per shadow root). When a React host (the hosted site) puts an
 * element on the page, the element connects during the host's commit, where r2wc's render is an update
 * React treats as urgent: the element's whole first render ran synchronously at the end of the host's
 * commit, in the same task. On the activity week those were the long tasks Lighthouse counted as blocking
 * (140-230 ms of blocking time on its simulated phone, performance 92-94 in five-run medians). As
 * transitions React yields to the browser every few milliseconds and still commits each element at once
 * (blocking time 26-78 ms, 96; `npm run lighthouse`, 2026-12-01). Attribute changes go the same way: an
 * element only shows what its attributes say, so there is nothing for an urgent render to show sooner.
 *
 * The Preact builds (embed, kiosk) use r2wc as published (rollup.config.mjs aliases this module to it):
 * Preact has no scheduler to yield to, and a transition there only calls its callback.
 */
export default function concurrentR2wc<Props extends object>(
  view: ComponentType<Props>,
  options: R2WCOptions<Props> = {},
): CustomElementConstructor {
  return r2wcCore<Props, Root>(view, options, {
    mount(container, _view, props) {
      const root = createRoot(container);
      startTransition(() => root.render(createElement(view, props)));
      return root;
    },
    update(root, props) {
      startTransition(() => root.render(createElement(view, props)));
    },
    unmount(root) {
      root.unmount();
    },
  });
}
